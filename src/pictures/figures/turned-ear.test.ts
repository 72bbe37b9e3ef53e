import { expect, it } from 'vitest';
import { drawFace, faceOf } from './face';

/** A grown-up's face with big ears turned three-quarters to the right, at a head radius of 100 centred on 0, 0. */
const face = drawFace('happy', {
  cx: 0,
  cy: 0,
  r: 100,
  direction: 1,
  turn: 0.55,
  skin: '#e8b48f',
  features: faceOf({ age: 'adult', face: { ears: 'big' } }),
}).face;

it("draws a turned ear's rim round its back only, no closed ring that reads as a lens beside glasses", () => {
  // A whole inked ellipse next to the near lens read as a third lens (blind critics r61, r80, birthday p9).
  expect(face.match(/<ellipse [^>]*stroke=/g) ?? []).toEqual([]);
  // Its rim is there: an open stroke behind the face's middle, on the far side from where the face turns.
  const rims = [...face.matchAll(/<path d="M(-?[\d.]+)[ ,](-?[\d.]+)C[^"]*" stroke="[^"]*" stroke-opacity="\.55"/g)];
  expect(rims.length).toBe(1);
  expect(Number(rims[0]![1])).toBeLessThan(0);
});
