import { expect, it } from 'vitest';
import { drawFace, faceOf } from './face';

/** A grown-up's face with a broad nose, face-on or turned three-quarters, at a head radius of 100 centred on 0, 0. */
const face = (direction: 0 | 1, turn: number) =>
  drawFace('neutral', { cx: 0, cy: 0, r: 100, direction, turn, skin: '#e8b48f', features: faceOf({ age: 'adult', face: { nose: 'broad', lines: 'none' } }) })
    .face;

/** Each round-capped line's points (its path's numbers in pairs), for the lines of one colour. */
const linesIn = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]+)" stroke="([^"]+)"[^>]*stroke-linecap="round"[^>]*fill="none"/g)].map((m) =>
    [...m[1]!.matchAll(/-?(?:\d+(?:\.\d+)?|\.\d+)/g)].map((n) => Number(n[0])).filter((_, i) => i % 2 === 0),
  );

it('draws a broad nose without one line from wing to wing under it, which read as a moustache', () => {
  for (const [direction, turn] of [
    [0, 0],
    [1, 0.55],
  ] as const) {
    // No line reaches out past the nostrils on both sides of the nose's middle: the wings curl in on their own sides.
    const across = linesIn(face(direction, turn)).filter((xs) => Math.min(...xs) < -12 && Math.max(...xs) > 12);
    expect(across).toEqual([]);
  }
});
