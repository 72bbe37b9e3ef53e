import { expect, it } from 'vitest';
import { outlineBox } from '../drawn-outline';
import { faceOf } from './face';
import { drawHair } from './hair';

/** A grown-up's bob on a head of radius 100 centred on 0, 0, turned its way. */
const bob = (direction: -1 | 1, turn: number) =>
  drawHair('bob', '#7b4526', {
    cx: 0,
    cy: 0,
    r: 100,
    direction,
    turn,
    skin: '#f2d0b4',
    features: faceOf({ age: 'adult', hair: { style: 'bob', colour: '#7b4526' } }),
  });

/** How low each shape filled in the hair's own colour comes, in the order drawn. */
const lowest = (svg: string) => [...svg.matchAll(/<path [^>]*fill="#7b4526"\/>/g)].map((m) => outlineBox(m[0]).bottom);

it("hangs a turned bob's side hair to the jaw as one mass, laid over the dome, not a flap ending at the ear", () => {
  for (const [direction, turn] of [
    [1, 1],
    [-1, 1],
    [1, 0.55],
  ] as const) {
    // The last shape drawn, over the dome, reaches past the ear (0.42 of the head's radius) to the bob's ends.
    expect(lowest(bob(direction, turn).front).at(-1)).toBeGreaterThan(75);
  }
});
