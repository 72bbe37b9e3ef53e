import { expect, it } from 'vitest';
import { drawHair } from './hair';

/** A child's head turned away to the left, at a head radius of 100 centred on 0, 0, under a wool hat's brim. */
const frame = { cx: 0, cy: 0, r: 100, direction: -1 as const, turn: 0.55, skin: '#e8b48f' };
const brim = { side: -0.12, control: -0.5 };

/** The back-of-head outline's points, in head radii, x toward the side the face is turned to. */
function backPoints(markup: string): { x: number; y: number }[] {
  const d = /data-part="back-of-head" d="([^"]*)"/.exec(markup)![1]!;
  const numbers = d.match(/-?[\d.]+/g)!.map(Number);
  const points = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push({ x: (numbers[i]! * frame.direction) / frame.r, y: numbers[i + 1]! / frame.r });
  return points;
}

it('brings the hair round to the jaw on the face side under a hat, not a bare cheek below the brim', () => {
  // Cut back to the crown's line, the skin from the brim down read as a faceless head with an ear (r82, christmas p17).
  const faceSide = backPoints(drawHair('ponytail', '#6b4226', frame, undefined, brim, true).front).filter((p) => p.x > 0.5);
  expect(Math.max(...faceSide.map((p) => p.y))).toBeGreaterThan(0.5);
});

it('keeps the cheek below the temple bare on a head without a hat, where the temple hair shows', () => {
  const faceSide = backPoints(drawHair('ponytail', '#6b4226', frame, undefined, undefined, true).front).filter((p) => p.x > 0.5);
  expect(Math.max(...faceSide.map((p) => p.y))).toBeLessThan(0);
});
