import type { QuizScoreRecord } from '../quiz-score';

type StatsInput = Pick<QuizScoreRecord, 'score' | 'totalQuestions' | 'timeTaken'>;

/** Summary shown above the record list; averages are rounded to one decimal place, accuracy to a whole percent. */
export interface ScoreStats {
  count: number;
  averageScore: number;
  bestScore: number;
  /** Seconds per quiz. */
  averageTime: number;
  /** Seconds per question, over every question answered in the records. */
  averageTimePerQuestion: number;
  /** Percent of all questions answered correctly (pooled, not an average of per-record percents). */
  accuracy: number;
}

function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Statistics over the records shown; null when there are none, so the page shows its empty state instead of zeros. */
export function summarizeScores(records: readonly StatsInput[]): ScoreStats | null {
  if (records.length === 0) return null;
  let scoreSum = 0;
  let timeSum = 0;
  let questionSum = 0;
  let bestScore = 0;
  for (const r of records) {
    scoreSum += r.score;
    timeSum += r.timeTaken;
    questionSum += r.totalQuestions;
    bestScore = Math.max(bestScore, r.score);
  }
  return {
    count: records.length,
    averageScore: roundOneDecimal(scoreSum / records.length),
    bestScore,
    averageTime: roundOneDecimal(timeSum / records.length),
    averageTimePerQuestion: questionSum === 0 ? 0 : roundOneDecimal(timeSum / questionSum),
    accuracy: questionSum === 0 ? 0 : Math.round((scoreSum / questionSum) * 100),
  };
}

export interface PlayerStats {
  playerName: string;
  stats: ScoreStats;
}

/**
 * Each child's own statistics, side by side: a family report never averages siblings together. Children in
 * the order given (the filter's order).
 */
export function summarizeByPlayer<T extends StatsInput & { playerName: string }>(records: readonly T[], players: readonly string[]): PlayerStats[] {
  return players.flatMap((playerName) => {
    const stats = summarizeScores(records.filter((r) => r.playerName === playerName));
    return stats ? [{ playerName, stats }] : [];
  });
}
