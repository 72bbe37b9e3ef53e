import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { skeletonOf, type PersonOptions } from '@/pictures/figures/draw-person';
import { proportionsOf } from '@/pictures/figures/proportions';
import { COUNTING_RISE } from '@/pictures/figures/skeleton';

/**
 * Round 22: a counting hand sent to a point (before the chin, where the counter can see it) stands there: its wrist
 * below the point by the palm and the raised fingers, not its fingertips stopped at it with the hand out at the
 * shoulder (charlotte-christmas c1-p2).
 */
describe('a counting hand sent to a point', () => {
  const counting = (near: { x: number; y: number }): PersonOptions => ({
    height: 300,
    pose: 'stand',
    facing: 'front',
    expression: 'happy',
    arms: 'finger-up',
    fingers: 3,
    handsTo: { near },
  });

  it('puts its wrist right under the point, the fingers rising to it', () => {
    const chin = { x: 20, y: -235 };
    const sk = skeletonOf(people.charlotte, counting(chin));
    const armW = proportionsOf(people.charlotte).armW * 300 * people.charlotte.height;
    expect(sk.nearArm.end.x).toBeCloseTo(chin.x, 0);
    // Below it by the rise, and at most the palm's own few tenths more where the forearm comes toward us.
    expect(sk.nearArm.end.y - chin.y).toBeGreaterThan(armW * COUNTING_RISE - 0.5);
    expect(sk.nearArm.end.y - chin.y).toBeLessThan(armW * (COUNTING_RISE + 0.3));
  });

  it('leaves a single raised finger (an idea, "wait") with its fingertip at the point', () => {
    const sk = skeletonOf(people.charlotte, { ...counting({ x: 20, y: -235 }), fingers: undefined });
    expect(Math.hypot(sk.nearArm.end.x - 20, sk.nearArm.end.y + 235)).toBeGreaterThan(proportionsOf(people.charlotte).armW * 300);
  });
});
