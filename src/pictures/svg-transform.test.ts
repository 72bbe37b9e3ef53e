import { expect, it } from 'vitest';
import { matrixOf, times } from './svg-transform';

const apply = (m: number[], x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];

it('reads rotate about a point as SVG does', () => {
  // (0, 0) turned half round (10, 0) lands at (20, 0).
  const [x, y] = apply(matrixOf('rotate(180 10 0)'), 0, 0);
  expect(x).toBeCloseTo(20);
  expect(y).toBeCloseTo(0);
});

it('applies a list left to right as nested groups, and reads matrix()', () => {
  // Scaled by 2 inside a move of (5, 5): (1, 1) → (2, 2) → (7, 7); then mirrored about x = 10 → (13, 7).
  const m = times(matrixOf('matrix(-1 0 0 1 20 0)'), matrixOf('translate(5 5) scale(2)'));
  expect(apply(m, 1, 1)).toEqual([13, 7]);
});
