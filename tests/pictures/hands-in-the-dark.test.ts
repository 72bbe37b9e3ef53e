import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import { HAND_LIFT, HAND_WARM_PROFILE, tintKept } from '@/pictures/style/face-light';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';

/**
 * Bare hands keep their skin in the dark: under the night's or a lamp-lit room's blue, hands beside warm faces read as
 * grey rubber gloves (blind critics r58). Each bare hand in sight is opened in the tint and warmed; a mitten is cloth
 * and keeps the night as the coat does; by day nothing is opened.
 */

const street = (time: Scene['time']): Scene =>
  ({
    book: 'charlotte-christmas',
    background: 'snowy-street',
    time,
    items: [
      { person: 'charlotte', x: 250, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
      { person: 'mom', x: 550, y: 470, pose: 'stand', facing: 'front', expression: 'happy', clothes: 'winter' },
    ],
  }) as Scene;

const openings = (svg: string, fill: string) =>
  (svg.match(new RegExp(`<(?:circle|ellipse) [^>]*fill="url\\(#${fill}\\)"`, 'g')) ?? []).map((c) => Number(/cx="([\d.]+)"/.exec(c)![1]));

it('at night each bare hand is opened in the dark and warmed, and a mittened hand is not', () => {
  const svg = renderSceneSvg(street('night'));
  const opened = openings(svg, 'kit-hand');
  expect(opened).toHaveLength(2);
  // Both are Charlotte's, on either side of her; none is Mom's in her mittens.
  expect(opened.every((x) => Math.abs(x - 250) < 60)).toBe(true);
  expect(openings(svg, 'kit-hand-warm')).toHaveLength(2);
});

it("a pointing hand's finger is opened on past its palm, so it is not a grey stick out of a warm fist", () => {
  const pointing = street('night');
  pointing.items = [{ ...(pointing.items[0] as object), arms: 'point' } as Scene['items'][number]];
  const opened = openings(renderSceneSvg(pointing), 'kit-hand');
  expect(opened).toHaveLength(3);
});

it('a hand under a blanket laid round its person is left to the dark, so the blanket over it is not lit in a round patch', () => {
  const wrapped = street('night');
  wrapped.items = [wrapped.items[0]!, { prop: 'throw-blanket', variant: 'wrapped', x: 250, y: 470, size: 240 } as Scene['items'][number]];
  expect(openings(renderSceneSvg(wrapped), 'kit-hand')).toEqual([]);
});

it('by day no hand is opened', () => {
  expect(openings(renderSceneSvg(street('day')), 'kit-hand')).toEqual([]);
});

it("a hand's opening and glaze end just past the hand, so no pale ring stands round it", () => {
  for (const profile of [HAND_LIFT, HAND_WARM_PROFILE]) {
    const beside = tintKept([{ x: 0, y: 0, r: 1, profile }], 1.35, 0);
    expect(beside).toBeGreaterThanOrEqual(0.99);
    expect(tintKept([{ x: 0, y: 0, r: 1, profile }], 0, 0)).toBeLessThan(0.6);
  }
});
