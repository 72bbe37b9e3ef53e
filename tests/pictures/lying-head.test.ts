import { describe, expect, it } from 'vitest';
import './book-cast';
import { headOf, type PersonPlaced } from '@/pictures/draw-scene';
import { groundTop } from '@/pictures/backgrounds';
import { standingTall } from '@/pictures/tall-frame';

const ground = groundTop('party-room');
const lying = (facing: 'side-left' | 'side-right'): PersonPlaced => ({ person: 'charlotte', x: 720, y: 420, pose: 'lie', facing, expression: 'happy' });

/** The frames and the shot-list check find a person by the head; a lying person's head is on the pillow, not above the hip. */
describe('a lying person’s head', () => {
  it('is out along the body (the hip is its anchor) on the side it lies toward, near the ground', () => {
    for (const [facing, side] of [
      ['side-left', -1],
      ['side-right', 1],
    ] as const) {
      const person = lying(facing);
      const tall = standingTall(person, ground);
      for (const staged of [false, true]) {
        const head = headOf(person, ground, undefined, staged);
        expect(side * (head.x - person.x)).toBeGreaterThan(tall * 0.3);
        expect(head.y).toBeGreaterThan(person.y - tall * 0.3);
        expect(head.y).toBeLessThanOrEqual(person.y);
      }
    }
  });
});
