import { describe, expect, it } from 'vitest';
import { outlineBoxes } from '@/pictures/drawn-outline';
import { drawAnimal, type AnimalLook, type AnimalOptions } from './animals';

const owl: AnimalLook = { name: 'owl', species: 'owl', size: 100, coat: '#9c7650', accent: '#f4e2c4', detail: '#7a5838' };
const drawn = (options: Partial<AnimalOptions>) => drawAnimal(owl, { pose: 'stand', facing: 'right', expression: 'neutral', scale: 1, ...options });
/** The middle of the head as drawn, across: where the face is turned. */
const headMiddle = (svg: string) => {
  const head = outlineBoxes(svg).head!;
  return (head.left + head.right) / 2;
};
/** The middle of the eyes as written (the pupils, in the owl's own right-facing coordinates). */
const eyesMiddle = (svg: string) => {
  const head = svg.slice(svg.indexOf('data-head'));
  const xs = [...head.matchAll(/<circle cx="([-\d.]+)"[^>]*fill="#3d2630"/g)].map((m) => Number(m[1]));
  return xs.reduce((a, b) => a + b, 0) / xs.length;
};

describe('an owl turned three-quarters (decision 151)', () => {
  it.each(['stand', 'fly', 'point'] as const)('%s: her head and both eyes toward the way she faces', (pose) => {
    expect(headMiddle(drawn({ pose, facing: 'right' }))).toBeGreaterThan(2);
    expect(headMiddle(drawn({ pose, facing: 'left' }))).toBeLessThan(-2);
    expect(eyesMiddle(drawn({ pose, facing: 'right' }))).toBeGreaterThan(owl.size * 0.06);
  });

  it('turns her head back over her shoulder to the other side', () => {
    expect(headMiddle(drawn({ facing: 'right', headFacing: 'left' }))).toBeLessThan(headMiddle(drawn({ facing: 'right' })) - 4);
  });

  it('stays square to the reader where a page wants her facing us', () => {
    const front = drawn({ facing: 'front' });
    // Within the brush contour's shift away from the light.
    expect(Math.abs(headMiddle(front))).toBeLessThan(2);
    expect(Math.abs(eyesMiddle(front))).toBeLessThan(0.5);
    expect(drawn({ facing: 'right', headFacing: 'front' })).toBe(front);
  });
});
