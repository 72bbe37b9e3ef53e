import { describe, expect, it } from 'vitest';
import { drawPerson } from '@/pictures/figures/draw-person';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';
import { people } from './book-cast';

/** A clap: open hands meeting out in front of the chest, with a mark of the motion; not a wish's palms under the chin. */
describe('the clap', () => {
  for (const age of ['child', 'adult', 'elder'] as const)
    for (const facing of ['front', 'three-quarter-right', 'three-quarter-left', 'side-left'] as const) {
      it(`brings the hands together in front of the chest, below where palms-together presses them (${age}, ${facing})`, () => {
        const body = proportionsByAge[age];
        const clap = solveSkeleton(body, 300, poseSpecs.clap, facing);
        const wish = solveSkeleton(body, 300, poseSpecs['palms-together'], facing);
        const armW = body.armW * 300;
        // The hands meet: the wrists within an arm's width of each other.
        expect(Math.hypot(clap.nearArm.end.x - clap.farArm.end.x, clap.nearArm.end.y - clap.farArm.end.y)).toBeLessThan(armW);
        // At the chest: below the shoulders, above the hips, and lower than a wish's hands by half a head.
        const y = (clap.nearArm.end.y + clap.farArm.end.y) / 2;
        expect(y).toBeGreaterThan(clap.shoulder.y);
        expect(y).toBeLessThan(clap.hip.y);
        expect(y - (wish.nearArm.end.y + wish.farArm.end.y) / 2).toBeGreaterThan(clap.headR * 0.5);
        // Out in front of the body when seen from the side or three-quarters.
        if (clap.direction !== 0) expect(clap.direction * (clap.nearArm.end.x - clap.shoulder.x)).toBeGreaterThan(armW * 2);
      });
    }

  it('marks the motion beside the hands, and palms-together does not', () => {
    const draw = (pose: 'clap' | 'palms-together') => drawPerson(people.charlotte, { height: 220, pose, facing: 'front', expression: 'happy' });
    expect(draw('clap')).toContain('data-motion="clap"');
    expect(draw('palms-together')).not.toContain('data-motion');
  });
});
