import { describe, expect, it } from 'vitest';
import './book-cast';
import { books } from '@/content/stories/shelf-books';
import type { Book } from '@/content/stories/pictured-book';
import { groundTop } from '@/pictures/backgrounds';
import { facesIn } from '@/pictures/draw-scene';
import { extentOf, type Box } from '@/pictures/figure-extent';
import { inBook } from '@/pictures/registry';
import { shotFrames } from '@/pictures/shot-framing';
import { tallComposition } from '@/pictures/tall-frame';
import type { Scene } from '@/pictures/vocabulary/scene';

/**
 * The phone's frame draws a wide group together; it must not press a face the wide picture leaves clear behind
 * the figure in front. Measured here from the figures' real extents (their skeletons in the pose, what their
 * hands hold): the share of each face's box the most covering figure drawn after it comes over.
 */
type Panel = Book['chapters'][number]['panels'][number];
const panelsOf = (book: Book): Panel[] => (book.chapters as readonly { panels: readonly Panel[] }[]).flatMap((chapter) => [...chapter.panels]);
const keyOf = (book: Book, panel: Panel) => `${book.story.id} ${panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4)}`;
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Each person's face (by name) and the share of it that a later person or animal comes over. */
function covered(scene: Scene): Map<string, number> {
  const ground = groundTop(scene.background);
  const faces = facesIn(scene, ground);
  const shares = new Map<string, number>();
  let k = 0;
  scene.items.forEach((under, i) => {
    if (!('person' in under)) return;
    const head = faces[k++]!;
    const face = { left: head.x - head.r, right: head.x + head.r, top: head.y - head.r, bottom: head.y + head.r };
    let worst = 0;
    scene.items.forEach((over, j) => {
      if (j <= i || !('x' in over) || !('y' in over) || !('person' in over || 'animal' in over)) return;
      if (j === i + 1 && under.pose === 'ride-shoulders') return;
      for (const box of extentOf(over, ground, scene.wardrobe)?.parts ?? []) {
        const at = { left: box.left + over.x, right: box.right + over.x, top: box.top + over.y, bottom: box.bottom + over.y };
        worst = Math.max(worst, overlap(face, at) / (4 * head.r * head.r));
      }
    });
    shares.set(under.person, worst);
  });
  return shares;
}

/** How much more of a face's box the phone's picture may cover than the wide one: the width of a hair's edge. */
const TOLERANCE = 0.04;
/**
 * Phone pictures placed by hand (`tall:`) where the measure's box for a held thing is far larger than what is
 * drawn: the picnic mat Mom holds out beside Leo's face is a narrow strip, its box a square.
 */
const BOXES_NOT_DRAWINGS = ['korean-charlotte-birthday c5-p1'];
/**
 * Wide shots whose group is too wide for the phone's frame with every face clear, where a step back up the ground
 * cannot clear a face pressed against a head beside it at the same height (Mina beside Charlotte at the cake,
 * charlotte-birthday c9-p1), or the figure cannot step (Charlotte on the window seat, charlotte-christmas c6-p2).
 * Pressing the group harder sideways to clear them covered the counted presents instead. They wait for a closer
 * frame on fewer people. Listed panels may clear; one not listed that presses a face fails.
 */
const STILL_PRESSED = [
  'charlotte-birthday c9-p1',
  'charlotte-christmas c6-p2',
  'charlotte-christmas c9-p1',
  'korean-charlotte-birthday c2-p1',
  'korean-charlotte-birthday c9-p1',
  // Restaged by the books on 2026-11-26 while the engine changed; pressed harder still by the engine before.
  'charlotte-birthday c9-p3',
  'pyeongchang-story c4-p3',
  'pyeongchang-story c6-p3',
];

describe("the phone's frame keeps faces as clear as the wide picture does", () => {
  for (const book of books) {
    it(`in every wide shot of ${book.story.id}`, () => {
      const pressed: string[] = [];
      for (const panel of panelsOf(book)) {
        if (shotFrames(panel.scene)) continue;
        inBook(panel.scene.book, () => {
          const wide = covered(panel.scene);
          const tall = covered(tallComposition(panel.scene).scene);
          const focus = new Set(panel.scene.faces ?? wide.keys());
          for (const [who, share] of tall) {
            if (focus.has(who) && share > wide.get(who)! + TOLERANCE)
              pressed.push(`${keyOf(book, panel)} ${who}: ${wide.get(who)!.toFixed(2)} -> ${share.toFixed(2)}`);
          }
        });
      }
      const expected = [...BOXES_NOT_DRAWINGS, ...STILL_PRESSED].sort().filter((key) => key.startsWith(`${book.story.id} `));
      // The books change while the engine does: a listed panel that clears passes too; a new one fails.
      expect(pressed.filter((line) => !expected.includes(line.split(' ').slice(0, 2).join(' ')))).toEqual([]);
    });
  }
});
