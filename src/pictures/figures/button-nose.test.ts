import { expect, it } from 'vitest';
import { drawFace, faceOf } from './face';
import { channels } from './svg';

const SKIN = '#e8b48f';

/** A child's face (a button nose), face-on or turned three-quarters, at a head radius of 100 centred on 0, 0. */
const face = (direction: 0 | 1, turn: number) =>
  drawFace('neutral', { cx: 0, cy: 0, r: 100, direction, turn, skin: SKIN, features: faceOf({ age: 'child' }) }).face;

/** The circles and ellipses of a face: centre and fill. */
const roundShapes = (svg: string) =>
  [...svg.matchAll(/<(?:circle|ellipse) cx="([^"]+)" cy="([^"]+)"[^>]*fill="([^"]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), fill: m[3]! }));

it("draws a child's nose without a white glint, which read as a bead or a smudge stuck on it", () => {
  for (const [direction, turn] of [
    [0, 0],
    [1, 0.55],
  ] as const) {
    // Below the eyes and above the mouth: the nose's band (turned, the nose sits toward the turn).
    const onTheNose = roundShapes(face(direction, turn)).filter((shape) => shape.y > 25 && shape.y < 50);
    expect(onTheNose.length).toBeGreaterThan(0);
    expect(onTheNose.filter((shape) => shape.fill === '#fff')).toEqual([]);
  }
});

it("shades a child's nose in the skin's warmer deep tone, not the skin darkened evenly (a grey dot)", () => {
  const [r, g, b] = channels(SKIN);
  const noses = roundShapes(face(0, 0)).filter((shape) => shape.y > 25 && shape.y < 50 && Math.abs(shape.x) < 30);
  for (const { fill } of noses) {
    const [nr, ng, nb] = channels(fill);
    // Redder than the skin's own balance: green and blue fall further than red.
    expect(ng / nr).toBeLessThan(g / r - 0.05);
    expect(nb / nr).toBeLessThan(b / r - 0.05);
  }
});
