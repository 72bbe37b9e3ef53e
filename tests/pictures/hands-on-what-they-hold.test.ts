import { describe, expect, it } from 'vitest';
import { drawPerson } from '@/pictures/figures';
import { drawProp, propGrip } from '@/pictures/props';
import { people } from './book-cast';
import { handsOf, type Point } from './drawn-parts';

/**
 * A held thing passes through the hand, the fingers over it on our side: the hand's middle on the thing's grip,
 * never beside it in the air (decision 064, round 11).
 */

/** Where the engine put the held marker's grip point (its group's first translate). */
function gripAt(svg: string): Point {
  const m = /<g data-held="" transform="translate\(([-\d.]+) ([-\d.]+)\)/.exec(svg);
  if (!m) throw new Error('held marker not found');
  return { x: Number(m[1]), y: Number(m[2]) };
}

describe('hands on what they hold', () => {
  it('takes a sheet held by its side edges with each hand’s middle just inside its edge, so the hand covers the edge', () => {
    const half = 40;
    for (const person of [people.charlotte, people.seojun, people.grandpa]) {
      const svg = drawPerson(person, { height: 240, pose: 'hold-sides', facing: 'front', expression: 'happy', held: '<rect/>', heldHalfWidth: half });
      const centre = gripAt(svg);
      const hands = handsOf(svg);
      expect(hands).toHaveLength(2);
      for (const hand of hands) {
        const off = Math.abs(hand.palm.x - centre.x);
        expect(off).toBeLessThan(half);
        // The hand reaches over the edge: its box covers the edge line.
        expect(off + hand.width * 0.5).toBeGreaterThan(half);
      }
    }
  });

  it('takes a stick in both hands one fist over the other on its shaft, not one on each side of it', () => {
    for (const facing of ['three-quarter-left', 'three-quarter-right', 'side-right'] as const)
      for (const pose of ['sit-chair', 'stand'] as const) {
        const svg = drawPerson(people.grandpa, {
          height: 300,
          pose,
          arms: 'hold-both',
          facing,
          expression: 'proud',
          held: '<rect/>',
          heldHalfWidth: 6,
          heldDrop: 120,
        });
        const grip = gripAt(svg);
        const hands = handsOf(svg);
        expect(hands).toHaveLength(2);
        for (const hand of hands) expect(Math.abs(hand.palm.x - grip.x), `${pose} ${facing}`).toBeLessThan(hand.width * 0.6);
      }
  });

  it('draws a pen for a hand with its back third at its grip, so the fist closes round it', () => {
    const grip = propGrip('felt-tip-pens') * 100;
    for (const variant of ['writing-left', 'writing-right', 'drawing-right']) {
      const markup = drawProp('felt-tip-pens', { size: 100, variant });
      const m = /translate\(0 (-[\d.]+)\)/.exec(markup);
      expect(-Number(m?.[1]), variant).toBeCloseTo(grip, 0);
    }
  });
});
