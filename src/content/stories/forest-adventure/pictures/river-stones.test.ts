import { describe, expect, test } from 'vitest';
import { FAR } from './pebble-bend';
import { DIAGONAL_STEP, TIGHT_STEP, acrossPlace, acrossStonePlace } from './river-stones';

describe('Pebble Bend’s stepping stones', () => {
  test.each([
    ['as the row is built', DIAGONAL_STEP],
    ['as Bramble crosses it', TIGHT_STEP],
  ])('seen straight across %s, the row runs from our bank’s edge to the far bank’s, each stone further off smaller', (_, step) => {
    const places = [0, 1, 2, 3, 4].map((i) => acrossPlace(i, step));
    // Our bank's edge is the bend's base (y = 0), the far bank's its top (y = -FAR): the end stones lie on them.
    expect(places[0]!.y).toBeGreaterThan(-1);
    expect(places[4]!.y).toBeLessThan(-FAR + 1);
    for (let i = 1; i < 5; i++) {
      expect(places[i]!.y).toBeLessThan(places[i - 1]!.y);
      expect(places[i]!.w).toBeLessThan(places[i - 1]!.w);
    }
  });

  test('a stone’s place in the scene follows the bend it lies in', () => {
    const here = acrossStonePlace({ x: 430, y: 548, size: 400 }, 2, TIGHT_STEP);
    expect(acrossStonePlace({ x: 530, y: 548, size: 400 }, 2, TIGHT_STEP)).toEqual({ x: here.x + 100, y: here.y });
    expect(acrossStonePlace({ x: 430, y: 448, size: 400 }, 2, TIGHT_STEP)).toEqual({ x: here.x, y: here.y - 100 });
  });
});
