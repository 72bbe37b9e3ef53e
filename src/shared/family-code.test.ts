import { describe, expect, it } from 'vitest';
import { familyCodeFromBytes, formatFamilyCode, parseFamilyCode, FAMILY_CODE_RANDOM_BYTES } from './family-code';

describe('family codes', () => {
  it('spell ten random bytes as sixteen characters, five bits each', () => {
    expect(familyCodeFromBytes(new Uint8Array(FAMILY_CODE_RANDOM_BYTES))).toBe('0000000000000000');
    expect(familyCodeFromBytes(new Uint8Array(FAMILY_CODE_RANDOM_BYTES).fill(255))).toBe('ZZZZZZZZZZZZZZZZ');
    // 0x08 0x42 … is 00001 00001 00001 … : every character is "1".
    expect(familyCodeFromBytes(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('1111111111111111');
  });

  it('refuse the wrong number of random bytes', () => {
    expect(() => familyCodeFromBytes(new Uint8Array(8))).toThrow(/10 random bytes/);
  });

  it('show in four groups of four', () => {
    expect(formatFamilyCode('7K2MQX9PRT4BW3HN')).toBe('7K2M-QX9P-RT4B-W3HN');
  });

  it('read back what a parent types: any case, spaces or dashes, O for 0 and I or L for 1', () => {
    expect(parseFamilyCode('7k2m-qx9p-rt4b-w3hn')).toBe('7K2MQX9PRT4BW3HN');
    expect(parseFamilyCode(' 7K2M QX9P RT4B W3HN ')).toBe('7K2MQX9PRT4BW3HN');
    expect(parseFamilyCode('7K2M-QX9P-RT4B-W3HO')).toBe('7K2MQX9PRT4BW3H0');
    expect(parseFamilyCode('iK2M-QX9P-RT4B-W3Hl')).toBe('1K2MQX9PRT4BW3H1');
    expect(parseFamilyCode('７Ｋ２Ｍ－ＱＸ９Ｐ－ＲＴ４Ｂ－Ｗ３ＨＮ')).toBe('7K2MQX9PRT4BW3HN');
  });

  it('are not codes when too short, too long or holding a U or another script', () => {
    expect(parseFamilyCode('7K2M-QX9P-RT4B')).toBeNull();
    expect(parseFamilyCode('7K2M-QX9P-RT4B-W3HN-7')).toBeNull();
    expect(parseFamilyCode('7K2M-QX9P-RT4B-W3HU')).toBeNull();
    expect(parseFamilyCode('가나다라-QX9P-RT4B-W3HN')).toBeNull();
    expect(parseFamilyCode('')).toBeNull();
  });
});
