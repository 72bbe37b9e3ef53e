import { describe, expect, it } from 'vitest';
import { generateQuestions, parseAnswer, questionPool, timerTone } from './quiz-questions';

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

  it('never asks one fact both ways round in one quiz (2 × 6 and 6 × 2), whatever the random numbers', () => {
    for (const random of [sequence(0), sequence(0.999), sequence(0.5, 0.25), Math.random, Math.random, Math.random]) {
      const facts = generateQuestions(random).map((q) => `${Math.min(q.table, q.multiplier)}×${Math.max(q.table, q.multiplier)}`);
      expect(new Set(facts).size).toBe(10);
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

describe('what a quiz practises', () => {
  const asked = (questions: { table: number; multiplier: number }[]) => new Set(questions.map((q) => `${q.table}×${q.multiplier}`));

  it('the standard quiz draws from tables 2–7 × multipliers 2–7, 36 questions', () => {
    expect(questionPool({ kind: 'standard' })).toHaveLength(36);
  });

  it('chosen tables are asked from ×2 to ×9 and no other table comes up', () => {
    const questions = generateQuestions(Math.random, 10, questionPool({ kind: 'tables', tables: [8, 9] }));
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map((q) => q.table))).toEqual(new Set([8, 9]));
    expect(asked(questions).size).toBe(10);
    expect(asked([...questionPool({ kind: 'tables', tables: [8] })])).toEqual(new Set(['8×2', '8×3', '8×4', '8×5', '8×6', '8×7', '8×8', '8×9']));
  });

  it('missed facts are asked both ways round, and only those, even when ten questions need them more than once', () => {
    const pool = questionPool({
      kind: 'facts',
      facts: [
        { small: 3, large: 7 },
        { small: 6, large: 6 },
      ],
    });
    expect(asked([...pool])).toEqual(new Set(['3×7', '7×3', '6×6']));
    const questions = generateQuestions(Math.random, 10, pool);
    expect(questions).toHaveLength(10);
    for (const q of questions) expect(['3×7', '7×3', '6×6']).toContain(`${q.table}×${q.multiplier}`);
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
