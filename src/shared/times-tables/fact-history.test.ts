import { describe, expect, it } from 'vitest';
import { attemptsOf, factProgress, REPORTED_FACTS, weeklyFactProgress } from './fact-history';
import type { QuizScoreRecord } from '../quiz-score';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

function record(id: number, daysAgo: number, answers: Array<[question: string, correct: boolean, seconds: number]>): QuizScoreRecord {
  const questions = answers.map(([question, correct, seconds]) => {
    const [a, b] = question.split(' × ').map(Number);
    const answer = a! * b!;
    return { question, correctAnswer: answer, userAnswer: correct ? answer : null, isCorrect: correct, timeSpent: seconds };
  });
  const score = questions.filter((q) => q.isCorrect).length;
  return {
    id: String(id),
    playerName: '민지',
    mode: 'timed',
    score,
    totalQuestions: 10,
    accuracy: score * 10,
    timeTaken: 30,
    completedAt: new Date(now - daysAgo * DAY).toISOString(),
    questions,
  };
}

describe("a child's fact history", () => {
  it('reads answers oldest first, 8 × 6 and 6 × 8 as one fact', () => {
    const records = [record(2, 1, [['8 × 6', true, 2]]), record(1, 3, [['6 × 8', false, 9]])];
    expect(attemptsOf(records)).toEqual([
      { fact: { small: 6, large: 8 }, correct: false, seconds: 9 },
      { fact: { small: 6, large: 8 }, correct: true, seconds: 2 },
    ]);
  });

  it('counts the 36 facts of tables 2–9 as known, slow, not yet known or never asked, by their last three answers', () => {
    expect(REPORTED_FACTS).toHaveLength(36);
    const history = attemptsOf([
      record(1, 0, [
        ['6 × 8', false, 9],
        ['6 × 8', true, 3],
        ['7 × 7', true, 8],
        ['3 × 4', false, 4],
      ]),
    ]);
    // 6 × 8: one of two answers wrong is half: not yet. 7 × 7: right in 8 s, slow. 3 × 4: wrong.
    expect(factProgress(history)).toEqual({ known: 0, slow: 1, notYet: 2, unasked: 33 });
  });

  it('shows how the counts changed week by week, from the week the child first played', () => {
    const records = [
      record(1, 20, [
        ['6 × 8', false, 9],
        ['7 × 7', true, 8],
      ]),
      record(2, 10, [
        ['6 × 8', true, 7],
        ['7 × 7', true, 3],
      ]),
      record(3, 2, [
        ['6 × 8', true, 2],
        ['2 × 3', true, 1],
      ]),
    ];
    const rows = (weeks: ReturnType<typeof weeklyFactProgress>) =>
      weeks.map(({ weeksAgo, known, slow, notYet, unasked }) => [weeksAgo, known, slow, notYet, unasked]);
    // Three weeks ago the child had not played yet: no row says 36 facts were unknown then.
    expect(rows(weeklyFactProgress(records, now))).toEqual([
      [2, 0, 1, 1, 34],
      [1, 0, 1, 1, 34],
      [0, 1, 1, 1, 33],
    ]);
    expect(rows(weeklyFactProgress([records[2]!], now))).toEqual([[0, 2, 0, 0, 34]]);
  });
});
