import type { TrendSeries } from '@/shared/quiz-scores/trend';

/** Room left and right of the first and last attempt, in percent of the plot's width. */
const SIDE_ROOM = 6;

interface PlottedPoint {
  /** Percent of the plot's width, left to right by attempt. */
  x: number;
  /** Percent of the plot's height from its top: a full score sits at 0. */
  y: number;
  order: number;
  score: number;
  totalQuestions: number;
  completedAt: string;
}

export interface PlottedSeries {
  playerName: string;
  points: PlottedPoint[];
}

/** Where attempt `order` (1-based) of `longest` sits across the plot. */
export function attemptX(order: number, longest: number): number {
  if (longest <= 1) return 50;
  return SIDE_ROOM + ((order - 1) / (longest - 1)) * (100 - 2 * SIDE_ROOM);
}

/** Where a score sits on a 0…maxScore axis, measured down from the top. */
export function scoreY(score: number, maxScore: number): number {
  return 100 - (Math.min(Math.max(score, 0), maxScore) / maxScore) * 100;
}

/** Every child's points placed on one shared attempt axis and score axis. */
export function plotTrend(series: readonly TrendSeries[], maxScore: number): { longest: number; series: PlottedSeries[] } {
  const longest = Math.max(0, ...series.map((s) => s.points.length));
  return {
    longest,
    series: series.map((s) => ({
      playerName: s.playerName,
      points: s.points.map((p, i) => ({
        x: attemptX(i + 1, longest),
        y: scoreY(p.score, maxScore),
        order: i + 1,
        score: p.score,
        totalQuestions: p.totalQuestions,
        completedAt: p.completedAt,
      })),
    })),
  };
}
