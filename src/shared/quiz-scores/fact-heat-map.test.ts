import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../tests/support/test-records';
import type { QuizScoreRecord } from '../quiz-score';
import { factKey, factOf } from '../times-tables/fact';
import { factProgress, attemptsOf, weeklyFactProgress } from '../times-tables/fact-history';
import { factHeatMap, factsToPractise, HEAT_MAP_MULTIPLIERS, HEAT_MAP_TABLES, type HeatCell } from './fact-heat-map';

const cell = (map: ReturnType<typeof factHeatMap>, table: number, multiplier: number) => map[multiplier - 2]![table - 2]!;

/** A record of one child's answers, given as [question, right, seconds]; minutes after 9:00 on 2025-01-01 by id. */
function answered(id: number, answers: Array<[question: string, right: boolean, seconds: number]>): QuizScoreRecord {
  const base = makeRecord({ id, playerName: '민지' });
  const questions = answers.map(([question, right, seconds]) => {
    const [a, b] = question.split(' × ').map(Number);
    return { question, correctAnswer: a! * b!, userAnswer: right ? a! * b! : null, isCorrect: right, timeSpent: seconds };
  });
  return { ...base, questions };
}

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

  it('runs tables 2–9 across and multipliers 2–9 down: no ×1 row, which no quiz asks', () => {
    expect(map).toHaveLength(8);
    expect(map.every((row) => row.length === 8)).toBe(true);
    expect(cell(map, 9, 2)).toMatchObject({ table: 9, multiplier: 2 });
    expect(map.flat().some((c) => c.multiplier === 1)).toBe(false);
  });

  it('shows one fact in both of its cells, however it was asked', () => {
    expect(cell(map, 3, 7)).toMatchObject({ level: 'missed', answers: 2, misses: 2 });
    expect(cell(map, 7, 3)).toEqual({ ...cell(map, 3, 7), table: 7, multiplier: 3 });
  });

  it('greys out facts never asked and marks a fact right but slow of late', () => {
    expect(cell(map, 9, 9).level).toBe('unasked');
    expect(cell(map, 2, 2)).toMatchObject({ level: 'slow', misses: 0, averageSeconds: 5 });
  });

  it('reads a fact by its last three answers: one miss among them is shaky, a miss before them is forgotten', () => {
    const shaky = factHeatMap([
      answered(1, [
        ['4 × 6', false, 2],
        ['4 × 6', true, 2],
        ['6 × 4', true, 2],
      ]),
    ]);
    expect(cell(shaky, 4, 6)).toMatchObject({ level: 'shaky', answers: 3, misses: 1 });
    const learnt = factHeatMap([
      answered(1, [
        ['4 × 6', false, 9],
        ['4 × 6', false, 9],
      ]),
      answered(2, [
        ['4 × 6', true, 2],
        ['4 × 6', true, 3],
        ['6 × 4', true, 1],
      ]),
    ]);
    expect(cell(learnt, 4, 6)).toMatchObject({ level: 'known', answers: 3, misses: 0, averageSeconds: 2 });
    const slipped = factHeatMap([
      answered(1, [
        ['4 × 6', true, 2],
        ['4 × 6', true, 2],
        ['4 × 6', false, 9],
        ['4 × 6', false, 9],
      ]),
    ]);
    expect(cell(slipped, 4, 6).level).toBe('missed');
  });
});

describe('the heat map and the counts beside it', () => {
  /** A seeded stand-in for Math.random, so a failure can be run again. */
  function seeded(seed: number) {
    let s = seed;
    return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
  }

  /** The distinct facts the map shows at each level (a fact fills two cells, 3 × 7 and 7 × 3). */
  function mapCounts(map: HeatCell[][]) {
    const byFact = new Map(map.flat().map((c) => [factKey(factOf(c.table, c.multiplier)), c.level]));
    const count = (levels: string[]) => [...byFact.values()].filter((l) => levels.includes(l)).length;
    return { facts: byFact.size, known: count(['known']), slow: count(['slow']), notYet: count(['shaky', 'missed']), unasked: count(['unasked']) };
  }

  it('agree for the same history, whatever the child answered, and so does every week of the four-week table', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = seeded(seed);
      const records = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, r) =>
        answered(
          r + 1,
          Array.from({ length: 10 }, () => {
            const a = HEAT_MAP_TABLES[Math.floor(random() * 8)]!;
            const b = HEAT_MAP_MULTIPLIERS[Math.floor(random() * 8)]!;
            return [`${a} × ${b}`, random() > 0.3, Math.round(random() * 100) / 10] as [string, boolean, number];
          }),
        ),
      );
      const { facts, ...shown } = mapCounts(factHeatMap(records));
      expect(facts).toBe(36);
      expect(factProgress(attemptsOf(records)), `seed ${seed}`).toEqual(shown);
      // The last week of the table is now, so it says what the map says.
      const now = Date.parse(records.at(-1)!.completedAt) + 1000;
      expect(weeklyFactProgress(records, now).at(-1)).toEqual({ weeksAgo: 0, ...shown });
    }
  });
});

describe('facts to practise', () => {
  it('are the facts the map shows missed, shaky or slow, each once, the least sure first', () => {
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

  it('leave out facts answered right and quickly, and list at most ten: one practice quiz asks them all', () => {
    const record = makeRecord({ id: 1, playerName: '서준', misses: [['4 × 6', 20]] });
    const quick = { ...record, questions: record.questions.map((q) => ({ ...q, timeSpent: 2 })) };
    expect(factsToPractise([quick])).toEqual([{ small: 4, large: 6 }]);
    const many = answered(
      1,
      [2, 3, 4, 5, 6, 7, 8, 9]
        .flatMap((a) => [`${a} × 9`, `${a} × 8`])
        .slice(0, 10)
        .map((q) => [q, false, 3] as [string, boolean, number]),
    );
    const more = answered(
      2,
      ['2 × 2', '3 × 3', '4 × 4', '5 × 5'].map((q) => [q, false, 3] as [string, boolean, number]),
    );
    expect(factsToPractise([many, more])).toHaveLength(10);
  });
});
