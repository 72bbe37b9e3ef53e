import { describe, expect, it } from 'vitest';
import { people } from '@/content/stories/charlotte-family';
import { drawFace, faceOf, frontEdgeX, headOutline, type FaceFrame } from '@/pictures/figures/face';
import type { PersonLook } from '@/pictures/figures/types';

const ink = '#3d2630';
const frameOf = (look: PersonLook, turn = 0, direction: -1 | 0 | 1 = 0, r = 50): FaceFrame => ({
  cx: 0,
  cy: 0,
  r,
  direction,
  turn,
  skin: look.skin,
  features: faceOf(look),
});

/** The open eyes' dark ovals: centre height and half-height. */
const eyes = (svg: string) =>
  [...svg.matchAll(new RegExp(`<ellipse cx="[-\\d.]+" cy="([-\\d.]+)" rx="[\\d.]+" ry="([\\d.]+)" fill="${ink}"/>`, 'g'))].map((m) => ({
    y: Number(m[1]),
    ry: Number(m[2]),
  }));

/** Every number pair (x y) in the dark inside of an open mouth's path. */
const mouthPoints = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]+)" fill="#5a1f2b"/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((p) => ({ x: Number(p[1]), y: Number(p[2]) })),
  );

describe('a face says its age and its person (decision 064, round 16)', () => {
  it('sets a grown woman’s eyes smaller and lower than her daughter’s, under a lash line and an arched brow', () => {
    const mom = eyes(drawFace('neutral', frameOf(people.mom)))[0]!;
    const charlotte = eyes(drawFace('neutral', frameOf({ ...people.charlotte, face: { eyes: 'almond' } })))[0]!;
    expect(mom.ry).toBeLessThan(charlotte.ry * 0.72);
    expect(mom.y).toBeGreaterThan(charlotte.y + 1.5);
    expect(faceOf(people.mom).lashes).toBe(true);
    expect(faceOf(people.dad).lashes).toBe(false);
    expect(faceOf(people.charlotte).lashes).toBe(false);
    // The lash line: a lid stroke over each open eye and one short lash out from its outer end (round 18).
    const lashLine = /<path d="M[^"]+Q[^"]+l[^"M]+" stroke="#3d2630"/g;
    expect(drawFace('neutral', frameOf(people.mom)).match(lashLine) ?? []).toHaveLength(2);
    expect(drawFace('asleep', frameOf(people.mom))).not.toMatch(lashLine);
  });

  it('lets the cast take the lash line away or give it', () => {
    expect(faceOf({ ...people.mom, face: { ...people.mom.face, lashes: false } }).lashes).toBe(false);
    expect(faceOf({ ...people.dad, face: { ...people.dad.face, lashes: true } }).lashes).toBe(true);
  });

  it('draws a grandparent’s jaw fuller and softer than a younger grown-up’s of the same face', () => {
    const jawOf = (look: PersonLook) => {
      const [first] = [...headOutline(frameOf(look)).matchAll(/C([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)/g)].map((m) =>
        m.slice(1).map(Number),
      );
      return { cheekY: first![1]!, jawX: first![2]! };
    };
    const face = { shape: 'oval', eyes: 'almond', nose: 'round', brows: 'medium' } as const;
    const grandma = jawOf({ ...people.grandma, face });
    const mom = jawOf({ ...people.mom, face });
    expect(grandma.jawX).toBeGreaterThan(mom.jawX + 2.5);
    expect(grandma.cheekY).toBeGreaterThan(mom.cheekY + 2.5);
  });

  it('gives a child bigger eyes for the head than the face kit used to (a share of 1.1)', () => {
    const charlotte = eyes(drawFace('neutral', frameOf({ ...people.charlotte, face: { eyes: 'round' } })))[0]!;
    // 0.12 r feature unit × 1.05 × 1.1 × 1.3 rows of height.
    expect(charlotte.ry).toBeGreaterThan(50 * 0.12 * 1.05 * 1.3 * 1.08);
  });

  it('opens a side-on mouth as a notch inside the face’s edge, never a wedge out past it', () => {
    for (const look of [people.charlotte, people.mom, people.grandpa, people.leo])
      for (const direction of [-1, 1] as const)
        for (const expression of ['happy', 'laughing', 'calling', 'surprised', 'crying', 'yawn', 'singing'] as const) {
          const frame = frameOf(look, 1, direction);
          const points = mouthPoints(drawFace(expression, frame));
          expect(points.length, `${look.name} ${expression}`).toBeGreaterThan(2);
          for (const p of points) expect(direction * (p.x - frontEdgeX(frame, p.y)), `${look.name} ${expression} ${direction}`).toBeLessThanOrEqual(0.01);
          // It goes into the face: its inner corner is well inside the edge.
          const depth = Math.max(...points.map((p) => direction * (frontEdgeX(frame, p.y) - p.x)));
          expect(depth).toBeGreaterThan(50 * 0.12 * 1.1);
        }
  });
});
