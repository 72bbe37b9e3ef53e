import { describe, expect, it } from 'vitest';
import { registerBookParts } from '@/pictures';
import { drawScene } from '@/pictures/draw-scene';
import { inBook } from '@/pictures/registry';
import type { Scene } from '@/pictures/vocabulary/scene';
import { people } from './book-cast';
import { handsOf } from './drawn-parts';

/**
 * A registered prop can say where one hand takes it (its grip point, off its centre line): the hand holds that
 * point, and the thing stands out in front of the holder whichever way they face, with no variant of the prop
 * shifting its drawing to the hand (decision 056).
 */

const SIZE = 60;
const GRIP = { x: 0.48, y: 0.35 };
registerBookParts('grip-point-test', {
  people: { holder: people.charlotte },
  props: {
    // A card 100 wide in its own box, held by a side edge 0.35 of its size up.
    'edge-card': {
      grip: 0.5,
      gripPoint: GRIP,
      variants: [],
      draw: ({ size }) => `<rect x="${-size / 2}" y="${-size * 0.7}" width="${size}" height="${size * 0.7}" fill="#ffffff"/>`,
    },
  },
});

function scene(facing: 'three-quarter-left' | 'three-quarter-right'): Scene {
  return {
    book: 'grip-point-test',
    background: 'kitchen',
    time: 'day',
    items: [{ person: 'holder', x: 400, y: 470, pose: 'hold', facing, expression: 'happy', holding: { prop: 'edge-card', size: SIZE } }],
  } as unknown as Scene;
}

/** The held thing's group: the point it is put at, its turn, and how far it is drawn to the side and down from there. */
function placement(svg: string) {
  const m = /<g data-held="" transform="translate\(([-\d.]+) ([-\d.]+)\)(?: rotate\(([-\d.]+)\))? translate\(([-\d.]+) ([-\d.]+)\)">/.exec(svg);
  if (!m) throw new Error('no held thing');
  return { at: { x: Number(m[1]), y: Number(m[2]) }, tilt: Number(m[3] ?? 0), shift: Number(m[4]), drop: Number(m[5]) };
}

describe('a prop’s own grip point', () => {
  for (const [facing, direction] of [
    ['three-quarter-right', 1],
    ['three-quarter-left', -1],
  ] as const)
    it(`puts the grip point in the fist and the thing out in front, facing ${facing.slice(14)}`, () => {
      const svg = inBook('grip-point-test', () => drawScene(scene(facing), { camera: false }));
      const { at, shift, drop } = placement(svg);
      // The grip point, on the side toward the holder, lands on the point the hand holds.
      // The grip point, on the side toward the holder, lands on the point the hand holds: the card is drawn
      // moved by the point's own distance from its centre line and from its base (at the figure's depth).
      expect(drop).toBeGreaterThan(0);
      expect(shift / drop).toBeCloseTo((direction * GRIP.x) / GRIP.y, 1);
      // That point is in a drawn fist (the person is drawn at x 400, y 470).
      const hands = handsOf(svg).filter((hand) => Math.hypot(hand.palm.x - at.x, hand.palm.y - at.y) < hand.width * 0.7);
      expect(hands).toHaveLength(1);
      // The card's middle stands out in front of the hand, the way the holder faces.
      expect(Math.sign(shift)).toBe(direction);
    });
});
