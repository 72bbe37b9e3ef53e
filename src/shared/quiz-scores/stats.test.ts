import { describe, expect, it } from 'vitest';
import { summarizeByPlayer, summarizeScores } from './stats';
import { fillerMisses, makeRecord } from '../../../tests/support/test-records';

const scored = (id: number, score: number, timeTaken: number) => makeRecord({ id, playerName: '민지', misses: fillerMisses(10 - score), timeTaken });

describe('summarizeScores', () => {
  it('averages scores 7, 10 and 4 taking 62, 45 and 80 seconds', () => {
    // 21 / 3 = 7; 187 / 3 = 62.33; 187 s over 30 questions = 6.23 s; 21 of 30 right = 70 %.
    expect(summarizeScores([scored(1, 7, 62), scored(2, 10, 45), scored(3, 4, 80)])).toEqual({
      count: 3,
      averageScore: 7,
      bestScore: 10,
      averageTime: 62.3,
      averageTimePerQuestion: 6.2,
      accuracy: 70,
    });
  });

  it('rounds averages to one decimal and accuracy to a whole percent', () => {
    // 23 / 3 = 7.67; 152 / 3 = 50.67; 152 / 30 = 5.07; 23 / 30 = 76.7 %.
    expect(summarizeScores([scored(1, 7, 50), scored(2, 8, 51), scored(3, 8, 51)])).toEqual({
      count: 3,
      averageScore: 7.7,
      bestScore: 8,
      averageTime: 50.7,
      averageTimePerQuestion: 5.1,
      accuracy: 77,
    });
  });

  it('describes a single record by its own numbers', () => {
    expect(summarizeScores([scored(1, 9, 41)])).toEqual({
      count: 1,
      averageScore: 9,
      bestScore: 9,
      averageTime: 41,
      averageTimePerQuestion: 4.1,
      accuracy: 90,
    });
  });

  it('gives a best score of 0 when every quiz scored 0', () => {
    expect(summarizeScores([scored(1, 0, 100), scored(2, 0, 90)])).toMatchObject({ bestScore: 0, accuracy: 0 });
  });

  it('returns null for no records so the page can show its empty state', () => {
    expect(summarizeScores([])).toBeNull();
  });
});

describe('summarizeByPlayer', () => {
  it('gives each child their own figures and never an average across children', () => {
    const records = [
      { playerName: '민지', score: 10, totalQuestions: 10, timeTaken: 30 },
      { playerName: '서준', score: 4, totalQuestions: 10, timeTaken: 80 },
      { playerName: '민지', score: 8, totalQuestions: 10, timeTaken: 40 },
    ];
    expect(summarizeByPlayer(records, ['민지', '서준', '하윤'])).toEqual([
      { playerName: '민지', stats: { count: 2, averageScore: 9, bestScore: 10, averageTime: 35, averageTimePerQuestion: 3.5, accuracy: 90 } },
      { playerName: '서준', stats: { count: 1, averageScore: 4, bestScore: 4, averageTime: 80, averageTimePerQuestion: 8, accuracy: 40 } },
    ]);
  });
});
