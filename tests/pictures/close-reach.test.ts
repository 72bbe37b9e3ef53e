import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { handsOf } from './drawn-parts';
import { CLOSE_REACH, drawPerson, reachesClose, skeletonOf } from '@/pictures/figures/draw-person';
import type { PersonOptions } from '@/pictures/figures/draw-person';

/** Straight-line distance from the shoulder to the wrist, as a share of the arm's two bones. */
function reachShare(limb: { root: { x: number; y: number }; mid: { x: number; y: number }; end: { x: number; y: number } }): number {
  const length = Math.hypot(limb.mid.x - limb.root.x, limb.mid.y - limb.root.y) + Math.hypot(limb.end.x - limb.mid.x, limb.end.y - limb.mid.y);
  return Math.hypot(limb.end.x - limb.root.x, limb.end.y - limb.root.y) / length;
}

/**
 * A hand sent to a point close by the shoulder bends its elbow and lies open there; a fist at the end of the arm read
 * as a punch at a cheek or a pillow (decision 064, round 21; korean-charlotte-birthday c9-p1).
 */
describe('a close reach bends the elbow and opens the hand (round 21)', () => {
  const kneeling = (reachTo: { x: number; y: number }, extra: Partial<PersonOptions> = {}): PersonOptions => ({
    height: 300,
    pose: 'kneel',
    facing: 'three-quarter-right',
    expression: 'happy',
    handsTo: { near: reachTo },
    ...extra,
  });
  const near = { x: 70, y: -150 };

  it('Mom kneeling, her hand sent forward below her shoulder: the elbow bends and the hand shows four open fingers', () => {
    const sk = skeletonOf(people.mom, kneeling(near));
    expect(sk.nearArm.end.y).toBeGreaterThan(sk.nearArm.root.y);
    expect(reachShare(sk.nearArm)).toBeLessThan(CLOSE_REACH);
    expect(reachesClose(sk.nearArm)).toBe(true);
    const open = handsOf(drawPerson(people.mom, kneeling(near))).filter((hand) => hand.out.length >= 4);
    expect(open).toHaveLength(1);
  });

  it('a hand sent up above the shoulder (a rider’s shins), or one that pushes or holds, keeps its fist', () => {
    const high = { x: 40, y: -300 };
    const sk = skeletonOf(people.mom, kneeling(high));
    expect(reachesClose(sk.nearArm)).toBe(false);
    for (const options of [kneeling(high), kneeling(near, { arms: 'push' }), kneeling(near, { arms: 'hold-both' })]) {
      expect(handsOf(drawPerson(people.mom, options)).filter((hand) => hand.out.length >= 4)).toHaveLength(0);
    }
  });
});
