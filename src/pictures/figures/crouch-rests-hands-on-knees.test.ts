import { expect, it } from 'vitest';
import { armsFor, poseSpecs } from './poses';
import { proportionsOf, standingHeight } from './proportions';
import { solveSkeleton, type LimbPoints } from './skeleton';

/** How far a wrist is from resting on top of its knee, in the figure's arm widths. */
const offKnee = (arm: LimbPoints, leg: LimbPoints, armW: number) => Math.hypot(arm.end.x - leg.mid.x, arm.end.y - leg.mid.y) / armW;

it('crouching turned, a hand another pose leaves hanging rests on its knee, not on the ground behind the boots', () => {
  // Hanging straight down from a body folded low, the hand's fingertips showed under the boot's sole like bare toes
  // (blind critics r82 and r83, forest p4 and p9).
  const body = proportionsOf({ age: 'child' });
  const height = standingHeight.child;
  const armW = body.armW * height;
  for (const facing of ['side-left', 'three-quarter-right'] as const) {
    const sk = solveSkeleton(body, height, poseSpecs.crouch, facing, armsFor('crouch', 'point-down'));
    expect(offKnee(sk.farArm, sk.farLeg, armW)).toBeLessThan(1.5);
    expect(sk.farArm.end.y).toBeLessThan(sk.farLeg.end.y - 2 * armW);
    // The pointing hand keeps its place.
    expect(offKnee(sk.nearArm, sk.nearLeg, armW)).toBeGreaterThan(1.5);
  }
});
