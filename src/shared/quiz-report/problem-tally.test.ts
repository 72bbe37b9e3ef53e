import { describe, expect, it } from 'vitest';
import { classRecords } from '../../../tests/support/test-class-records';
import { tallyProblems } from './problem-tally';
import { makeRecord } from '../../../tests/support/test-records';

const find = (question: string) => tallyProblems(classRecords).find((t) => t.question === question);

describe('tallyProblems', () => {
  it('counts attempts, misses and the students who missed each problem', () => {
    expect(find('7 × 6')).toEqual({
      question: '7 × 6',
      table: 7,
      multiplier: 6,
      correctAnswer: 42,
      attempts: 3,
      misses: 3,
      timeouts: 1,
      missedBy: ['민지', '서준'],
    });
  });

  it('counts a null answer as a miss and as a timeout', () => {
    expect(find('6 × 7')).toMatchObject({ misses: 2, timeouts: 1, missedBy: ['민지', '하윤'] });
  });

  it('keeps 6 × 7 and 7 × 6 apart because the table is the first factor', () => {
    expect(find('6 × 7')?.table).toBe(6);
    expect(find('7 × 6')?.table).toBe(7);
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
