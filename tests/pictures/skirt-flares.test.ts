import { describe, expect, it } from 'vitest';
import { drawPerson } from '@/pictures/figures';
import { people } from './book-cast';

/** A skirt flares as cloth: a scalloped hem with folds, not a straight-sided box with a "#" on it (decision 064, round 11). */
describe('a skirt', () => {
  it('has a hem of three scallops and two folds from the waist', () => {
    const look = { ...people.charlotte, outfit: { ...people.charlotte.outfit, kind: 'top-skirt' as const, skirtPattern: 'checks' as const } };
    for (const pose of ['stand', 'run', 'walk'] as const) {
      const svg = drawPerson(look, { height: 240, pose, facing: 'front', expression: 'happy' });
      // The cloth: down one side, then three curves along the hem.
      expect(svg, pose).toMatch(/H[-\d.]+L[-\d.]+ [-\d.]+(Q[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+){3}Z/);
      // The folds: two curved strokes, unfilled.
      expect(svg, pose).toMatch(/<path d="M[^"]*Q[^"]*M[^"]*Q[^"]*" fill="none" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-linecap="round"\/>/);
    }
  });
});
