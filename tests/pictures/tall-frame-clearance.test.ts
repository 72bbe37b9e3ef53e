import { describe, expect, it } from 'vitest';
import './book-cast';
import type { PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { groundTop } from '@/pictures/backgrounds';
import { headOf, type PersonPlaced } from '@/pictures/draw-scene';
import { extentOf, reachOf, type Box } from '@/pictures/figure-extent';
import { tallComposition } from '@/pictures/tall-frame';

/**
 * The phone's frame draws a wide group together from each figure's real extent: arms out, a stride, what a
 * hand holds. These check the geometry of the result, so a frame that packs people by a fixed width fails.
 */
const ground = groundTop('park');
const scene = (items: Scene['items']): Scene => ({ background: 'park', time: 'day', items });
const people = (items: readonly PictureItem[]) => items.filter((item): item is PersonPlaced => 'person' in item);
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
const placed = (box: Box, x: number, y: number): Box => ({ left: box.left + x, right: box.right + x, top: box.top + y, bottom: box.bottom + y });

/** The share of each earlier figure's face that a later figure's limbs, body, head or held things come over. */
function coveredFaces(items: readonly PictureItem[]): number[] {
  const shares: number[] = [];
  items.forEach((under, i) => {
    if (!('person' in under)) return;
    const head = headOf(under, ground, undefined);
    const face = { left: head.x - head.r, right: head.x + head.r, top: head.y - head.r, bottom: head.y + head.r };
    for (const over of items.slice(i + 1)) {
      if (!('x' in over) || !('y' in over)) continue;
      const boxes = extentOf(over, ground, undefined)!.parts.map((box) => placed(box, over.x, over.y));
      shares.push(Math.max(0, ...boxes.map((box) => overlap(face, box))) / (4 * head.r * head.r));
    }
  });
  return shares;
}

describe('the phone frame draws a group together by its real extents', () => {
  // Three grown-ups round a table across the whole wide picture, arms held out over it.
  const table: PictureItem = { prop: 'table', x: 400, y: 470, size: 260 };
  const adult = (id: string, x: number, facing: PersonPlaced['facing']): PersonPlaced => ({
    person: id,
    x,
    y: 480,
    pose: 'stand',
    arms: 'hold-out',
    facing,
    expression: 'happy',
  });
  const three = [table, adult('mom', 110, 'three-quarter-right'), adult('grandpa', 400, 'front'), adult('dad', 690, 'three-quarter-left')];

  it('keeps every face of a group of three at a table uncovered, all three whole in the frame', () => {
    const { scene: staged, view } = tallComposition(scene(three));
    for (const share of coveredFaces(staged.items)) expect(share).toBeLessThanOrEqual(0.1);
    for (const person of people(staged.items)) {
      const reach = reachOf(extentOf(person, ground, undefined)!);
      expect(person.x + reach.left).toBeGreaterThanOrEqual(view.x);
      expect(person.x + reach.right).toBeLessThanOrEqual(view.x + view.width);
    }
  });

  it('reckons a stride and arms held out wider than a figure standing at rest', () => {
    const rest = reachOf(extentOf({ person: 'dad', x: 0, y: 480, pose: 'stand', facing: 'front', expression: 'happy' }, ground, undefined)!);
    const stride = reachOf(extentOf({ person: 'dad', x: 0, y: 480, pose: 'run', facing: 'side-right', expression: 'happy' }, ground, undefined)!);
    const out = reachOf(extentOf(adult('dad', 0, 'front'), ground, undefined)!);
    expect(stride.right - stride.left).toBeGreaterThan(rest.right - rest.left);
    expect(out.right - out.left).toBeGreaterThan(rest.right - rest.left);
  });

  it('keeps a named thing in a hand whole in the frame and clear of the figure drawn after it', () => {
    const pouring: PersonPlaced = {
      person: 'grandma',
      x: 690,
      y: 470,
      pose: 'hold',
      facing: 'three-quarter-left',
      expression: 'happy',
      holding: { prop: 'watering-can', variant: 'pouring-right', size: 80, part: 'watering-can' },
    };
    const bowing: PersonPlaced = { person: 'charlotte', x: 330, y: 484, pose: 'bow', arms: 'hold-out', facing: 'three-quarter-right', expression: 'happy' };
    const { scene: staged, view } = tallComposition(scene([adult('dad', 110, 'three-quarter-right'), pouring, bowing]));
    const [, grandma, child] = staged.items as PersonPlaced[];
    const can = extentOf(grandma!, ground, undefined)!.keep.map((box) => placed(box, grandma!.x, grandma!.y))[1]!;
    expect(can.left).toBeGreaterThanOrEqual(view.x);
    expect(can.right).toBeLessThanOrEqual(view.x + view.width);
    const over = extentOf(child!, ground, undefined)!.parts.map((box) => placed(box, child!.x, child!.y));
    const covered = Math.max(...over.map((box) => overlap(can, box))) / ((can.right - can.left) * (can.bottom - can.top));
    expect(covered).toBeLessThanOrEqual(0.1);
  });

  it('draws a pair that already overlaps in the wide picture no closer, and keeps the order left to right', () => {
    const hugging = [adult('mom', 380, 'three-quarter-right'), adult('dad', 430, 'three-quarter-left'), adult('grandpa', 760, 'front')];
    const staged = tallComposition(scene(hugging)).scene.items as PersonPlaced[];
    expect(staged[1]!.x - staged[0]!.x).toBeCloseTo(50, 0);
    expect(staged[0]!.x).toBeLessThan(staged[1]!.x);
    expect(staged[1]!.x).toBeLessThan(staged[2]!.x);
  });
});
