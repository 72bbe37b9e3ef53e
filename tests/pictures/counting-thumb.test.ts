import { describe, expect, it } from 'vitest';
import { COUNT_SPREAD, FOLDED_THUMB, PALM } from '@/pictures/figures/hands';

/**
 * A counting hand's thumb lies across its palm, never beside the raised fingers where it was counted as one more
 * (korean-charlotte-birthday c5-p1), and the raised fingers' tips stand apart (decision 064, round 23).
 */
describe('a counting hand', () => {
  const insidePalm = (x: number, y: number) => ((x - PALM.cx) / PALM.rx) ** 2 + (y / PALM.ry) ** 2 < 1;

  it('folds its thumb inside the palm outline, from both ends of it', () => {
    const a = (FOLDED_THUMB.turn * Math.PI) / 180;
    for (const side of [-1, 1]) {
      const reach = FOLDED_THUMB.rx * side;
      expect(insidePalm(FOLDED_THUMB.cx + Math.cos(a) * reach, FOLDED_THUMB.cy + Math.sin(a) * reach)).toBe(true);
    }
    // It lies across the hand, not along the fingers.
    expect(Math.abs(FOLDED_THUMB.turn)).toBeGreaterThan(45);
  });

  it('parts neighbouring fingertips by more than a finger is wide', () => {
    // Roots 0.24 of the arm's width apart, fingers about 0.6 long and 0.2 wide.
    const apart = 0.24 + Math.sin(COUNT_SPREAD) * 0.6;
    expect(apart - 0.2).toBeGreaterThan(0.2);
  });
});
