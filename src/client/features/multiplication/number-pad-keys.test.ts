import { describe, expect, it } from 'vitest';
import { pressPadKey, type PadKey } from './number-pad-keys';

const press = (...keys: PadKey[]) => keys.reduce(pressPadKey, '');

describe('the on-screen number pad', () => {
  it('types digits in order and takes the last one back', () => {
    expect(press('4', '2')).toBe('42');
    expect(press('4', '2', 'back')).toBe('4');
    expect(press('back')).toBe('');
  });

  it('stops at three digits, the most any answer needs', () => {
    expect(press('1', '2', '3', '4')).toBe('123');
  });
});
