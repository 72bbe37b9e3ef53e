import { describe, expect, it } from 'vitest';
import { armsFor, poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';

/** Verbs the words name, drawn as themselves: a throw, a sneeze, sinking down to sit on the floor (decision 064, round 11). */
const H = 300;

describe('a throw', () => {
  for (const age of ['child', 'adult', 'elder'] as const)
    for (const facing of ['side-right', 'three-quarter-left'] as const) {
      it(`swings the throwing arm forward and up past the head, the other back, the weight on the front foot (${age}, ${facing})`, () => {
        const ahead = facing.endsWith('right') ? 1 : -1;
        const sk = solveSkeleton(proportionsByAge[age], H, poseSpecs.throw, facing);
        // Up past the head: the hand above the eyes and out ahead of the face.
        expect(sk.nearArm.end.y).toBeLessThan(sk.headCentre.y);
        expect(ahead * (sk.nearArm.end.x - sk.headCentre.x)).toBeGreaterThan(0);
        expect(ahead * (sk.farArm.end.x - sk.shoulder.x)).toBeLessThan(0);
        // The front foot ahead of the hip and on the ground, the back heel up.
        expect(ahead * (sk.farLeg.end.x - sk.hip.x)).toBeGreaterThan(0);
        expect(sk.farLeg.end.y).toBeGreaterThan(sk.nearLeg.end.y);
        expect(ahead * (sk.shoulder.x - sk.hip.x)).toBeGreaterThan(0);
        // A natural step, not a split-lunge: the feet a shoulder and a half apart or so, the hip nearly as high as
        // standing (the legs keep their own length), the front knee bent and the back leg near straight (round 13).
        const body = proportionsByAge[age];
        const spread = Math.abs(sk.farLeg.end.x - sk.nearLeg.end.x) / (body.shoulderW * H);
        expect(spread).toBeGreaterThan(1.1);
        expect(spread).toBeLessThan(1.8);
        expect(sk.hip.y - sk.farLeg.end.y).toBeLessThan(-0.92 * (body.thigh + body.shin) * H);
        const [, frontKnee] = poseSpecs.throw.side.farLeg;
        const [, backKnee] = poseSpecs.throw.side.nearLeg;
        expect(frontKnee).toBeGreaterThan(backKnee);
      });
    }
  it('is not a wave: the hand is well above the head, not beside the face', () => {
    const sk = solveSkeleton(proportionsByAge.adult, H, poseSpecs.throw, 'front');
    expect(sk.nearArm.end.y).toBeLessThan(sk.headCentre.y - sk.headR);
  });
});

describe('a sneeze', () => {
  for (const age of ['child', 'adult', 'elder'] as const)
    for (const facing of ['side-left', 'three-quarter-right', 'front'] as const) {
      it(`snaps the head forward and brings both open hands up to the face (${age}, ${facing})`, () => {
        const sk = solveSkeleton(proportionsByAge[age], H, poseSpecs.sneeze, facing, armsFor('sneeze'));
        if (facing !== 'front') {
          const ahead = facing.endsWith('right') ? 1 : -1;
          expect(ahead * (sk.headCentre.x - sk.hip.x)).toBeGreaterThan(sk.headR);
        }
        for (const arm of [sk.nearArm, sk.farArm]) expect(Math.hypot(arm.end.x - sk.headCentre.x, arm.end.y - sk.headCentre.y)).toBeLessThan(sk.headR * 1.6);
        expect(poseSpecs.sneeze.openHand && poseSpecs.sneeze.farOpenHand).toBe(true);
      });
    }
});

describe('sitting sunk on the floor, the legs folded to one side', () => {
  for (const age of ['child', 'adult', 'elder'] as const) {
    it(`sits on the floor with both legs to one side from the front (${age})`, () => {
      const sk = solveSkeleton(proportionsByAge[age], H, poseSpecs['sit-side'], 'front');
      const legW = proportionsByAge[age].legW * H;
      // The seat on the floor, far below a stander's hip.
      expect(-sk.hip.y).toBeLessThan(legW * 1.4);
      // Both knees out to the picture's right of their hips, both feet back to the left of their knees.
      for (const leg of [sk.nearLeg, sk.farLeg]) {
        expect(leg.mid.x).toBeGreaterThan(leg.root.x);
        expect(leg.end.x).toBeLessThan(leg.mid.x);
      }
    });
    for (const facing of ['side-left', 'three-quarter-right'] as const)
      it(`keeps the knees down on the floor, not up as a cross-legged sit (${age}, ${facing})`, () => {
        const sk = solveSkeleton(proportionsByAge[age], H, poseSpecs['sit-side'], facing);
        const crossLegged = solveSkeleton(proportionsByAge[age], H, poseSpecs['sit-floor'], facing);
        const legW = proportionsByAge[age].legW * H;
        for (const leg of [sk.nearLeg, sk.farLeg]) expect(-leg.mid.y).toBeLessThan(legW * 1.2);
        expect(Math.min(-sk.nearLeg.mid.y, -sk.farLeg.mid.y)).toBeLessThan(Math.min(-crossLegged.nearLeg.mid.y, -crossLegged.farLeg.mid.y));
      });
  }
});
