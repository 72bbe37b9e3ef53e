import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../tests/support/test-records';
import { factHeatMap, factsToPractise } from './fact-heat-map';

const cell = (map: ReturnType<typeof factHeatMap>, table: number, multiplier: number) => map[multiplier - 1]![table - 2]!;

describe('a child’s times-table heat map', () => {
  // Every answer in test records takes 5 s: slow. 2 × 2 is answered right eight or nine times per record.
  const records = [
    makeRecord({
      id: 1,
      playerName: '민지',
      misses: [
        ['3 × 7', 20],
        ['7 × 3', null],
      ],
    }),
    makeRecord({ id: 2, playerName: '민지', misses: [['6 × 8', 40]] }),
  ];
  const map = factHeatMap(records);

  it('runs tables 2–9 across and multipliers 1–9 down', () => {
    expect(map).toHaveLength(9);
    expect(map.every((row) => row.length === 8)).toBe(true);
    expect(cell(map, 9, 1)).toMatchObject({ table: 9, multiplier: 1 });
  });

  it('shows one fact in both of its cells, however it was asked', () => {
    expect(cell(map, 3, 7)).toMatchObject({ level: 'missed', attempts: 2, misses: 2 });
    expect(cell(map, 7, 3)).toEqual({ ...cell(map, 3, 7), table: 7, multiplier: 3 });
  });

  it('greys out facts never asked and marks a fact always right but slow', () => {
    expect(cell(map, 9, 9).level).toBe('unasked');
    expect(cell(map, 2, 2)).toMatchObject({ level: 'slow', misses: 0, averageSeconds: 5 });
  });

  it('tells a sometimes-missed fact from a mostly-missed one, and a quick right one as known', () => {
    const quick = makeRecord({ id: 3, playerName: '서준', misses: [['4 × 6', 20]] });
    const right = { ...quick, questions: quick.questions.map((q) => ({ ...q, timeSpent: 2 })) };
    const again = { ...right, questions: right.questions.map((q) => (q.question === '4 × 6' ? { ...q, userAnswer: 24, isCorrect: true } : q)) };
    const both = factHeatMap([right, again, again]);
    expect(cell(both, 4, 6)).toMatchObject({ level: 'shaky', attempts: 3, misses: 1 });
    expect(cell(both, 2, 2).level).toBe('known');
  });
});

describe('facts to practise', () => {
  it('are the missed facts, each once, most missed first, then the slow ones', () => {
    const records = [
      makeRecord({
        id: 1,
        playerName: '민지',
        misses: [
          ['3 × 7', 20],
          ['7 × 3', null],
        ],
      }),
      makeRecord({ id: 2, playerName: '민지', misses: [['6 × 8', 40]] }),
    ];
    expect(factsToPractise(records)).toEqual([
      { small: 3, large: 7 },
      { small: 6, large: 8 },
      { small: 2, large: 2 },
    ]);
  });

  it('leave out facts answered right and quickly', () => {
    const record = makeRecord({ id: 1, playerName: '서준', misses: [['4 × 6', 20]] });
    const quick = { ...record, questions: record.questions.map((q) => ({ ...q, timeSpent: 2 })) };
    expect(factsToPractise([quick])).toEqual([{ small: 4, large: 6 }]);
  });
});
