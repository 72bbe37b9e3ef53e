import { makeRecord } from './test-records';

/**
 * A hand-checked family of three children for the analysis tests. Misses (answer given, null = time ran out):
 * 민지 #1: 7×6 (41), 6×7 (null), 3×4 (13), 5×5 (20)      민지 #2: 7×6 (null), 4×6 (26), 5×5 (24), 5×5 (30)
 * 서준 #3: 7×6 (48)                                       서준 #4: none (10/10)
 * 하윤 #5: 6×7 (43), 4×6 (20), 3×4 (7)
 * Totals: 7×6 3 misses by 2 children, 5×5 3 by 1, 6×7, 3×4 and 4×6 2 each by 2.
 */
export const familyRecords = [
  makeRecord({
    id: 1,
    playerName: '민지',
    misses: [
      ['7 × 6', 41],
      ['6 × 7', null],
      ['3 × 4', 13],
      ['5 × 5', 20],
    ],
  }),
  makeRecord({
    id: 2,
    playerName: '민지',
    misses: [
      ['7 × 6', null],
      ['4 × 6', 26],
      ['5 × 5', 24],
      ['5 × 5', 30],
    ],
  }),
  makeRecord({ id: 3, playerName: '서준', misses: [['7 × 6', 48]] }),
  makeRecord({ id: 4, playerName: '서준' }),
  makeRecord({
    id: 5,
    playerName: '하윤',
    misses: [
      ['6 × 7', 43],
      ['4 × 6', 20],
      ['3 × 4', 7],
    ],
  }),
];

export const minjiRecords = familyRecords.filter((r) => r.playerName === '민지');
