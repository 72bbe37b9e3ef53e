import { describe, expect, it } from 'vitest';
import './book-cast';
import { books } from '@/content/stories/shelf-books';
import { inBook } from '@/pictures/registry';
import { shotFrames } from '@/pictures/shot-framing';
import { FACE_TOLERANCE, facesCovered, tallComposition } from '@/pictures/tall-frame';
import type { Scene } from '@/pictures/vocabulary/scene';
import { panelsOf, panelKey } from '../support/book-panels';

/**
 * The phone's frame draws a wide group together; it must not press a face the wide picture leaves clear behind
 * the figure in front. Measured here from the figures' real extents (their skeletons in the pose, what their
 * hands hold): the share of each face's box the most covering figure drawn after it comes over, by the engine's
 * own measure (facesCovered), here by each person's name.
 */
function covered(scene: Scene): Map<string, number> {
  const shares = facesCovered(scene);
  return new Map(scene.items.flatMap((item) => ('person' in item ? [item.person] : [])).map((person, k) => [person, shares[k]!]));
}

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
  'pyeongchang-story c6-p2',
];

describe('the measure of a covered face', () => {
  const standing = (x: number, y: number, person: string) =>
    ({ person, x, y, pose: 'stand', facing: 'front', expression: 'happy' }) as const satisfies Scene['items'][number];
  const scene = (items: Scene['items']): Scene => ({ background: 'kitchen', time: 'day', items });

  it('finds a child’s face a good share covered by a grown-up drawn just in front of her, and none when they stand apart', () => {
    inBook('charlotte-birthday', () => {
      expect(facesCovered(scene([standing(400, 470, 'charlotte'), standing(400, 480, 'dad')]))[0]).toBeGreaterThan(0.25);
      expect(facesCovered(scene([standing(200, 470, 'charlotte'), standing(600, 480, 'dad')]))).toEqual([0, 0]);
    });
  });
});

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
            if (focus.has(who) && share > wide.get(who)! + FACE_TOLERANCE)
              pressed.push(`${panelKey(book, panel)} ${who}: ${wide.get(who)!.toFixed(2)} -> ${share.toFixed(2)}`);
          }
        });
      }
      const expected = [...BOXES_NOT_DRAWINGS, ...STILL_PRESSED].sort().filter((key) => key.startsWith(`${book.story.id} `));
      // The books change while the engine does: a listed panel that clears passes too; a new one fails.
      expect(pressed.filter((line) => !expected.includes(line.split(' ').slice(0, 2).join(' ')))).toEqual([]);
    });
  }
});

/**
 * Phone pictures placed by hand (`tall:`) where a head comes over a face a little: Theo's hair at the edge of
 * Charlotte's face on the flood bank (forest-adventure c2-p2), set apart by hand for the flood.
 */
const HEADS_BY_HAND = ['forest-adventure c2-p2'];
/**
 * Where the measure's boxes meet but the drawing does not: Grandpa hugs Mom from behind in the last hug
 * (charlotte-birthday c9-p3), so the hug keeps him at her shoulder, and the box round her hair reaches his face's
 * box by about half in both pictures; drawn, his face under the cap is clear of her hair on the phone (looked at).
 */
const HEAD_BOXES_NOT_DRAWINGS = ['charlotte-birthday c9-p3'];
/** More than a tenth of a face's box under another's head (its hair, a hat, a ponytail) reads as two heads fused; the frame lets a head come a tenth of the face's width over it. */
const HEAD_OVER_FACE = 0.1;

describe("the phone's frame keeps every head off the faces behind it", () => {
  it('measures a head with its hair over the face beside it, and none a step apart', () => {
    inBook('charlotte-birthday', () => {
      const standing = (x: number, y: number, person: string) =>
        ({ person, x, y, pose: 'stand', facing: 'front', expression: 'happy' }) as const satisfies Scene['items'][number];
      const pair = (dx: number): Scene => ({ background: 'kitchen', time: 'day', items: [standing(400, 470, 'charlotte'), standing(400 + dx, 474, 'leo')] });
      expect(facesCovered(pair(30), 'heads')[0]).toBeGreaterThan(0.15);
      expect(facesCovered(pair(120), 'heads')[0]).toBe(0);
    });
  });

  for (const book of books) {
    it(`in every wide shot of ${book.story.id}`, () => {
      const fused: string[] = [];
      for (const panel of panelsOf(book)) {
        if (shotFrames(panel.scene)) continue;
        inBook(panel.scene.book, () => {
          const names = panel.scene.items.flatMap((item) => ('person' in item ? [item.person] : []));
          const wide = facesCovered(panel.scene, 'heads');
          facesCovered(tallComposition(panel.scene).scene, 'heads').forEach((share, k) => {
            if (share > HEAD_OVER_FACE && share > wide[k]! + FACE_TOLERANCE)
              fused.push(`${panelKey(book, panel)} ${names[k]}: ${wide[k]!.toFixed(2)} -> ${share.toFixed(2)}`);
          });
        });
      }
      const allowed = [...HEADS_BY_HAND, ...HEAD_BOXES_NOT_DRAWINGS];
      expect(fused.filter((line) => !allowed.includes(line.split(' ').slice(0, 2).join(' ')))).toEqual([]);
    });
  }
});
