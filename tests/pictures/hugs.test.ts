import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { drawPerson } from '@/pictures/figures/draw-person';
import { drawAnimal } from '@/pictures/figures/animals';
import { animals } from './book-cast';
import { handsOf, pathPoints } from './drawn-parts';
import { limbPath } from '@/pictures/figures/limb-shape';
import { HUG_BOW } from '@/pictures/figures/draw-person';

/** How far the head group is turned about the neck, in degrees (clockwise positive): 0 when it is not. */
const headLean = (svg: string) => Number(/<g data-head="" transform="rotate\(([-\d.]+)/.exec(svg)?.[1] ?? 0);

describe('a hug wraps round the one held', () => {
  const hug = (facing: 'three-quarter-right' | 'three-quarter-left') =>
    drawPerson(people.charlotte, {
      height: 200,
      pose: 'hug',
      facing,
      expression: 'happy',
      handsTo: { near: { x: facing.endsWith('right') ? 60 : -60, y: -120 }, far: { x: facing.endsWith('right') ? 56 : -56, y: -126 } },
    });

  it('leans the head in toward the one held, cheek to cheek, and not a standing head', () => {
    expect(headLean(hug('three-quarter-right'))).toBeGreaterThan(6);
    expect(headLean(hug('three-quarter-left'))).toBeLessThan(-6);
    const standing = drawPerson(people.charlotte, { height: 200, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' });
    expect(headLean(standing)).toBe(0);
  });

  it('lays open hands on the far side, fingers out, instead of two fists meeting in a bar', () => {
    const hands = handsOf(hug('three-quarter-right'));
    expect(hands).toHaveLength(2);
    for (const hand of hands) expect(hand.out.length).toBe(4);
  });

  it('bows a hugging forearm round the body it holds: its middle lies below the straight line from elbow to wrist', () => {
    // An arm reaching straight forward, elbow to wrist level at y = 0.
    const limb = { root: { x: 0, y: -10 }, mid: { x: 10, y: 0 }, end: { x: 30, y: 0 } };
    const lowest = (d: string) =>
      Math.max(
        ...pathPoints(d)
          .filter((p) => p.x > 15 && p.x < 25)
          .map((p) => p.y),
      );
    expect(lowest(limbPath(limb, [4, 4, 4], 0, 2, undefined, HUG_BOW))).toBeGreaterThan(lowest(limbPath(limb, [4, 4, 4])) + 20 * HUG_BOW * 0.8);
  });

  it('bows a hedgehog’s near arm round the other’s back, the paw coming down on its far side', () => {
    const L = animals.bramble.size;
    const svg = drawAnimal(animals.bramble, { pose: 'hug', facing: 'right', expression: 'happy', scale: 1 });
    const near = svg.split('<g data-arm="">')[2]!;
    // The arm is one filled shape from the shoulder (where its outline starts) over the elbow to the paw.
    const outline = near.match(/<path d="M([-\d.]+) ([-\d.]+)([^"]*)Z"/)!;
    const fromY = Number(outline[2]);
    const ys = [...outline[3]!.matchAll(/([-\d.]+) ([-\d.]+)/g)].map((m) => Number(m[2]));
    const paw = near.match(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)"/)!;
    const [pawX, pawY] = [Number(paw[1]), Number(paw[2])];
    // The elbow rises well above both ends, and the paw comes down below the shoulder (the outline starts half the
    // arm's width below it).
    expect(Math.min(fromY, pawY) - Math.min(...ys)).toBeGreaterThan(L * 0.05);
    expect(pawY).toBeGreaterThan(fromY + L * 0.05);
    expect(pawX).toBeGreaterThan(L * 0.6);
  });
});
