import { expect, it } from 'vitest';
import { chinDepth, faceOf } from '../figures/face';
import { FACE_CENTRE, FACE_LIFT, openedToChin, tintKept, WASH_OFF_FACE } from './face-light';

/** How much of the night's tint a face's opening leaves at a point straight below the head's centre, in head radii. */
const nightLeftAt = (chin: number, below: number) => {
  const { dy, squash } = openedToChin(FACE_LIFT, FACE_CENTRE, chin);
  return tintKept([{ x: 0, y: (FACE_CENTRE + dy) * 10, r: 10, squash, profile: FACE_LIFT }], 0, below * 10);
};

const child = chinDepth(faceOf({ age: 'child', face: { shape: 'round' } }));

it("opens a grown-up's face to the night down to the chin as fully as a child's", () => {
  const mother = chinDepth(faceOf({ age: 'adult', face: { shape: 'oval' } }));
  const grandfather = chinDepth(faceOf({ age: 'elder', face: { shape: 'long' } }));
  for (const chin of [mother, grandfather]) {
    expect(nightLeftAt(chin, chin - 0.05)).toBeLessThanOrEqual(nightLeftAt(child, child - 0.05) + 0.01);
    // Its top stays where a child's is: no halo over the crown.
    expect(nightLeftAt(chin, -0.9)).toBeCloseTo(nightLeftAt(0.9, -0.9), 1);
  }
});

it("leaves a child's round face its round opening", () => {
  expect(openedToChin(FACE_LIFT, FACE_CENTRE, child)).toEqual({ dy: 0, squash: 1 });
  expect(openedToChin(WASH_OFF_FACE, 0, child)).toEqual({ dy: 0, squash: 1 });
});

it("keeps a rainy day's wash off a mother's jaw as off a child's", () => {
  const mother = chinDepth(faceOf({ age: 'adult', face: { shape: 'oval' } }));
  const left = (chin: number) => {
    const { dy, squash } = openedToChin(WASH_OFF_FACE, 0, chin);
    return tintKept([{ x: 0, y: dy * 10, r: 10, squash, profile: WASH_OFF_FACE }], 0, (chin - 0.05) * 10);
  };
  expect(left(mother)).toBeLessThanOrEqual(left(child) + 0.01);
});
