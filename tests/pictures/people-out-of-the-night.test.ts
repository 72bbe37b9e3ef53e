import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';

/**
 * At night each person is lifted out of the tint in their own shape, hands and boots included, once where two
 * overlap: a soft oval round the body's middle left arms and legs in the full blue, grey beside a lantern (blind critic
 * r63, forest c4-p3), and lit the wall between the legs. Someone lying down keeps the night, as the bed round them does.
 */

const yard = (time: Scene['time'], pose: 'stand' | 'sleep' = 'stand'): Scene =>
  ({
    book: 'charlotte-christmas',
    background: 'snowy-street',
    time,
    items: [
      { person: 'charlotte', x: 250, y: 470, pose, facing: 'front', expression: 'happy' },
      { person: 'mom', x: 330, y: 470, pose: 'stand', facing: 'front', expression: 'happy', clothes: 'winter' },
    ],
  }) as Scene;

const tintMask = (svg: string) => /<mask id="kit-lights">(.*?)<\/mask>/.exec(svg)?.[1] ?? '';
const lifted = (svg: string) => [...tintMask(svg).matchAll(/<use href="#(kit-fig-\d+)"\/>/g)].map((m) => m[1]);

it('at night both people are lifted in their own shapes, in one group, and no oval is opened round a body', () => {
  const svg = renderSceneSvg(yard('night'));
  const ids = lifted(svg);
  expect(ids).toEqual(['kit-fig-0', 'kit-fig-1']);
  for (const id of ids) expect(svg).toContain(`<g id="${id}">`);
  expect(tintMask(svg)).toMatch(/^<rect[^>]*\/><g filter="url\(#kit-lift\)"><use/);
  expect(svg).not.toContain('kit-body');
});

it('someone lying down is not lifted, the one standing beside them is', () => {
  expect(lifted(renderSceneSvg(yard('night', 'sleep')))).toEqual(['kit-fig-1']);
});

it('an evening and a day lift no one: their light keeps the clothes their colours', () => {
  for (const time of ['evening', 'day'] as const) expect(renderSceneSvg(yard(time))).not.toContain('kit-lift');
});

it("at night each face's and bare hand's opening and warm glaze is kept inside the people as drawn, a sleeper's too, so none lights a ring on the wall", () => {
  const svg = renderSceneSvg(yard('night', 'sleep'));
  const inPeople = /<mask id="kit-in-people"[^>]*>(.*?)<\/mask>/.exec(svg)?.[1] ?? '';
  expect([...inPeople.matchAll(/<use href="#(kit-fig-\d+)"\/>/g)].map((m) => m[1])).toEqual(['kit-fig-0', 'kit-fig-1']);
  const openings = svg.match(/<(?:circle|ellipse) [^>]*fill="url\(#kit-(?:face|hand|face-warm|hand-warm)\)"[^>]*>/g) ?? [];
  expect(openings.length).toBeGreaterThan(3);
  for (const opening of openings) expect(opening).toContain('mask="url(#kit-in-people)"');
});

it('a thing drawn in front of a lifted person keeps the night over them where it hides them, and keeps their openings off it', () => {
  // Lifted in one shape under everything, the grandfather's arm behind a table showed through its top as a pale ghost
  // (blind critic r78, pyeongchang p3): a sled drawn after her is laid over her lift in the mask as it is drawn
  // (beside her, not laid on her).
  const scene = yard('night');
  const withSled = { ...scene, items: [scene.items[0]!, { prop: 'sled', variant: 'resting', x: 310, y: 490, size: 130 }] } as Scene;
  const svg = renderSceneSvg(withSled);
  expect(tintMask(svg)).toMatch(
    /<use href="#kit-fig-0" filter="url\(#kit-white\)"\/><use href="#kit-fig-0" filter="url\(#kit-lift\)"\/><use href="#kit-fig-1" filter="url\(#kit-white\)"\/>/,
  );
  const inPeople = /<mask id="kit-in-people"[^>]*>(.*?)<\/mask>/.exec(svg)?.[1] ?? '';
  expect(inPeople).toMatch(/<use href="#kit-fig-0" filter="url\(#kit-white\)"\/><use href="#kit-fig-1" filter="url\(#kit-black\)"\/>/);
  expect(svg).toContain('<filter id="kit-black">');
});
