import { describe, expect, it } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { groundTop } from '@/pictures/backgrounds';
import { depthScale, personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { drawPerson, lookInBook } from '@/pictures/figures';
import { armsFor } from '@/pictures/figures/poses';
import { propHalfWidth } from '@/pictures/props';
import { inBook } from '@/pictures/registry';
import type { Scene } from '@/pictures/vocabulary/scene';
import { handsOf, type DrawnHand, type Point } from './drawn-parts';

/**
 * Every way a book's people hold something, drawn as the books draw it: the held thing's grip point (its
 * declared grip, or the hands' share of a two-handed carry) must lie inside the closed hand, not beside it.
 * A marker at the grip point stands in for the thing, so what is measured is where the engine puts it.
 */

const MARK = 'data-grip-mark=""';

/**
 * Where the engine put the held thing: the picture point its group takes it by (its translate, before the
 * thing is lifted by its grip), and that lift, a share of its size above its base.
 */
function placedGrip(svg: string): { at: Point; lift: number } {
  const m = new RegExp(`<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\)(?: rotate\\([-\\d.]+\\))? translate\\(0 ([-\\d.]+)\\)"><circle ${MARK}`).exec(svg);
  if (!m) throw new Error('held marker not found');
  return { at: { x: Number(m[1]), y: Number(m[2]) }, lift: Number(m[3]) };
}

/** Whether a point lies inside a drawn closed hand: its palm ellipse or the block of folded fingers (figures/hands.ts). */
function inHand(hand: DrawnHand, p: Point): boolean {
  const w = hand.width;
  const len = Math.hypot(hand.palm.x - hand.wrist.x, hand.palm.y - hand.wrist.y) || 1;
  const ux = (hand.palm.x - hand.wrist.x) / len;
  const uy = (hand.palm.y - hand.wrist.y) / len;
  const along = (p.x - hand.wrist.x) * ux + (p.y - hand.wrist.y) * uy;
  const across = -(p.x - hand.wrist.x) * uy + (p.y - hand.wrist.y) * ux;
  const palm = ((along - 0.3 * w) / (0.52 * w)) ** 2 + (across / (0.47 * w)) ** 2 <= 1;
  const fingers = along >= 0.5 * w && along <= 0.92 * w && Math.abs(across) <= 0.37 * w;
  return palm || fingers;
}

/** The closed hand's middle, where a two-handed carry rests on it. */
const fist = (hand: DrawnHand): Point => {
  const len = Math.hypot(hand.palm.x - hand.wrist.x, hand.palm.y - hand.wrist.y) || 1;
  return {
    x: hand.wrist.x + ((hand.palm.x - hand.wrist.x) / len) * hand.width * 0.42,
    y: hand.wrist.y + ((hand.palm.y - hand.wrist.y) / len) * hand.width * 0.42,
  };
};

interface Holding {
  where: string;
  item: PersonPlaced;
  scene: Scene;
}

function holdings(): Holding[] {
  return books.flatMap((book) =>
    book.chapters.flatMap((chapter) =>
      chapter.panels.flatMap((panel) =>
        panel.scene.items
          .filter(
            (item): item is PersonPlaced => 'person' in item && (item.holding !== undefined || item.holdingFar !== undefined) && item.pose !== 'ride-shoulders',
          )
          .map((item) => ({
            where: `${book.story.id} ${panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4)} ${item.person}`,
            item,
            scene: panel.scene,
          })),
      ),
    ),
  );
}

const all = holdings();

describe('held things are gripped', () => {
  it('finds the books’ held things to check', () => {
    expect(all.length).toBeGreaterThan(60);
  });

  it.each(all.filter(({ item }) => item.holding).map((h) => [h.where, h] as const))('%s: the held thing’s grip is in the hand', (_, { item, scene }) => {
    inBook(scene.book, () => {
      const options = personOptions(item, groundTop(scene.background), scene.wardrobe);
      const look = lookInBook(item.person, scene.wardrobe)!;
      const svg = drawPerson(look, { ...options, held: `<circle ${MARK}/>` });
      const { at: grip, lift } = placedGrip(svg);
      const hands = handsOf(svg);
      const arms = armsFor(item.pose, item.arms, item.otherArm);
      if (arms.holds === 'both') {
        // Taken by its own grip, or higher up on it so it stays below the chin, never above its top.
        expect(lift).toBeGreaterThanOrEqual((options.heldDrop ?? 0) - 0.06);
        expect(lift).toBeLessThanOrEqual(Math.max(options.heldDrop ?? 0, (options.heldRigidSize ?? 0) * 0.9) + 0.06);
        // Two hands: both fists on the thing, at its grip's height and within its width.
        const depth = depthScale(groundTop(scene.background), item.floorY ?? item.y) * (item.scale ?? 1);
        const half = item.holding!.size * depth * propHalfWidth(item.holding!.prop);
        const near = hands.filter((hand) => Math.abs(fist(hand).y - grip.y) <= hand.width * 0.6 && Math.abs(fist(hand).x - grip.x) <= half + hand.width * 0.3);
        expect(near.length, `both fists on it; grip at ${grip.x.toFixed(1)},${grip.y.toFixed(1)}`).toBeGreaterThanOrEqual(2);
      } else {
        // Taken by its own grip, or, up in a raised fist, near its base (figures/draw-person.ts raisedGrip).
        expect([options.heldDrop ?? 0, (options.heldRigidSize ?? NaN) * 0.12].some((share) => Math.abs(share - lift) < 0.06)).toBe(true);
        expect(
          hands.some((hand) => inHand(hand, grip)),
          `grip at ${grip.x.toFixed(1)},${grip.y.toFixed(1)}; hands ${hands.map((h) => `${h.palm.x.toFixed(1)},${h.palm.y.toFixed(1)}`).join(' ')}`,
        ).toBe(true);
      }
    });
  });

  it.each(all.filter(({ item }) => item.holdingFar).map((h) => [h.where, h] as const))('%s: the far hand’s thing is in the far hand', (_, { item, scene }) => {
    inBook(scene.book, () => {
      const options = personOptions(item, groundTop(scene.background), scene.wardrobe);
      const look = lookInBook(item.person, scene.wardrobe)!;
      const svg = drawPerson(look, { ...options, held: undefined, heldFar: `<circle ${MARK}/>` });
      const { at: grip, lift } = placedGrip(svg);
      expect(lift).toBeCloseTo(options.heldFarDrop ?? 0, 1);
      expect(handsOf(svg).some((hand) => inHand(hand, grip))).toBe(true);
    });
  });
});
