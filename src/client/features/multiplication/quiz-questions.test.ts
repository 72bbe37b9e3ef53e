import { describe, expect, it } from 'vitest';
import { generateQuestions, parseAnswer, timerTone } from './quiz-questions';

function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('quiz questions', () => {
  it('makes ten questions from the injected random numbers', () => {
    const questions = generateQuestions(sequence(0, 0.999));
    expect(questions).toHaveLength(10);
    expect(questions.slice(0, 2)).toEqual([
      { table: 2, multiplier: 2 },
      { table: 7, multiplier: 7 },
    ]);
  });

  it('never asks the same question twice in one quiz, whatever the random numbers', () => {
    for (const random of [sequence(0), sequence(0.999), sequence(0.5, 0.25), Math.random]) {
      const asked = generateQuestions(random).map((q) => `${q.table}×${q.multiplier}`);
      expect(new Set(asked).size).toBe(10);
    }
  });

  it('keeps every table and multiplier between 2 and 7, even for a random() of exactly 1', () => {
    const edges = generateQuestions(sequence(0, 1, 0.5, 0.1666), 40);
    for (const q of edges) {
      expect(q.table).toBeGreaterThanOrEqual(2);
      expect(q.table).toBeLessThanOrEqual(7);
      expect(q.multiplier).toBeGreaterThanOrEqual(2);
      expect(q.multiplier).toBeLessThanOrEqual(7);
    }
  });

  it('reaches every table and multiplier with Math.random', () => {
    const questions = generateQuestions(Math.random, 500);
    expect(new Set(questions.map((q) => q.table))).toEqual(new Set([2, 3, 4, 5, 6, 7]));
    expect(new Set(questions.map((q) => q.multiplier))).toEqual(new Set([2, 3, 4, 5, 6, 7]));
  });
});

describe('typed answers', () => {
  it('reads whole numbers, ignoring spaces around them', () => {
    expect(parseAnswer('42')).toBe(42);
    expect(parseAnswer(' 7 ')).toBe(7);
    expect(parseAnswer('0')).toBe(0);
    expect(parseAnswer('-3')).toBe(-3);
  });

  it('counts anything that is not a whole number as no answer', () => {
    for (const text of ['', ' ', 'abc', '12a', '4.5', '1e3', '사십이', '99999999']) expect(parseAnswer(text), text).toBeNull();
  });
});

describe('timer tone', () => {
  it('is calm above 3 s, orange at 3 s and red from 2 s down', () => {
    expect([10, 4, 3, 2, 1, 0].map(timerTone)).toEqual(['calm', 'calm', 'warning', 'danger', 'danger', 'danger']);
  });
});
