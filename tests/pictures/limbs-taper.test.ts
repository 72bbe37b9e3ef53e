import { describe, expect, it } from 'vitest';
import { people, personIds } from './book-cast';
import { ARM, ARM_SWELL, LEG, LEG_SWELL, SLEEVE_SWELL, skeletonOf, STANDING_LEAN_BACK, TROUSER_SWELL } from '@/pictures/figures/draw-person';
import { limbWidthAt } from '@/pictures/figures/limb-shape';
import { proportionsOf } from '@/pictures/figures/proportions';

/** Round 15: limbs that taper, and grown-ups who stand in a line of action instead of as planks. */
describe('limbs that taper', () => {
  const upper = 0.4;
  const lower = 1.38;
  for (const [name, widths, swells] of [
    ['arm', ARM, [ARM_SWELL, SLEEVE_SWELL]],
    ['leg', LEG, [LEG_SWELL, TROUSER_SWELL]],
  ] as const)
    for (const swell of swells)
      it(`draws the ${name} fuller above the joint than below it, and narrowest at its end`, () => {
        const [top, bottom, end] = [limbWidthAt(widths, upper, swell), limbWidthAt(widths, lower, swell), limbWidthAt(widths, 2, swell)];
        // The upper arm a third wider than the forearm (the thigh more), the wrist or ankle
        // under three quarters of it again: round 14's arm, 1.2 and 0.8, read as a tube at phone size.
        expect(top / bottom, name).toBeGreaterThan(name === 'arm' ? 1.3 : 1.35);
        expect(end / bottom, name).toBeLessThan(0.75);
        expect(limbWidthAt(widths, 1, swell), name).toBeLessThan(top * 0.8);
      });
});

describe('a grown-up standing turned stands in a line, not as a plank', () => {
  const standing = (id: keyof typeof people, facing: 'three-quarter-right' | 'side-left' | 'front') =>
    skeletonOf(people[id], { height: 320, pose: 'stand', facing, expression: 'happy' });
  const grownUps = personIds.filter((id) => (['adult', 'teen'] as string[]).includes(people[id].age));

  it('leans the torso back over the hips and brings the head forward over them', () => {
    expect(grownUps.length).toBeGreaterThan(3);
    for (const id of grownUps)
      for (const facing of ['three-quarter-right', 'side-left'] as const) {
        const sk = standing(id, facing);
        expect(sk.lean, id).toBe(-STANDING_LEAN_BACK);
        // The shoulders behind the hips, the head ahead of the shoulders: an S through the body.
        expect(Math.sign(sk.shoulder.x - sk.hip.x), id).toBe(-sk.direction);
        expect(Math.sign(sk.headCentre.x - sk.shoulder.x), id).toBe(sk.direction);
      }
  });

  it('leaves children, and grown-ups seen face-on (who stand on one leg), as they were', () => {
    for (const id of personIds.filter((id) => people[id].age === 'child')) expect(standing(id, 'three-quarter-right').lean, id).toBe(0);
    for (const id of grownUps) expect(standing(id, 'front').lean, id).toBe(0);
  });
});

describe('a build of their own', () => {
  const options = { height: 320, pose: 'stand', facing: 'front', expression: 'happy' } as const;
  it('draws a sturdy grown-up broader and a slim one narrower, at the same height with the head in the same place', () => {
    const usual = skeletonOf(people.dad, options);
    const sturdy = skeletonOf({ ...people.dad, build: 'sturdy' }, options);
    const slim = skeletonOf({ ...people.dad, build: 'slim' }, options);
    expect(sturdy.shoulderW).toBeGreaterThan(usual.shoulderW * 1.05);
    expect(sturdy.hipW).toBeGreaterThan(usual.hipW * 1.1);
    expect(slim.shoulderW).toBeLessThan(usual.shoulderW * 0.95);
    for (const sk of [sturdy, slim]) expect(sk.headCentre.y).toBeCloseTo(usual.headCentre.y, 5);
    expect(proportionsOf({ age: 'adult', build: 'sturdy' }).armW).toBeGreaterThan(proportionsOf({ age: 'adult' }).armW);
  });
});
