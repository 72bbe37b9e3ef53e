import { describe, expect, it } from 'vitest';
import { clapFingers, CLAP_OPEN, drawPerson } from '@/pictures/figures/draw-person';
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

  it('parts the two palms in a V from their heels, so both hands show, leaning forward when turned', () => {
    const deg = (p: { x: number; y: number }) => (Math.atan2(p.x, -p.y) * 180) / Math.PI;
    for (const direction of [-1, 0, 1] as const) {
      const near = deg(clapFingers(direction, 1));
      const far = deg(clapFingers(direction, -1));
      expect(Math.abs(near - far), `direction ${direction}`).toBeCloseTo(2 * CLAP_OPEN);
      // Turned, both hands' fingers point out ahead of upright, toward what the clapper faces.
      if (direction !== 0) expect(Math.min(near * direction, far * direction)).toBeGreaterThan(0);
    }
    // Facing us, the fingers part to each side, the picture's right hand to the right.
    expect(clapFingers(0, 1).x).toBeGreaterThan(0);
    expect(clapFingers(0, -1).x).toBeLessThan(0);
  });

  it('marks the motion beside the hands, and palms-together does not', () => {
    const draw = (pose: 'clap' | 'palms-together') => drawPerson(people.charlotte, { height: 220, pose, facing: 'front', expression: 'happy' });
    expect(draw('clap')).toContain('data-motion="clap"');
    expect(draw('palms-together')).not.toContain('data-motion');
  });
});
