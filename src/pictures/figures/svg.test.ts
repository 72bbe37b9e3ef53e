import { expect, it } from 'vitest';
import { n, pt } from './svg';

it('writes a number to a tenth without a leading zero, which SVG does not need', () => {
  expect([n(0.46), n(-0.54), n(12.34), n(-3.06), n(0.04), n(-0.04), n(7)]).toEqual(['.5', '-.5', '12.3', '-3.1', '0', '0', '7']);
  expect(pt(0.5, -0.7)).toBe('.5 -.7');
});
