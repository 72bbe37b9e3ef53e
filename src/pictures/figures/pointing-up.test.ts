import { describe, expect, it } from 'vitest';
import { handParts } from './hands';

/** Where the pointing hand's thumb lies, in the hand's own frame: the one ellipse drawn in front turned by its own rotate. */
function thumbOf(front: string): { x: number; y: number } {
  const thumbs = [...front.matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)"[^>]*transform="rotate\(-?[\d.]+ /g)];
  expect(thumbs.length).toBe(1);
  return { x: Number(thumbs[0]![1]), y: Number(thumbs[0]![2]) };
}

/**
 * A finger pointing up out of a fist, the back of the hand to us, read as a rude sign (blind critic r98, birthday p8):
 * pointing up, the thumb stands out from the index's side, further out across the hand than the thumb folded over the
 * fingers of a hand pointing along the ground.
 */
describe('a pointing hand', () => {
  it.each([
    ['small, its fingers curled', 10],
    ['large, its fingers wrapped', 14],
  ])('%s, pointing up, holds its thumb out from the index, not folded over the fist', (_, width) => {
    const up = thumbOf(handParts({ x: 0, y: 0 }, { x: 0, y: -40 }, width, '#f2c7a5', { finger: true }).front);
    const along = thumbOf(handParts({ x: 0, y: 0 }, { x: 40, y: 0 }, width, '#f2c7a5', { finger: true }).front);
    expect(up.y).toBeGreaterThan(along.y + width * 0.1);
  });
});
