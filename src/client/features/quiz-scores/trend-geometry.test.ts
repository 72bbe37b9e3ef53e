import { describe, expect, it } from 'vitest';
import type { TrendSeries } from '@/shared/quiz-scores/trend';
import { attemptX, plotTrend, scoreY } from './trend-geometry';

const point = (order: number, score: number) => ({
  id: `record-${order}`,
  order,
  playerName: '해님',
  score,
  totalQuestions: 10,
  accuracy: score / 10,
  completedAt: '2026-11-01T09:00:00.000Z',
});

describe('trend geometry', () => {
  it('spreads attempts evenly from the left edge room to the right, and centres a single attempt', () => {
    expect([1, 2, 3].map((order) => attemptX(order, 3))).toEqual([6, 50, 94]);
    expect(attemptX(1, 1)).toBe(50);
  });

  it('puts a full score at the top, zero at the bottom, and keeps out-of-range scores on the axis', () => {
    expect([scoreY(10, 10), scoreY(0, 10), scoreY(7, 10)]).toEqual([0, 100, 30]);
    expect([scoreY(12, 10), scoreY(-1, 10)]).toEqual([0, 100]);
  });

  it('places every child on one shared attempt axis, so a child with fewer quizzes ends further left', () => {
    const series: TrendSeries[] = [
      { playerName: '해님', points: [point(1, 7), point(2, 8), point(3, 10)] },
      { playerName: '별님', points: [point(1, 5)] },
    ];
    const plot = plotTrend(series, 10);
    expect(plot.longest).toBe(3);
    expect(plot.series.map((s) => s.points.map((p) => [p.x, p.y]))).toEqual([
      [
        [6, 30],
        [50, 20],
        [94, 0],
      ],
      [[6, 50]],
    ]);
  });
});
