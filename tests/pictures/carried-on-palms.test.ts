import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';

/**
 * A map carried flat on two open palms (`carry-under`) lies on the hands: with its bottom edge in the fists and the
 * fingers drawn over its front, one fist read as pasted on a board (blind critic r80, pyeongchang p14).
 */
const carrying = (facing: 'three-quarter-left' | 'side-right'): Scene =>
  ({
    book: 'pyeongchang-story',
    background: 'road-sign',
    time: 'day',
    items: [
      {
        person: 'seojun',
        x: 400,
        y: 470,
        pose: 'walk',
        arms: 'carry-under',
        facing,
        expression: 'sad',
        holding: { prop: 'map-carried', variant: 'soaked', size: 76, part: 'neighbourhood-map' },
      },
    ],
  }) as Scene;

/** The y of a group's translates, summed: where a hand or the held thing is set in the figure. */
const yOf = (transform: string) => [...transform.matchAll(/translate\((-?[\d.]+) (-?[\d.]+)\)/g)].reduce((sum, m) => sum + Number(m[2]), 0);

// Turned, as the books carry one (a face-on carry is not drawn in any book).
it('draws a thing carried on the palms over both hands, resting on them', () => {
  for (const facing of ['three-quarter-left', 'side-right'] as const) {
    const svg = renderSceneSvg(carrying(facing));
    const held = /<g data-held="" transform="([^"]+)">/.exec(svg);
    expect(held, facing).not.toBeNull();
    const hands = [...svg.matchAll(/<g data-h="" transform="([^"]+)">/g)];
    expect(hands.length, facing).toBeGreaterThanOrEqual(2);
    // No hand or its fingers are drawn after it, over its front.
    expect(
      hands.filter((hand) => hand.index! > held!.index!),
      facing,
    ).toEqual([]);
    // Its base lies on the hands (at or above the lower one), not hanging from them with its edge in the fists.
    expect(yOf(held![1]!), facing).toBeLessThan(Math.max(...hands.map((hand) => yOf(hand[1]!))));
  }
});
