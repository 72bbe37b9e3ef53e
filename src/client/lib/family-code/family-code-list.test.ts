import { describe, expect, it } from 'vitest';
import { chooseCode, forgetCode, joinCode, NO_CODES, readCodeList } from './family-code-list';

const HOME = '7K2MQX9PRT4BW3HN';
const CLASS = 'A1B2C3D4E5F6G7H8';

describe('the family codes a device holds', () => {
  it('joining adds a code once and puts it in use', () => {
    const one = joinCode(NO_CODES, HOME);
    expect(one).toEqual({ codes: [HOME], active: HOME });
    const two = joinCode(one, CLASS);
    expect(two).toEqual({ codes: [HOME, CLASS], active: CLASS });
    expect(joinCode(two, HOME)).toEqual({ codes: [HOME, CLASS], active: HOME });
  });

  it('choosing switches only between codes the device holds', () => {
    const both = joinCode(joinCode(NO_CODES, HOME), CLASS);
    expect(chooseCode(both, HOME).active).toBe(HOME);
    expect(chooseCode(both, 'ZZZZZZZZZZZZZZZZ')).toBe(both);
  });

  it('forgetting the code in use hands over to the next one, and the last one leaves none', () => {
    const both = joinCode(joinCode(NO_CODES, HOME), CLASS);
    expect(forgetCode(both, CLASS)).toEqual({ codes: [HOME], active: HOME });
    expect(forgetCode(both, HOME)).toEqual({ codes: [CLASS], active: CLASS });
    expect(forgetCode(forgetCode(both, HOME), CLASS)).toEqual(NO_CODES);
  });

  it('reads stored lists defensively: broken JSON, wrong shapes and bad codes count as none', () => {
    expect(readCodeList(null)).toEqual(NO_CODES);
    expect(readCodeList('{not json')).toEqual(NO_CODES);
    expect(readCodeList('"7K2MQX9PRT4BW3HN"')).toEqual(NO_CODES);
    expect(readCodeList(JSON.stringify({ codes: [HOME, 'nope', 7, HOME.toLowerCase()], active: 'nope' }))).toEqual({ codes: [HOME], active: HOME });
    expect(readCodeList(JSON.stringify({ codes: [HOME, CLASS], active: CLASS }))).toEqual({ codes: [HOME, CLASS], active: CLASS });
  });
});
