import { describe, expect, test } from 'vitest';
import { across } from './forest-river';
import { FAR } from './pebble-bend';
import { acrossPlace, placeInBox, stonePlace } from './river-stones';

describe('Pebble Bend’s stepping stones', () => {
  test('seen from beside the crossing, the row rests on both banks and its stones do not touch', () => {
    const [nearBank, depth] = across(0.5, 0);
    const [farBank] = across(0.5, 1);
    const places = [0, 1, 2, 3, 4].map(placeInBox);
    expect(places[0]!.x - places[0]!.w / 2).toBeLessThanOrEqual(nearBank);
    expect(places[4]!.x + places[4]!.w / 2).toBeGreaterThanOrEqual(farBank);
    for (const place of places) expect(place.y).toBe(depth);
    for (let i = 1; i < 5; i++) expect(places[i]!.x - places[i]!.w / 2).toBeGreaterThan(places[i - 1]!.x + places[i - 1]!.w / 2);
  });

  test('seen straight across, the row runs from our bank’s edge to the far bank’s, each stone further off smaller', () => {
    const places = [0, 1, 2, 3, 4].map(acrossPlace);
    // Our bank's edge is the bend's base (y = 0), the far bank's its top (y = -FAR): the end stones lie on them.
    expect(places[0]!.y).toBeGreaterThan(-1);
    expect(places[4]!.y).toBeLessThan(-FAR + 1);
    for (let i = 1; i < 5; i++) {
      expect(places[i]!.y).toBeLessThan(places[i - 1]!.y);
      expect(places[i]!.w).toBeLessThan(places[i - 1]!.w);
    }
  });

  test('a stone’s place in the scene follows the river it lies in', () => {
    expect(stonePlace({ x: 430, y: 548, size: 400 }, 2)).toEqual({ x: 393, y: 472 });
    expect(stonePlace({ x: 530, y: 548, size: 400 }, 2).x).toBe(493);
  });
});
