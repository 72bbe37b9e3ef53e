import { expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsOf, standingHeight } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';
import { poses } from '@/pictures/vocabulary/figure-vocabulary';

it('a startled step back: a word scenes may use, the head back over the back foot, the hands up open at the chest', () => {
  expect(poses).toContain('step-back');
  const spec = poseSpecs['step-back'];
  expect(spec.openHand && spec.farOpenHand).toBe(true);
  for (const age of ['child', 'adult'] as const) {
    const body = proportionsOf({ age });
    for (const facing of ['side-right', 'three-quarter-left'] as const) {
      const sk = solveSkeleton(body, standingHeight[age], spec, facing);
      const ahead = (x: number) => (x - sk.hip.x) * sk.direction;
      // Leaning back: the head behind the hips, the front foot ahead of them and the back foot under them, taking the weight.
      expect(ahead(sk.headCentre.x)).toBeLessThan(0);
      expect(ahead(sk.nearLeg.end.x)).toBeGreaterThan(Math.abs(ahead(sk.farLeg.end.x)));
      for (const arm of [sk.nearArm, sk.farArm]) {
        // Each hand before the chest, between the shoulders' height and the waist's.
        expect(ahead(arm.end.x)).toBeGreaterThan(ahead(sk.shoulder.x));
        expect(arm.end.y).toBeGreaterThan(sk.shoulder.y - sk.headR * 0.2);
        expect(arm.end.y).toBeLessThan((sk.shoulder.y + sk.hip.y) / 2);
      }
    }
  }
});
