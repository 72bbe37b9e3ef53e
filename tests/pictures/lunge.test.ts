import { describe, expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';

/** A lunge: one knee forward, the other leg stretched behind, the body low and leaning in, the arms out ahead. */
describe('the lunge', () => {
  for (const age of ['child', 'adult', 'elder'] as const)
    for (const facing of ['side-right', 'side-left', 'three-quarter-right', 'three-quarter-left'] as const) {
      it(`bends the near knee forward and stretches the far leg behind, low and leaning in (${age}, ${facing})`, () => {
        const ahead = facing.endsWith('right') ? 1 : -1;
        const sk = solveSkeleton(proportionsByAge[age], 300, poseSpecs.lunge, facing);
        const standing = solveSkeleton(proportionsByAge[age], 300, poseSpecs.stand, facing);
        const thigh = Math.hypot(sk.nearLeg.mid.x - sk.nearLeg.root.x, sk.nearLeg.mid.y - sk.nearLeg.root.y);
        // Low: the hip at least a third of a thigh nearer the ground than standing.
        expect(-sk.hip.y).toBeLessThan(-standing.hip.y - thigh / 3);
        // The near knee ahead of the hip, its foot under it; the far foot well behind the hip.
        expect(ahead * (sk.nearLeg.mid.x - sk.hip.x)).toBeGreaterThan(thigh * 0.6);
        expect(ahead * (sk.farLeg.end.x - sk.hip.x)).toBeLessThan(-thigh * 0.5);
        // Leaning in: the shoulders well ahead of the hip, and the hands ahead of the shoulders.
        expect(ahead * (sk.shoulder.x - sk.hip.x)).toBeGreaterThan(Math.abs(sk.shoulder.y - sk.hip.y) * 0.4);
        for (const arm of [sk.nearArm, sk.farArm]) expect(ahead * (arm.end.x - sk.shoulder.x)).toBeGreaterThan(thigh * 0.5);
      });
    }
});
