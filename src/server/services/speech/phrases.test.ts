import { describe, expect, it } from 'vitest';
import { allPhrases, isPhraseInRange, phraseFor } from './phrases';

describe('speech phrases', () => {
  it('speaks a table cell as a whole sentence in Korean words', () => {
    expect(phraseFor('multiplication', 2, 3).text).toBe('이 곱하기 삼은 육');
    expect(phraseFor('multiplication', 6, 7).text).toBe('육 곱하기 칠은 사십이');
    expect(phraseFor('multiplication', 7, 9).text).toBe('칠 곱하기 구는 육십삼');
    expect(phraseFor('multiplication', 5, 1).text).toBe('오 곱하기 일은 오');
  });

  it('asks a question ending in the particle and a question mark', () => {
    expect(phraseFor('question', 2, 3).text).toBe('이 곱하기 삼은?');
    expect(phraseFor('question', 2, 2).text).toBe('이 곱하기 이는?');
    expect(phraseFor('question', 2, 4).text).toBe('이 곱하기 사는?');
    expect(phraseFor('question', 3, 6).text).toBe('삼 곱하기 육은?');
    expect(phraseFor('question', 7, 5).text).toBe('칠 곱하기 오는?');
  });

  it('covers every practice cell (tables 2–9 × 1–9) and every question a quiz may ask (1–9 × 1–9)', () => {
    const phrases = allPhrases();
    const cells = phrases.filter((p) => p.kind === 'multiplication');
    const questions = phrases.filter((p) => p.kind === 'question');
    expect(cells).toHaveLength(8 * 9);
    expect(questions).toHaveLength(9 * 9);
    expect(new Set(phrases.map((p) => p.key)).size).toBe(phrases.length);
    expect(cells.map((p) => p.key)).toContain('multiplication/9x9');
    expect(questions.map((p) => p.key)).toContain('question/2x2');
  });

  it('uses only Hangul words, spaces and a question mark, never digits or symbols', () => {
    for (const phrase of allPhrases()) {
      expect(phrase.text).toMatch(/^[가-힣 ]+\??$/);
      expect(phrase.text).toContain('곱하기');
    }
  });

  it('picks 은 or 는 by the final sound of the multiplier in every phrase', () => {
    const vowelEnding = new Set([2, 4, 5, 9]);
    for (const phrase of allPhrases()) {
      const particle = /([은는])(?: |\?)/.exec(phrase.text)?.[1];
      expect(particle, phrase.text).toBe(vowelEnding.has(phrase.multiplier) ? '는' : '은');
    }
  });

  it('ends every table cell with its product read aloud', () => {
    expect(phraseFor('multiplication', 4, 5).text.endsWith(' 이십')).toBe(true);
    expect(phraseFor('multiplication', 7, 6).text.endsWith(' 사십이')).toBe(true);
  });

  it('knows which factors are out of range', () => {
    expect(isPhraseInRange('multiplication', 9, 9)).toBe(true);
    expect(isPhraseInRange('question', 8, 9)).toBe(true);
    expect(isPhraseInRange('question', 1, 3)).toBe(true);
    expect(isPhraseInRange('question', 0, 3)).toBe(false);
    expect(isPhraseInRange('multiplication', 1, 3)).toBe(false);
    expect(isPhraseInRange('multiplication', 10, 3)).toBe(false);
    expect(isPhraseInRange('multiplication', 2.5, 3)).toBe(false);
    expect(() => phraseFor('question', 2, 10)).toThrow(RangeError);
  });
});
