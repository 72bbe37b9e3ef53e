import { describe, expect, it } from 'vitest';
import './book-cast';
import { books } from '@/content/stories/shelf-books';
import { inBook } from '@/pictures/registry';
import { shotFrames } from '@/pictures/shot-framing';
import { restingOn, restsIn, tallComposition } from '@/pictures/tall-frame';
import type { PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { panelsOf, panelKey } from '../support/book-panels';

type Thing = Extract<PictureItem, { prop: string }> | Extract<PictureItem, { icon: string }>;
const isThing = (item: PictureItem): item is Thing => 'prop' in item || 'icon' in item;

/** Each named thing the wide picture shows resting on or in a prop, with that prop: [thing, prop], by their places in the scene. */
const restingPairs = (scene: Scene): [number, number][] =>
  restingOn(scene.items).flatMap((under, i) => {
    const item = scene.items[i]!;
    return under !== undefined && isThing(item) && item.part ? [[i, under] as [number, number]] : [];
  });

const person = (id: string, x: number) => ({ person: id, x, y: 460, pose: 'stand', facing: 'front', expression: 'happy' }) as const;
const house = { prop: 'house-front', x: 700, y: 380, size: 200, part: 'house' } as const;
const star = { prop: 'paper-star', x: 734, y: 300, size: 24, part: 'star' } as const;

describe('what a thing rests on or in', () => {
  it('is the smallest prop drawn before it whose box holds its foot above the base', () => {
    const table = { prop: 'table', x: 400, y: 470, size: 160 } as const;
    const cake = { prop: 'birthday-cake', x: 420, y: 380, size: 70, part: 'cake' } as const;
    const onFloor = { prop: 'present', x: 420, y: 470, size: 30 } as const;
    const road = { prop: 'lane', x: 400, y: 500, size: 800 } as const;
    const behind = { prop: 'present', x: 700, y: 330, size: 30 } as const;
    expect(restingOn([house, table, star, cake, onFloor, road, { ...star, x: 420, y: 480 }])).toEqual([
      undefined,
      undefined,
      0,
      1,
      undefined,
      undefined,
      undefined,
    ]);
    // Drawn before the house, a thing is behind it, not in it.
    expect(restingOn([behind, house])).toEqual([undefined, undefined]);
    // Placed by hand for the phone, it is set apart.
    expect(restingOn([house, { ...star, tall: { x: 200 } }])).toEqual([undefined, undefined]);
  });

  it('holds an animal lifted off the ground (a dog riding on a sled), not one standing on the ground by it', () => {
    const sled = { prop: 'sled', x: 268, y: 436, size: 140, part: 'sled' } as const;
    const riding = { animal: 'biscuit', x: 262, y: 366, floorY: 408, pose: 'sit', facing: 'right', expression: 'proud' } as const;
    const beside = { animal: 'biscuit', x: 262, y: 420, pose: 'sit', facing: 'right', expression: 'proud' } as const;
    expect(restingOn([sled, riding, beside])).toEqual([undefined, 0, undefined]);
  });
});

describe("the phone's picture keeps a thing where it rests", () => {
  it("a star in a named house's window stays on that spot of the house while the group is drawn together", () => {
    const scene: Scene = { background: 'park', time: 'day', items: [house, star, person('mom', 80), person('charlotte', 300), person('dad', 520)] };
    const tall = tallComposition(scene).scene.items;
    const [tallHouse, tallStar] = [tall[0] as typeof house, tall[1] as typeof star];
    expect(tallHouse.x).not.toBeCloseTo(house.x, 0);
    expect(tallStar.x - tallHouse.x).toBeCloseTo(star.x - house.x, 5);
    expect(tallStar.y - tallHouse.y).toBeCloseTo(star.y - house.y, 5);
  });

  it('a table of the scenery follows the named cake on it', () => {
    const table = { prop: 'table', x: 700, y: 470, size: 160 } as const;
    const cake = { prop: 'birthday-cake', x: 690, y: 380, size: 70, part: 'cake' } as const;
    const scene: Scene = { background: 'park', time: 'day', items: [table, cake, person('mom', 80), person('charlotte', 300)] };
    const tall = tallComposition(scene).scene.items;
    const [tallTable, tallCake] = [tall[0] as typeof table, tall[1] as typeof cake];
    expect(tallCake.x).not.toBeCloseTo(cake.x, 0);
    expect(tallCake.x - tallTable.x).toBeCloseTo(cake.x - table.x, 5);
  });
});

describe("the phone's picture keeps a small named thing where it rests in the wide one", () => {
  for (const book of books) {
    it(`in every wide shot of ${book.story.id}`, () => {
      const moved: string[] = [];
      for (const panel of panelsOf(book)) {
        if (shotFrames(panel.scene)) continue;
        inBook(panel.scene.book, () => {
          const tall = tallComposition(panel.scene).scene;
          for (const [i, j] of restingPairs(panel.scene)) {
            const [thing, under] = [tall.items[i] as Thing, tall.items[j] as Extract<PictureItem, { prop: string }>];
            const [wideThing, wideUnder] = [panel.scene.items[i] as Thing, panel.scene.items[j] as Extract<PictureItem, { prop: string }>];
            // On a named prop (a house, a sled), on the same spot of it, to a unit; on the scenery, still on it.
            const spotKept = Math.abs(thing.x - under.x - (wideThing.x - wideUnder.x)) <= 1;
            if (!restsIn(thing, under) || (wideUnder.part && !spotKept)) moved.push(`${panelKey(book, panel)} ${thing.part}`);
          }
        });
      }
      expect(moved).toEqual([]);
    });
  }
});
