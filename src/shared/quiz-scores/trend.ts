import type { QuizScoreRecord } from '../quiz-score';
import { TREND_RECORD_COUNT } from './constants';
import { newestFirst, oldestFirst } from './record-order';

export interface TrendPoint {
  id: string;
  /** 1 for the oldest point on the chart. */
  order: number;
  playerName: string;
  score: number;
  totalQuestions: number;
  accuracy: number;
  completedAt: string;
}

/**
 * The most recent records (8 by default), oldest first so the chart reads left to right in time. `records`
 * are as the server listed them (see record-order.ts).
 */
export function trendPoints(records: readonly QuizScoreRecord[], count = TREND_RECORD_COUNT): TrendPoint[] {
  const recent = oldestFirst(records).slice(-count);
  return recent.map((r, i) => ({
    id: r.id,
    order: i + 1,
    playerName: r.playerName,
    score: r.score,
    totalQuestions: r.totalQuestions,
    accuracy: r.accuracy,
    completedAt: r.completedAt,
  }));
}

/** One child's line on the chart: their most recent records (8 by default), oldest first. */
export interface TrendSeries {
  playerName: string;
  points: TrendPoint[];
}

/**
 * With several children in view, each gets a line of their own: one line through everyone's scores
 * would read as one child going up and down. Players are ordered by their newest record, most recent first.
 */
export function trendSeries(records: readonly QuizScoreRecord[], count = TREND_RECORD_COUNT): TrendSeries[] {
  const byPlayer = new Map<string, QuizScoreRecord[]>();
  // Kept in the server's order (newest first), which is what trendPoints expects.
  for (const record of newestFirst(records)) {
    const list = byPlayer.get(record.playerName) ?? [];
    list.push(record);
    byPlayer.set(record.playerName, list);
  }
  return [...byPlayer.entries()]
    .map(([playerName, list]) => ({ playerName, points: trendPoints(list, count) }))
    .sort((a, b) => Date.parse(b.points.at(-1)!.completedAt) - Date.parse(a.points.at(-1)!.completedAt));
}
