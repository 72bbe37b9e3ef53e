import type { QuizScoreRecord } from '../quiz-score';
import { TREND_RECORD_COUNT } from './constants';

type Dated = Pick<QuizScoreRecord, 'id' | 'completedAt'>;

export interface TrendPoint {
  id: number;
  /** 1 for the oldest point on the chart. */
  order: number;
  playerName: string;
  score: number;
  totalQuestions: number;
  accuracy: number;
  completedAt: string;
}

/** Oldest first; equal times fall back to id so the order never depends on how the server listed them. */
export function compareOldestFirst(a: Dated, b: Dated): number {
  return Date.parse(a.completedAt) - Date.parse(b.completedAt) || a.id - b.id;
}

/** The records in the order the list shows them: newest first. */
export function newestFirst<T extends Dated>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => compareOldestFirst(b, a));
}

/** The most recent records (8 by default), oldest first so the chart reads left to right in time. */
export function trendPoints(records: readonly QuizScoreRecord[], count = TREND_RECORD_COUNT): TrendPoint[] {
  const recent = [...records].sort(compareOldestFirst).slice(-count);
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
  for (const record of [...records].sort(compareOldestFirst)) {
    const list = byPlayer.get(record.playerName) ?? [];
    list.push(record);
    byPlayer.set(record.playerName, list);
  }
  return [...byPlayer.entries()]
    .map(([playerName, list]) => ({ playerName, points: trendPoints(list, count) }))
    .sort((a, b) => compareOldestFirst(b.points.at(-1)!, a.points.at(-1)!));
}
