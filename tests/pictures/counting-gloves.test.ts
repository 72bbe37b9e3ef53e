import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';
import { drawHand } from '@/pictures/figures/hands';

it("a glove has a bare hand's fingers but is cloth: not marked as skin, and not a mitten's pouch", () => {
  const from = { x: 0, y: 0 };
  const at = { x: 0, y: 20 };
  const bare = drawHand(from, at, 8, '#c33', {});
  const glove = drawHand(from, at, 8, '#c33', { glove: true });
  expect(bare).toContain('data-h=""');
  expect(glove).toBe(bare.replaceAll(' data-h=""', ''));
  expect(drawHand(from, at, 8, '#c33', { mitten: true })).not.toBe(glove);
});

/** A child holding up five fingers to count, in her everyday or her winter clothes. */
const counting = (clothes?: 'winter'): Scene =>
  ({
    book: 'charlotte-christmas',
    background: 'snowy-street',
    time: 'day',
    items: [
      {
        person: 'charlotte',
        x: 300,
        y: 470,
        pose: 'stand',
        facing: 'front',
        expression: 'happy',
        arms: 'finger-up',
        fingers: 5,
        ...(clothes ? { clothes } : {}),
      },
    ],
  }) as Scene;

/** How many shapes each hand drawn at this transform is made of. */
const handShapes = (svg: string, open: string) =>
  svg
    .split(open)
    .slice(1)
    .map((rest) => (rest.slice(0, rest.indexOf('</g>')).match(/<(?:rect|ellipse|path|circle) /g) ?? []).length);

it('counting in winter, both hands wear gloves, each drawn as a bare hand is (a counting glove beside a mitten read as a mismatched pair: blind critic r76)', () => {
  const bare = renderSceneSvg(counting());
  const winter = renderSceneSvg(counting('winter'));
  const hands = [...new Set([...bare.matchAll(/<g data-h="" transform="([^"]+)">/g)].map((m) => m[1]!))];
  expect(hands).toHaveLength(2);
  for (const at of hands) expect(handShapes(winter, `<g transform="${at}">`)).toEqual(handShapes(bare, `<g data-h="" transform="${at}">`));
  // Wool, not skin: neither is shaded as a bare hand.
  expect(winter).not.toContain('data-h=""');
});
