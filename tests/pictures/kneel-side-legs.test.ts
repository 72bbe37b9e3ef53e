import { describe, expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

/**
 * A kneel seen turned reads as two legs bent at the knee (decision 064, round 10): the near thigh a little forward to a
 * clear knee, the far one upright, so its darker knee shows behind; with both at one angle they lay on one
 * another as one lump. The near knee stays within a third of a thigh of the hip, so the kneeler covers no more of
 * what lies before them (charlotte-christmas c5-p2's presents).
 */
describe('a kneel seen turned', () => {
  for (const who of ['dad', 'mom', 'charlotte', 'leo'] as const)
    for (const facing of ['three-quarter-right', 'three-quarter-left', 'side-right'] as const)
      it(`${who} ${facing}`, () => {
        const height = who === 'dad' || who === 'mom' ? 340 : 240;
        const sk = skeletonOf(people[who], { height, pose: 'kneel', facing, expression: 'happy' });
        const ahead = (x: number) => x * sk.direction;
        const near = sk.nearLeg;
        const far = sk.farLeg;
        const thigh = Math.hypot(near.mid.x - near.root.x, near.mid.y - near.root.y);
        const nearKnee = ahead(near.mid.x - near.root.x);
        const farKnee = ahead(far.mid.x - far.root.x);
        // The near knee a corner out in front of its hip, but not far: the footprint is the body's.
        expect(nearKnee).toBeGreaterThan(thigh * 0.15);
        expect(nearKnee).toBeLessThan(thigh * 0.34);
        // The far knee about under its hip, so the two thighs part in a V (further back, its foot left a bedside
        // kneeler's frame: korean-charlotte-birthday c9-p1).
        expect(farKnee).toBeLessThan(thigh * 0.1);
        expect(nearKnee - farKnee).toBeGreaterThan(thigh * 0.25);
        // Both shins lie back along the floor from the knee.
        for (const leg of [near, far]) expect(ahead(leg.end.x - leg.mid.x)).toBeLessThan(0);
      });
});
