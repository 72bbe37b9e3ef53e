import { describe, expect, it } from 'vitest';
import { drawBackground, groundTop } from './backgrounds';
import { personLook } from './figures/cast';
import { drawProp } from './props';
import { registerBookParts } from './register';
import { inBook } from './registry';
import type { PropDefinition } from './props/types';

const sign = (mark: string): PropDefinition => ({ variants: [], draw: () => `<path id="${mark}"/>` });
const look = {
  name: 'A',
  age: 'child',
  height: 1,
  skin: '#f0d0b0',
  hair: { style: 'short', colour: '#333' },
  outfit: { kind: 'dress', top: '#f00', bottom: '#f00', shoes: '#00f' },
} as const;

describe('book parts', () => {
  it('draws each book’s own part under an id two books share', () => {
    registerBookParts('registry-test-a', { props: { 'test-sign': sign('a') }, settings: { 'test-place': { draw: () => '<g id="place-a"/>', ground: 360 } } });
    registerBookParts('registry-test-b', { props: { 'test-sign': sign('b') }, people: { 'test-child': look } });
    expect(inBook('registry-test-a', () => drawProp('test-sign', { size: 10 }))).toContain('id="a"');
    expect(inBook('registry-test-b', () => drawProp('test-sign', { size: 10 }))).toContain('id="b"');
    expect(inBook('registry-test-a', () => [drawBackground('test-place'), groundTop('test-place')])).toEqual(['<g id="place-a"/>', 360]);
    expect(inBook('registry-test-a', () => personLook('test-child'))).toBeUndefined();
    expect(inBook('registry-test-b', () => personLook('test-child'))).toBe(look);
  });

  it('registers the same part twice harmlessly, and refuses a second part under a taken id or an id the engine draws', () => {
    const same = sign('same');
    registerBookParts('registry-test-c', { props: { 'test-same': same } });
    expect(() => registerBookParts('registry-test-c', { props: { 'test-same': same } })).not.toThrow();
    expect(() => registerBookParts('registry-test-c', { props: { 'test-same': sign('other') } })).toThrow(/two different props/);
    expect(() => registerBookParts('registry-test-c', { props: { chair: sign('chair') } })).toThrow(/already draws props "chair"/);
  });

  it('stops on a book that registered nothing', () => {
    expect(() => inBook('registry-test-none', () => 1)).toThrow(/No parts are registered/);
  });
});
