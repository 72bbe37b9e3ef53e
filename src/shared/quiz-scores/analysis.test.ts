import { describe, expect, it } from 'vitest';
import { sharedHardProblems, missedProblems, recommendTables } from './analysis';
import { factHeatMap, HEAT_MAP_TABLES } from './fact-heat-map';
import { familyRecords, minjiRecords } from '../../../tests/support/test-family-records';
import { makeRecord } from '../../../tests/support/test-records';

const questions = (list: readonly { question: string }[]) => list.map((p) => p.question);
const perfect = (id: number, playerName: string) => makeRecord({ id, playerName });

describe('missedProblems', () => {
  it("lists one player's misses, most missed first", () => {
    // 5×5 3, 6×7 3 (7×6 twice and 6×7 once: one fact), then 3×4 and 4×6 once each, ties in table order.
    expect(questions(missedProblems(minjiRecords))).toEqual(['5 × 5', '6 × 7', '3 × 4', '4 × 6']);
    expect(missedProblems(minjiRecords).map((p) => p.misses)).toEqual([3, 3, 1, 1]);
  });

  it('counts 7 × 6 and 6 × 7 as one fact, whichever way it was asked', () => {
    // Over the family 7×6 was missed three times and 6×7 twice: 5 misses of one fact, ahead of 5×5's 3.
    expect(
      missedProblems(familyRecords)
        .slice(0, 2)
        .map((p) => [p.question, p.misses]),
    ).toEqual([
      ['6 × 7', 5],
      ['5 × 5', 3],
    ]);
  });

  it('breaks a tie in table by the smaller multiplier first and keeps only the top 10', () => {
    const threes = ['3 × 3', '3 × 4', '3 × 5', '3 × 6', '3 × 7', '3 × 8'];
    const fours = ['4 × 9', '4 × 8', '4 × 7', '4 × 6', '4 × 5', '4 × 4'];
    const records = [
      makeRecord({ id: 1, playerName: '지우', misses: fours.map((q) => [q, 1] as const) }),
      makeRecord({ id: 2, playerName: '지우', misses: threes.map((q) => [q, 1] as const) }),
    ];
    expect(questions(missedProblems(records))).toEqual([...threes, '4 × 4', '4 × 5', '4 × 6', '4 × 7']);
  });

  it('is empty for a player with only perfect scores', () => {
    expect(missedProblems([perfect(1, '서준'), perfect(2, '서준')])).toEqual([]);
  });
});

describe('sharedHardProblems', () => {
  it('ranks by how many children missed a problem before how often it was missed', () => {
    // 6×7 (asked either way): 3 children, 5 misses; 3×4, 4×6: 2 children, 2 misses; 5×5: 1 child, 3 misses.
    const result = sharedHardProblems(familyRecords);
    expect(result.kind).toBe('ranked');
    if (result.kind !== 'ranked') return;
    expect(result.childCount).toBe(3);
    expect(questions(result.problems)).toEqual(['6 × 7', '3 × 4', '4 × 6', '5 × 5']);
    expect(result.problems.map((p) => p.missedBy.length)).toEqual([3, 2, 2, 1]);
  });

  it('shows at most 8 problems', () => {
    const records = [
      makeRecord({ id: 1, playerName: '민지', misses: ['3 × 3', '3 × 4', '3 × 5', '3 × 6', '3 × 7', '3 × 8'].map((q) => [q, 0] as const) }),
      makeRecord({ id: 2, playerName: '서준', misses: ['4 × 4', '4 × 5', '4 × 6', '4 × 7'].map((q) => [q, 0] as const) }),
    ];
    const result = sharedHardProblems(records);
    expect(result.kind === 'ranked' && questions(result.problems)).toEqual(['3 × 3', '3 × 4', '3 × 5', '3 × 6', '3 × 7', '3 × 8', '4 × 4', '4 × 5']);
  });

  it('needs at least 2 children, however many records one child has', () => {
    expect(sharedHardProblems(minjiRecords)).toEqual({ kind: 'too-few-children', childCount: 1 });
    expect(sharedHardProblems([familyRecords[0]!])).toEqual({ kind: 'too-few-children', childCount: 1 });
    expect(sharedHardProblems([])).toEqual({ kind: 'too-few-children', childCount: 0 });
  });

  it('counts a child with only perfect scores toward the two needed', () => {
    const result = sharedHardProblems([familyRecords[2]!, perfect(9, '하윤')]);
    expect(result.kind === 'ranked' && questions(result.problems)).toEqual(['6 × 7']);
  });

  it('reports all-perfect when no child missed anything', () => {
    expect(sharedHardProblems([perfect(1, '민지'), perfect(2, '서준')])).toEqual({ kind: 'all-perfect', childCount: 2 });
  });
});

