import { describe, expect, it } from 'vitest';
import { endsWithFinalConsonant, sinoKorean, topicParticle } from './korean-numbers';

describe('sinoKorean', () => {
  it('reads single digits with Sino-Korean words', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(sinoKorean)).toEqual(['일', '이', '삼', '사', '오', '육', '칠', '팔', '구']);
  });

  it('reads every product of the times table the way it is recited', () => {
    expect(sinoKorean(10)).toBe('십');
    expect(sinoKorean(12)).toBe('십이');
    expect(sinoKorean(20)).toBe('이십');
    expect(sinoKorean(42)).toBe('사십이');
    expect(sinoKorean(49)).toBe('사십구');
    expect(sinoKorean(63)).toBe('육십삼');
    expect(sinoKorean(81)).toBe('팔십일');
  });

  it('drops the silent one before a unit and skips zero digits', () => {
    expect(sinoKorean(100)).toBe('백');
    expect(sinoKorean(105)).toBe('백오');
    expect(sinoKorean(110)).toBe('백십');
    expect(sinoKorean(1001)).toBe('천일');
    expect(sinoKorean(2345)).toBe('이천삼백사십오');
  });

  it('reads zero as 영', () => {
    expect(sinoKorean(0)).toBe('영');
  });

  it('refuses numbers it cannot read', () => {
    expect(() => sinoKorean(-1)).toThrow(RangeError);
    expect(() => sinoKorean(2.5)).toThrow(RangeError);
    expect(() => sinoKorean(10_000)).toThrow(RangeError);
  });
});

describe('topic particle', () => {
  it('follows a final consonant with 은 and a vowel with 는', () => {
    expect(['일', '삼', '육', '칠', '팔', '십'].map(topicParticle)).toEqual(['은', '은', '은', '은', '은', '은']);
    expect(['이', '사', '오', '구'].map(topicParticle)).toEqual(['는', '는', '는', '는']);
  });

  it('looks only at the last syllable', () => {
    expect(endsWithFinalConsonant('사십')).toBe(true);
    expect(endsWithFinalConsonant('십사')).toBe(false);
  });

  it('refuses a word that does not end in Hangul', () => {
    expect(() => topicParticle('3')).toThrow(RangeError);
    expect(() => topicParticle('')).toThrow(RangeError);
  });
});
