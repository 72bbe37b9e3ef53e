import { expect, it } from 'vitest';
import { beardOutline, faceOf, headOutline } from './face';

/** A bearded grown-up's head in profile facing right, at a head radius of 100 centred on 0, 0. */
const frame = {
  cx: 0,
  cy: 0,
  r: 100,
  direction: 1 as const,
  turn: 1,
  skin: '#8d5a3b',
  features: faceOf({ age: 'adult', face: { shape: 'long', nose: 'broad' } }),
};

/** A path's points, its numbers in pairs. */
const pointsOf = (d: string) => {
  const numbers = [...d.matchAll(/-?(?:\d+(?:\.\d+)?|\.\d+)/g)].map((m) => Number(m[0]));
  return numbers.flatMap((_, i) => (i % 2 === 0 ? [{ x: numbers[i]!, y: numbers[i + 1]! }] : []));
};

it('lays a profile beard along its own jaw and chin, not standing out in front of the face', () => {
  // A face-on beard's curve laid on a profile ran out past the mouth and nose, a black strap with a spike (blind critic r78).
  const beard = pointsOf(beardOutline(frame, frame));
  // The outline's points past its crown's arc, whose flags would pair the numbers wrongly.
  const head = pointsOf(headOutline(frame).replace(/A[^A-Za-z]*/, ' '));
  const front = Math.max(...head.map((p) => p.x));
  const chin = Math.max(...head.map((p) => p.y));
  // No further forward than the head's own front, less a hair's breadth, and nothing of it above the mouth's line.
  expect(Math.max(...beard.map((p) => p.x))).toBeLessThanOrEqual(front * 1.05);
  expect(Math.min(...beard.filter((p) => p.x > 40).map((p) => p.y))).toBeGreaterThan(60);
  // Down to the chin, and back past the head's middle to the sideburn before the ear.
  expect(Math.max(...beard.map((p) => p.y))).toBeGreaterThanOrEqual(chin * 0.98);
  expect(Math.min(...beard.map((p) => p.x))).toBeLessThan(0);
});
