import { expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsOf, standingHeight } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';

// A turned grown-up's shoulder is at a child's head: a shielding arm raised toward the shoulder's height laid its hand
// on the child's hair (forest c2-p2 without `reachTo`, round 44). It stays low, from the waist down to the hips.
it('a turned shielding arm goes back low, its hand between the waist and the hips, not up at a child behind', () => {
  const spec = poseSpecs.shield;
  for (const age of ['adult', 'child'] as const) {
    const body = proportionsOf({ age });
    for (const facing of ['side-right', 'three-quarter-right', 'three-quarter-left'] as const) {
      const sk = solveSkeleton(body, standingHeight[age], spec, facing);
      const ahead = (x: number) => (x - sk.shoulder.x) * sk.direction;
      const hand = sk.nearArm.end;
      // Behind the body, across the ones at its back.
      expect(ahead(hand.x)).toBeLessThan(-sk.headR * 0.5);
      // Below the middle of the torso and no lower than a little under the hips.
      expect(hand.y).toBeGreaterThan((sk.shoulder.y + sk.hip.y) / 2 + sk.headR * 0.4);
      expect(hand.y).toBeLessThan(sk.hip.y + sk.headR * 0.8);
    }
  }
});
