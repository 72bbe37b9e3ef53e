import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import { books } from '@/content/stories/shelf-books';
import { panelsOf } from '../support/book-panels';

/**
 * Someone held in a hug rests a hand on the hugger's side where the arm reaches it; out of reach, that hand stopped
 * short and hung in the air before the hugger (blind critic r80, birthday p20), so they only lean in. Drawn on that
 * page's own scene (Charlotte kneeling and hugging Leo), with Leo a step nearer her or where the page has him.
 */
const page = panelsOf(books.find((book) => book.story.id === 'charlotte-birthday')!).find((panel) => panel.imageUrl.endsWith('/c7-p2.svg'))!.scene;
const hug = (leoX: number): Scene =>
  ({ ...page, items: page.items.map((item) => ('person' in item && item.person === 'leo' ? { ...item, x: leoX } : item)) }) as Scene;

/** How far toward her (leftward, from his own middle) his hands are drawn, the furthest first. */
const handsOut = (leoX: number) => {
  const svg = renderSceneSvg(hug(leoX));
  // His figure and an arm drawn apart over her are each a group of his, up to the next of hers or his.
  const groups = svg.split(/data-part="(leo|charlotte)"/);
  const his = groups.flatMap((group, i) => (groups[i - 1] === 'leo' ? [group] : [])).join('');
  return [...his.matchAll(/<g data-h="" transform="translate\((-?[\d.]+) /g)].map((m) => -Number(m[1])).sort((a, b) => b - a);
};

it("rests the hugged one's hand on the hugger where it reaches, and leaves it down where it does not", () => {
  // A step from her, his hand goes out to her side.
  expect(handsOut(350)[0]).toBeGreaterThan(18);
  // Where the page has him, further off, neither hand is sent out into the gap between them.
  expect(handsOut(380)[0]).toBeLessThan(18);
});
