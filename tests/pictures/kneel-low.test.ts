import { describe, expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';

/**
 * A kneel seen face-on is clearly lower than standing: the thighs come toward us and look short, so the head drops
 * by the shin and a good part of the thigh (decision 064, round 11).
 */
describe('a kneel seen from the front', () => {
  for (const age of ['child', 'adult', 'elder'] as const)
    for (const facing of ['front'] as const)
      it(`drops the head by the shin and a third of the thigh (${age}, ${facing})`, () => {
        const body = proportionsByAge[age];
        const H = 300;
        const kneel = solveSkeleton(body, H, poseSpecs.kneel, facing);
        const stand = solveSkeleton(body, H, poseSpecs.stand, facing);
        expect(stand.headCentre.y - kneel.headCentre.y).toBeLessThan(-(body.shin * H * 0.85 + body.thigh * H * 0.3));
      });
});
