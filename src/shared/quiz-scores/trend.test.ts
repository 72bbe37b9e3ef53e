import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../tests/support/test-records';
import { trendPoints, trendSeries } from './trend';

const at = (id: number, minute: number, playerName = '민지') =>
  makeRecord({ id, playerName, completedAt: new Date(Date.UTC(2025, 2, 3, 10, minute)).toISOString() });
const ids = (...numbers: number[]) => numbers.map(String);

describe('trendPoints', () => {
  it('keeps the 8 most recent of 10 records, oldest first, numbered 1 to 8', () => {
    const records = Array.from({ length: 10 }, (_, i) => at(i + 1, i));
    const points = trendPoints(records);
    expect(points.map((p) => p.id)).toEqual(ids(3, 4, 5, 6, 7, 8, 9, 10));
    expect(points.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('orders by completion time, not by the order the server listed the records', () => {
    const points = trendPoints([at(7, 30), at(3, 50), at(9, 10)]);
    expect(points.map((p) => p.id)).toEqual(ids(9, 7, 3));
  });

  it('puts records completed at the same moment in the server’s order, which lists the newest first', () => {
    expect(trendPoints([at(5, 0), at(2, 0)]).map((p) => p.id)).toEqual(ids(2, 5));
    expect(trendPoints([at(2, 0), at(5, 0)]).map((p) => p.id)).toEqual(ids(5, 2));
  });

  it("carries each point's player, score and accuracy for the chart and its text alternative", () => {
    const record = makeRecord({ id: 1, playerName: '서준', misses: [['3 × 4', 13]] });
    expect(trendPoints([record])).toEqual([
      { id: '1', order: 1, playerName: '서준', score: 9, totalQuestions: 10, accuracy: 90, completedAt: record.completedAt },
    ]);
  });

  it('has no points without records', () => {
    expect(trendPoints([])).toEqual([]);
  });
});

describe('trendSeries', () => {
  it('gives each child a line of their own last 8 records, the most recently active child first', () => {
    const records = [...Array.from({ length: 10 }, (_, i) => at(i + 1, i, '민지')), at(20, 30, '준호'), at(21, 31, '준호')];
    const series = trendSeries(records);
    expect(series.map((s) => s.playerName)).toEqual(['준호', '민지']);
    expect(series[0]!.points.map((p) => [p.id, p.order])).toEqual([
      ['20', 1],
      ['21', 2],
    ]);
    expect(series[1]!.points.map((p) => p.id)).toEqual(ids(3, 4, 5, 6, 7, 8, 9, 10));
  });

  it('keeps a child’s records of the same moment in the server’s order', () => {
    const listed = [at(3, 5, '준호'), at(2, 0, '민지'), at(1, 0, '민지')];
    expect(
      trendSeries(listed)
        .find((s) => s.playerName === '민지')!
        .points.map((p) => p.id),
    ).toEqual(ids(1, 2));
  });

  it('is one line when one child is shown', () => {
    expect(trendSeries([at(1, 1), at(2, 2)])).toHaveLength(1);
    expect(trendSeries([])).toEqual([]);
  });
});
