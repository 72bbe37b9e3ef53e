import { describe, expect, it } from 'vitest';
import { drawPerson, footShape, raisedGrip } from '@/pictures/figures/draw-person';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton, type Point } from '@/pictures/figures/skeleton';
import type { Pose } from '@/pictures/vocabulary/figure-vocabulary';
import { people } from './book-cast';
import { shoesOf, withoutHands } from './drawn-parts';

/** Whether two segments cross each other. */
function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) !== side(a, b, d) && side(c, d, a) !== side(c, d, b);
}

describe('poses with a line of action', () => {
  const together: Pose[] = ['hug', 'clap', 'hold-both', 'carry', 'crack-egg', 'hold-chest', 'push', 'pull', 'cheer'];

  it.each(together)('keeps the two arms of %s apart: the forearms never cross into an X, from the front or three-quarters', (pose) => {
    for (const age of ['child', 'adult', 'elder'] as const)
      for (const facing of ['front', 'three-quarter-right', 'three-quarter-left'] as const) {
        const sk = solveSkeleton(proportionsByAge[age], 220, poseSpecs[pose], facing);
        expect(crosses(sk.nearArm.mid, sk.nearArm.end, sk.farArm.mid, sk.farArm.end), `${age} ${facing}`).toBe(false);
        expect(crosses(sk.nearArm.root, sk.nearArm.mid, sk.farArm.mid, sk.farArm.end), `${age} ${facing}`).toBe(false);
      }
  });

  it('still folds the arms across each other for arms-crossed', () => {
    const sk = solveSkeleton(proportionsByAge.child, 220, poseSpecs['arms-crossed'], 'front');
    expect(crosses(sk.nearArm.mid, sk.nearArm.end, sk.farArm.mid, sk.farArm.end)).toBe(true);
  });

  it('leans into the action: forward to push, run and crouch, back to pull and carry, and nobody stands upright as a plank to do it', () => {
    const lean = (pose: Pose) => {
      const sk = solveSkeleton(proportionsByAge.child, 220, poseSpecs[pose], 'side-right');
      return (Math.atan2(sk.shoulder.x - sk.hip.x, sk.hip.y - sk.shoulder.y) * 180) / Math.PI;
    };
    for (const pose of ['push', 'run', 'crouch', 'one-knee', 'hug', 'bow'] as const) expect(lean(pose), pose).toBeGreaterThan(3);
    for (const pose of ['pull', 'carry'] as const) expect(lean(pose), pose).toBeLessThan(-3);
  });

  it('crouches with the knees up in front, the shins slanting down to feet flat under them and the seat low, not on air', () => {
    const sk = solveSkeleton(proportionsByAge.adult, 300, poseSpecs.crouch, 'side-right');
    const thigh = Math.hypot(sk.nearLeg.mid.x - sk.nearLeg.root.x, sk.nearLeg.mid.y - sk.nearLeg.root.y);
    for (const leg of [sk.nearLeg, sk.farLeg]) {
      // The knee is above the seat and ahead of it, the ankle below the knee and within half a thigh of under it.
      expect(leg.mid.y).toBeLessThan(sk.hip.y);
      expect(leg.mid.x).toBeGreaterThan(sk.hip.x + thigh * 0.5);
      expect(Math.abs(leg.end.x - leg.mid.x)).toBeLessThan(thigh * 0.6);
    }
    expect(-sk.hip.y).toBeLessThan(thigh * 0.7);
    // Feet flat: the drawn shoe is level under the ankle.
    const svg = withoutHands(drawPerson(people.grandpa, { height: 300, pose: 'crouch', facing: 'side-right', expression: 'happy' }));
    const feet = shoesOf(svg).filter((shoe) => shoe.at.y > -20);
    expect(feet.length).toBeGreaterThanOrEqual(2);
    for (const foot of feet) expect(Math.abs(foot.rotate)).toBeLessThan(1);
  });

  it.each(['kneel', 'crouch', 'one-knee', 'sit-floor'] as const)(
    'draws each foot of %s on its own ankle, resting on the ground: two legs, two feet',
    (pose) => {
      for (const look of [people.charlotte, people.grandpa, people.theo])
        for (const facing of ['side-right', 'side-left', 'three-quarter-right', 'three-quarter-left', 'front'] as const) {
          const height = 240 * look.height;
          const body = proportionsByAge[look.age];
          const sk = solveSkeleton(body, height, poseSpecs[pose], facing);
          const legW = body.legW * height;
          const forward = sk.direction === 0 ? 1 : sk.direction;
          const feet = [sk.nearLeg, sk.farLeg].map((leg) => ({ leg, foot: footShape(leg, legW, forward, sk.direction !== 0, false) }));
          for (const { leg, foot } of feet) {
            // The ankle lies inside its own foot's ellipse, so the foot is joined to the shin.
            const a = ((foot.angle ?? 0) * Math.PI) / 180;
            const dx = leg.end.x - foot.cx;
            const dy = leg.end.y - foot.cy;
            const u = (dx * Math.cos(a) + dy * Math.sin(a)) / foot.rx;
            const v = (-dx * Math.sin(a) + dy * Math.cos(a)) / foot.ry;
            expect(u * u + v * v, `${look.name} ${facing}`).toBeLessThan(1);
            // Its lowest point is on the ground (y = 0), neither floating nor sunk into it.
            const low = foot.cy + Math.sqrt((foot.rx * Math.sin(a)) ** 2 + (foot.ry * Math.cos(a)) ** 2);
            if (pose !== 'sit-floor') expect(Math.abs(low), `${look.name} ${facing}`).toBeLessThan(legW * 0.45);
          }
        }
    },
  );

  it('kneels with the shin on the ground and the foot on behind it, toes down, never a loose boot ahead of the knee', () => {
    for (const look of [people.charlotte, people.grandpa]) {
      const options = { height: 240, pose: 'kneel', facing: 'side-right', expression: 'happy', clothes: 'winter' } as const;
      const sk = solveSkeleton(proportionsByAge[look.age], 240 * look.height, poseSpecs.kneel, 'side-right');
      const svg = withoutHands(drawPerson(look, options));
      const feet = [...svg.matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="[\d.]+" fill="#[0-9a-f]{6}" transform="rotate\(([-\d.]+) /g)]
        .map((m) => ({ x: Number(m[1]), y: Number(m[2]), half: Number(m[3]), angle: Number(m[4]) }))
        .filter((foot) => foot.y > -30);
      expect(feet).toHaveLength(2);
      for (const [foot, leg] of feet.map((f, i) => [f, i === 0 ? sk.farLeg : sk.nearLeg] as const)) {
        // The shin lies along the ground, the knee ahead of the ankle.
        expect(leg.mid.x).toBeGreaterThan(leg.end.x);
        // The foot touches the end of the shin and carries on behind it, tipped down at the toes.
        expect(Math.hypot(foot.x - leg.end.x, foot.y - leg.end.y)).toBeLessThan(foot.half * 1.1);
        expect(foot.x).toBeLessThan(leg.end.x);
        expect(Math.abs(foot.angle)).toBeGreaterThan(150);
      }
    }
  });
});

describe('hands that do the verb', () => {
  it('presses the two palms of palms-together flat against each other under the chin, fingers up', () => {
    for (const age of ['child', 'adult', 'elder'] as const)
      for (const facing of ['front', 'three-quarter-right', 'side-left'] as const) {
        const body = proportionsByAge[age];
        const sk = solveSkeleton(body, 220, poseSpecs['palms-together'], facing);
        const w = body.armW * 220;
        // The palms are drawn about 0.47 arm widths either side of the wrist's line: wrists closer than two of
        // those touch, and neither hand is in the other's place.
        const apart = Math.hypot(sk.nearArm.end.x - sk.farArm.end.x, sk.nearArm.end.y - sk.farArm.end.y);
        expect(apart, `${age} ${facing}`).toBeLessThan(w * 0.94);
        expect(apart, `${age} ${facing}`).toBeGreaterThan(0);
        // Under the chin and above the waist, ahead of the chest from the side.
        for (const hand of [sk.nearArm.end, sk.farArm.end]) {
          expect(hand.y).toBeGreaterThan(sk.headCentre.y + sk.headR);
          expect(hand.y).toBeLessThan((sk.shoulder.y + sk.hip.y) / 2);
          if (sk.direction !== 0) expect((hand.x - sk.shoulder.x) * sk.direction).toBeGreaterThan(0);
        }
      }
  });

  it('wipes tears with the fingers at the lower lid, beside the eye and not over it', () => {
    const body = proportionsByAge.child;
    const sk = solveSkeleton(body, 220, poseSpecs['wipe-eyes'], 'front');
    const w = body.armW * 220;
    const eye = { x: sk.headCentre.x + sk.headR * 0.36, y: sk.headCentre.y + sk.headR * 0.12 };
    const wrist = sk.nearArm.end;
    const along = { x: wrist.x - sk.nearArm.mid.x, y: wrist.y - sk.nearArm.mid.y };
    const length = Math.hypot(along.x, along.y);
    // The fingertips of fingers held together reach about 1.4 arm widths past the wrist along the forearm.
    const tip = { x: wrist.x + (along.x / length) * w * 1.4, y: wrist.y + (along.y / length) * w * 1.4 };
    expect(Math.hypot(tip.x - eye.x, tip.y - eye.y)).toBeLessThan(sk.headR * 0.35);
    // The wrist (and so the palm) stays below the eye, so the eye still shows.
    expect(wrist.y).toBeGreaterThan(eye.y + sk.headR * 0.3);
  });
});

describe('a thing held in a raised hand', () => {
  it('is gripped inside the fist and stands upright out of it, not hanging straight down', () => {
    const body = proportionsByAge.child;
    const w = body.armW * 220;
    for (const pose of ['point-up', 'wave', 'finger-up'] as const)
      for (const facing of ['front', 'three-quarter-right', 'side-left'] as const) {
        const sk = solveSkeleton(body, 220, poseSpecs[pose], facing);
        const grip = raisedGrip(sk.nearArm, w, 60);
        expect(grip, `${pose} ${facing}`).toBeDefined();
        // The grip point is inside the palm, drawn about half an arm width round a point 0.3 past the wrist.
        expect(Math.hypot(grip!.at.x - sk.nearArm.end.x, grip!.at.y - sk.nearArm.end.y)).toBeLessThan(w * 0.52);
        // Held near its base, so nearly all of it rises above the hand.
        expect(grip!.drop).toBeLessThan(60 * 0.2);
      }
    // A hand at the side is not raised: what it holds is placed as before, by its grip.
    expect(raisedGrip(solveSkeleton(body, 220, poseSpecs.hold, 'front').nearArm, w, 60)).toBeUndefined();
  });
});
