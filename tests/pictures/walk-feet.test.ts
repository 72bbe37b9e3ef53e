import { describe, expect, it } from 'vitest';
import { footShape } from '@/pictures/figures/draw-person';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';

/**
 * In a walk both feet point the way the walker goes: the leading one flat, the trailing one pushing off on its toe.
 * (A run's trailing foot, kicked up behind, lies on its instep with the sole up, as a kneeling one does.)
 */
describe('feet in a stride', () => {
  for (const facing of ['side-right', 'three-quarter-right', 'side-left', 'three-quarter-left'] as const)
    for (const pose of ['walk'] as const) {
      it(`point forward, the trailing one toe down (${pose}, ${facing})`, () => {
        const forward = facing.endsWith('right') ? 1 : -1;
        const body = proportionsByAge.adult;
        const sk = solveSkeleton(body, 300, poseSpecs[pose], facing);
        const width = body.legW * 300;
        const [lead, trail] = forward * (sk.nearLeg.end.x - sk.farLeg.end.x) > 0 ? [sk.nearLeg, sk.farLeg] : [sk.farLeg, sk.nearLeg];
        for (const leg of [lead, trail]) {
          const foot = footShape(leg, width, forward, true, false);
          // The foot's middle lies ahead of the ankle: the toe, not the heel, sticks out.
          expect(forward * (foot.cx - leg.end.x)).toBeGreaterThan(0);
        }
        const pushing = footShape(trail, width, forward, true, false);
        // Toe down: the foot's long axis tips down toward the walker's front.
        const angle = pushing.angle ?? 0;
        const down = forward === 1 ? angle : 180 - angle;
        if (trail.end.y > -width * 1.2) expect(((down % 360) + 360) % 360).toBeGreaterThan(10);
      });
    }
});
