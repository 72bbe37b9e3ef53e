import { expect, it } from 'vitest';
import { armsFor, poseSpecs } from '@/pictures/figures/poses';
import { proportionsOf, standingHeight } from '@/pictures/figures/proportions';
import { solveSkeleton, type LimbPoints } from '@/pictures/figures/skeleton';

/** How far a wrist is from resting on top of its knee, in the figure's arm widths. */
const offKnee = (arm: LimbPoints, leg: LimbPoints, armW: number) => Math.hypot(arm.end.x - leg.mid.x, arm.end.y - leg.mid.y) / armW;

it('sitting on the floor turned, a hand sent nowhere rests on its own knee, not on the floor before the legs', () => {
  const body = proportionsOf({ age: 'elder' });
  const height = standingHeight.elder;
  const armW = body.armW * height;
  for (const facing of ['side-left', 'three-quarter-right'] as const) {
    // Leaning in over a low table, as a grandfather does, one hand out to the table and the other free.
    const sk = solveSkeleton(body, height, { ...poseSpecs['sit-floor'], lean: 24 }, facing, armsFor('sit-floor', 'open-hand'), {
      near: { x: (facing === 'side-left' ? -1 : 1) * 120, y: -90 },
    });
    expect(offKnee(sk.farArm, sk.farLeg, armW)).toBeLessThan(1.5);
    expect(sk.farArm.end.y).toBeLessThan(sk.farLeg.mid.y);
  }
  // A hand the pose raises or sends somewhere keeps its place.
  const waving = solveSkeleton(body, height, poseSpecs['sit-floor'], 'side-left', armsFor('sit-floor', 'wave'));
  expect(offKnee(waving.nearArm, waving.nearLeg, armW)).toBeGreaterThan(3);
});

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

it('sitting on a chair turned three-quarters, the thigh runs partly toward us and shows shorter than from the side', () => {
  const body = proportionsOf({ age: 'elder' });
  const height = standingHeight.elder;
  const thigh = (leg: LimbPoints) => Math.hypot(leg.mid.x - leg.root.x, leg.mid.y - leg.root.y);
  const side = solveSkeleton(body, height, poseSpecs['sit-chair'], 'side-left', armsFor('sit-chair'));
  const turned = solveSkeleton(body, height, poseSpecs['sit-chair'], 'three-quarter-left', armsFor('sit-chair'));
  // A lap at full length stuck out of an armchair as a flat slab (blind critic r60, christmas p16).
  expect(thigh(turned.nearLeg)).toBeLessThan(thigh(side.nearLeg) * 0.85);
  // The shin keeps its length: the foot still reaches the floor.
  const shin = (leg: LimbPoints) => Math.hypot(leg.end.x - leg.mid.x, leg.end.y - leg.mid.y);
  expect(shin(turned.nearLeg)).toBeCloseTo(shin(side.nearLeg), 0);
});