describe('recommendTables', () => {
  it('picks the 3 tables with the most misses, each with its first 2 problems', () => {
    // Table 6: 6×8 twice (once asked as 8×6), 6×7 and 6×9 once = 4; table 2: 2×7 twice = 2; tables 3 and 4: once each.
    // A fact is practised in its smaller table.
    const records = [
      makeRecord({
        id: 1,
        playerName: '지우',
        misses: [
          ['6 × 7', 41],
          ['8 × 6', 47],
          ['2 × 7', 12],
          ['4 × 4', 15],
          ['6 × 8', null],
          ['6 × 9', 53],
          ['2 × 7', 16],
        ],
      }),
      makeRecord({ id: 2, playerName: '지우', misses: [['3 × 3', 6]] }),
    ];
    const result = recommendTables(records);
    // 6s: 6×8 twice, 6×7, 6×9 = 4; 7s: 2×7 twice, 6×7 = 3; then 2s and 8s with 2 each, the smaller table first.
    expect(result.map((r) => [r.table, r.misses])).toEqual([
      [6, 4],
      [7, 3],
      [2, 2],
    ]);
    // Each table's facts are written with that table first.
    expect(result.map((r) => questions(r.problems))).toEqual([['6 × 8', '6 × 7'], ['7 × 2', '7 × 6'], ['2 × 7']]);
  });

  it('follows the worked family example for one player', () => {
    // 민지: 6s 4 (6×7 three times, 4×6 once), 5s 3 (5×5; a square counts once), 7s 3 (6×7), 4s 2, 3s 1.
    expect(recommendTables(minjiRecords).map((r) => [r.table, questions(r.problems)])).toEqual([
      [6, ['6 × 7', '6 × 4']],
      [5, ['5 × 5']],
      [7, ['7 × 6']],
    ]);
  });

  it('recommends the tables the heat map shows as missed: misses on 6×8, 7×8, 8×9 and 9×6 give tables among 6–9', () => {
    const records = [
      makeRecord({
        id: 1,
        playerName: '하윤',
        misses: [
          ['6 × 8', 42],
          ['7 × 8', 54],
          ['8 × 9', 63],
          ['9 × 6', 56],
        ],
      }),
      makeRecord({
        id: 2,
        playerName: '하윤',
        misses: [
          ['8 × 6', null],
          ['8 × 7', 58],
        ],
      }),
    ];
    const recommended = recommendTables(records);
    expect(recommended.map((r) => r.table)).toEqual([8, 6, 7]);
    for (const { table } of recommended) expect(table).toBeGreaterThanOrEqual(6);
    // Every recommended table has missed cells in its column of the heat map, and no table the map shows
    // missed more often is left out.
    const missedCells = (table: number) =>
      factHeatMap(records)
        .flat()
        .filter((c) => c.table === table && c.misses > 0)
        .reduce((n, c) => n + c.misses, 0);
    for (const { table, misses } of recommended) expect(missedCells(table)).toBe(misses);
    const left = HEAT_MAP_TABLES.filter((t) => !recommended.some((r) => r.table === t));
    for (const table of left) expect(missedCells(table)).toBeLessThanOrEqual(Math.min(...recommended.map((r) => r.misses)));
    // Without the second record, 9×6 and 8×9 put the 9s level with the 6s.
    expect(recommendTables([records[0]!]).map((r) => r.table)).toEqual([8, 6, 9]);
  });

  it('recommends nothing for a player with only perfect scores', () => {
    expect(recommendTables([perfect(1, '서준')])).toEqual([]);
  });
});
