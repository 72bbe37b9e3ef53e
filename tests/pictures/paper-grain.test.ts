import { describe, expect, it } from 'vitest';
import { GRAIN_MARK, PAPER_GRAIN } from '@/pictures/style/paper-and-air';

/** A wide picture 370 CSS px across a phone: px per scene unit. */
const PHONE_PX_PER_UNIT = 370 / 800;

/**
 * The paper's grain at half its old strength: at 0.4 by day it read as dirt on flat walls and snow in a desk's wide
 * picture (decision 064, round 21), while its marks stay a phone's pixel wide so the tooth still shows.
 */
describe('paper grain that reads as paper, not dirt (round 21)', () => {
  it('shows at most 0.2 by day and about half that in the dark', () => {
    expect(PAPER_GRAIN.day).toBeLessThanOrEqual(0.2);
    expect(PAPER_GRAIN.dark).toBeLessThan(PAPER_GRAIN.day);
    expect(PAPER_GRAIN.dark).toBeGreaterThan(0);
    expect(GRAIN_MARK * PHONE_PX_PER_UNIT).toBeGreaterThanOrEqual(1);
  });
});
