import { describe, expect, it } from 'vitest';
import { backpackStraps, PACK_HEIGHT, PACK_TOP, STRAP_END, STRAP_WIDTH } from '@/pictures/figures/draw-person';

/**
 * Backpack straps seen face-on or three-quarter turn out under the arms toward the pack, and the pack's top shows
 * behind the shoulder; two straight bands to the waist read as braces (decision 064, round 21; forest-adventure c3-p1).
 */
describe('backpack straps read as a backpack’s (round 21)', () => {
  it('face-on, each strap ends further out to its side than it starts, above the waist', () => {
    for (const { top, end } of backpackStraps(0, 1)) {
      expect(Math.sign(end)).toBe(Math.sign(top));
      expect(Math.abs(end)).toBeGreaterThan(Math.abs(top));
    }
    expect(STRAP_END).toBeGreaterThan(0.16);
  });

  for (const towards of [1, -1] as const) {
    it(`turned ${towards === 1 ? 'right' : 'left'}, the back strap turns out to the back edge, where the pack shows`, () => {
      const [front, back] = backpackStraps(towards, towards);
      expect(front!.top * towards).toBeGreaterThan(0);
      expect(back!.end * -towards).toBeGreaterThanOrEqual(0.5);
      expect(Math.abs(back!.end)).toBeGreaterThan(Math.abs(back!.top));
    });
  }

  it('the straps are broad bands and the pack stands up behind the shoulder', () => {
    expect(STRAP_WIDTH).toBeGreaterThanOrEqual(0.12);
    expect(PACK_TOP).toBeGreaterThan(1);
    expect(PACK_TOP - PACK_HEIGHT).toBeGreaterThan(0.2);
  });
});
