import { describe, expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';

const deg = (dx: number, dy: number) => (Math.atan2(Math.abs(dx), dy) * 180) / Math.PI;

/** A run, not a sit on an invisible chair: the front thigh forward and down, the back leg stretched to a pushing toe. */
describe('the run', () => {
  for (const age of ['child', 'adult', 'elder'] as const)
    for (const facing of ['side-right', 'side-left', 'three-quarter-right', 'three-quarter-left'] as const) {
      it(`strides, leaning in, on the back toe (${age}, ${facing})`, () => {
        const ahead = facing.endsWith('right') ? 1 : -1;
        const sk = solveSkeleton(proportionsByAge[age], 300, poseSpecs.run, facing);
        const { nearLeg: front, farLeg: back } = sk;
        const thigh = Math.hypot(front.mid.x - front.root.x, front.mid.y - front.root.y);
        // The front thigh forward and down, well short of level (at level the runner sat).
        expect(ahead * (front.mid.x - front.root.x)).toBeGreaterThan(0);
        expect(deg(front.mid.x - front.root.x, front.mid.y - front.root.y)).toBeLessThan(55);
        // The knee bent: the front foot under or behind its knee, and off the ground.
        expect(ahead * (front.end.x - front.mid.x)).toBeLessThan(0);
        expect(front.end.y).toBeLessThan(back.end.y - thigh * 0.15);
        // The back leg out behind the hip and nearly straight, its foot the lowest point (the pushing toe).
        expect(ahead * (back.end.x - back.root.x)).toBeLessThan(-thigh * 0.8);
        const bend = Math.abs(deg(back.mid.x - back.root.x, back.mid.y - back.root.y) - deg(back.end.x - back.mid.x, back.end.y - back.mid.y));
        expect(bend).toBeLessThan(25);
        // Leaning forward from the hip; the arms swing opposite, each with its elbow bent.
        expect(ahead * (sk.shoulder.x - sk.hip.x)).toBeGreaterThan(0);
        expect(ahead * (sk.nearArm.mid.x - sk.nearArm.root.x)).toBeLessThan(0);
        expect(ahead * (sk.farArm.mid.x - sk.farArm.root.x)).toBeGreaterThan(0);
      });
    }
});
