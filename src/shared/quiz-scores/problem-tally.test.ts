import { describe, expect, it } from 'vitest';
import { familyRecords } from '../../../tests/support/test-family-records';
import { tallyProblems } from './problem-tally';
import { makeRecord } from '../../../tests/support/test-records';

const find = (question: string) => tallyProblems(familyRecords).find((t) => t.question === question);

describe('tallyProblems', () => {
  it('counts attempts, misses, time and the children who missed each fact, 6 × 7 and 7 × 6 as one', () => {
    // 7 × 6: three misses (one timed out); 6 × 7: two misses (one timed out); every answer took 5 s.
    expect(find('6 × 7')).toEqual({
      question: '6 × 7',
      table: 6,
      multiplier: 7,
      correctAnswer: 42,
      attempts: 5,
      misses: 5,
      timeouts: 2,
      totalSeconds: 25,
      missedBy: ['민지', '서준', '하윤'],
    });
    expect(find('7 × 6')).toBeUndefined();
  });

  it('counts a null answer as a miss and as a timeout', () => {
    expect(find('5 × 5')).toMatchObject({ misses: 3, timeouts: 0, missedBy: ['민지'] });
  });

  it('tallies correct answers as attempts without misses', () => {
    // 2 × 2 fills every right answer: 6 + 6 + 9 + 10 + 7 = 38.
    expect(find('2 × 2')).toMatchObject({ attempts: 38, misses: 0, missedBy: [] });
  });

  it('skips question text that is not of the form "a × b"', () => {
    const record = makeRecord({ id: 1, playerName: '민지' });
    const odd = { ...record, questions: [{ question: 'seven times six', correctAnswer: 42, userAnswer: 40, isCorrect: false, timeSpent: 3 }] };
    expect(tallyProblems([odd])).toEqual([]);
  });
});
