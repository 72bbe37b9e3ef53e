import { describe, expect, it } from 'vitest';
import './book-cast';
import { SCENE_HEIGHT, type Scene } from '@/pictures/vocabulary/scene';
import { groundTop } from '@/pictures/backgrounds';
import { headOf, type PersonPlaced } from '@/pictures/draw-scene';
import { renderSceneSvg } from '@/pictures/render-scene';
import { cutAtTheSide, shotFrames, tallShot } from '@/pictures/shot-framing';
import { extentOf, reachOf } from '@/pictures/figure-extent';
import { facesCovered, standingTall } from '@/pictures/tall-frame';
import { books } from '@/content/stories/shelf-books';
import { inBook } from '@/pictures/registry';
import { panelsOf, panelKey } from '../support/book-panels';

const person = (id: string, x: number, y = 470): PersonPlaced => ({ person: id, x, y, pose: 'stand', facing: 'front', expression: 'happy' });
const scene = (items: Scene['items'], shot?: Scene['shot']): Scene => ({ background: 'park', time: 'day', items, ...(shot ? { shot } : {}) });

describe('a close or medium shot', () => {
  const people = [person('mom', 150), person('charlotte', 420), person('dad', 700)];

  it.each(['close', 'medium'] as const)('%s: frames the main face at a fifth of the height or more, in both compositions', (size) => {
    const framed = scene(people, { size, on: 'charlotte' });
    const head = headOf(people[1]!, groundTop('park'), undefined);
    const frames = shotFrames(framed)!;
    for (const view of [frames.wide, frames.tall]) {
      expect((2 * head.r) / view.height).toBeGreaterThanOrEqual(0.2);
      expect(head.y - head.r).toBeGreaterThanOrEqual(view.y);
      expect(head.y + head.r).toBeLessThanOrEqual(view.y + view.height);
      expect(head.x - head.r).toBeGreaterThanOrEqual(view.x);
      expect(head.x + head.r).toBeLessThanOrEqual(view.x + view.width);
    }
  });

  it('is closer for a close shot than for a medium one, and a wide scene is not framed', () => {
    const close = shotFrames(scene(people, { size: 'close', on: 'charlotte' }))!;
    const medium = shotFrames(scene(people, { size: 'medium', on: 'charlotte' }))!;
    expect(close.wide.height).toBeLessThan(medium.wide.height);
    expect(medium.wide.height).toBeLessThan(SCENE_HEIGHT);
    expect(shotFrames(scene(people))).toBeNull();
  });

  it('keeps the named company in the frame where it fits, sliding towards it without losing the main face', () => {
    const pair = [person('charlotte', 380), person('leo', 460)];
    const alone = shotFrames(scene(pair, { size: 'medium', on: 'charlotte' }))!.wide;
    const together = shotFrames(scene(pair, { size: 'medium', on: 'charlotte', with: ['leo'] }))!.wide;
    expect(together.x).toBeGreaterThan(alone.x);
    expect(together.x + together.width).toBeGreaterThan(460);
  });

  it('rises to keep a taller companion’s head whole, as far as the main face stays in the frame', () => {
    const pair = [person('charlotte', 380), person('dad', 470)];
    const ground = groundTop('park');
    const dadHead = headOf(pair[1]!, ground, undefined);
    const child = headOf(pair[0]!, ground, undefined);
    const alone = shotFrames(scene(pair, { size: 'medium', on: 'charlotte' }))!.wide;
    const together = shotFrames(scene(pair, { size: 'medium', on: 'charlotte', with: ['dad'] }))!.wide;
    expect(together.y).toBeLessThan(alone.y);
    expect(together.y).toBeLessThanOrEqual(dadHead.y - dadHead.r);
    expect(child.y + child.r).toBeLessThanOrEqual(together.y + together.height);
  });

  it('draws each composition with the frame as its view box', () => {
    const framed = scene(people, { size: 'medium', on: 'charlotte' });
    const frames = shotFrames(framed)!;
    const box = (svg: string) => /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);
    expect(box(renderSceneSvg(framed, { frame: 'wide' }))[3]).toBeCloseTo(frames.wide.height, 0);
    expect(box(renderSceneSvg(framed, { frame: 'tall' }))[2]).toBeCloseTo(frames.tall.width, 0);
  });

  it('names the main figure it cannot find', () => {
    expect(() => shotFrames(scene(people, { size: 'close', on: 'leo' }))).toThrow(/leo/);
  });

  describe('of a crowd the phone’s narrower frame would cut ("Everyone clapped!")', () => {
    const ids = ['grandma', 'mom', 'dad', 'charlotte', 'mina', 'grandpa', 'leo'];
    const crowd: Scene = {
      ...scene(
        ids.map((id, k) => person(id, 330 + k * 40, 450 - (k % 2) * 10)),
        { size: 'medium', on: 'charlotte', with: ['mina', 'mom', 'dad'] },
      ),
      faces: ['charlotte', 'mina', 'mom', 'dad'],
    };
    const ground = groundTop('park');
    const shows = (view: { x: number; y: number; width: number; height: number }, item: Scene['items'][number]) => {
      const head = headOf(item as PersonPlaced, ground, undefined, true);
      return head.x > view.x && head.x < view.x + view.width && head.y > view.y && head.y < view.y + view.height;
    };

    it('keeps on the phone everyone the desk shows, the main face readable', () => {
      const frames = shotFrames(crowd)!;
      const onDesk = crowd.items.filter((item) => shows(frames.wide, item));
      expect(onDesk.length).toBe(ids.length);
      expect(crowd.items.filter((item) => shows(frames.tall, item)).length).toBeLessThan(ids.length);
      const { scene: staged, view } = tallShot(crowd, frames);
      expect(staged.items.filter((item) => 'person' in item && shows(view, item)).length).toBe(ids.length);
      const desk = new Map(facesCovered(crowd).map((share, k) => [ids[k], share]));
      const names = staged.items.flatMap((item) => ('person' in item ? [item.person] : []));
      facesCovered(staged).forEach((share, k) => {
        // Packed this close (40 units apart), the main face keeps at least half of it in sight; one of the other three
        // does not yet (decision 065, round 4).
        if (names[k] === 'charlotte') expect(share).toBeLessThanOrEqual(Math.max(0.5, desk.get('charlotte')!));
      });
    });

    it('is cut from the scene as it stands where the phone’s frame holds everyone the desk shows', () => {
      const pair = scene([person('charlotte', 400), person('leo', 460)], { size: 'medium', on: 'charlotte', with: ['leo'] });
      const frames = shotFrames(pair)!;
      expect(tallShot(pair, frames)).toEqual({ scene: pair, view: frames.tall });
    });

    it('draws the company together where the phone’s frame would cut at its side someone the desk’s frame holds whole', () => {
      const ground = groundTop('park');
      const run = scene(
        [
          { ...person('charlotte', 380), pose: 'run', facing: 'side-left' },
          { animal: 'biscuit', x: 520, y: 496, pose: 'run', facing: 'left', expression: 'happy' },
        ],
        { size: 'medium', on: 'charlotte', with: ['biscuit'] },
      );
      const frames = shotFrames(run)!;
      expect(cutAtTheSide(run, frames, ground)).toContain('biscuit');
      const { scene: staged, view } = tallShot(run, frames);
      expect(cutAtTheSide(staged, { wide: frames.wide, tall: view }, ground)).toEqual([]);
      const dog = staged.items.find((item) => 'animal' in item)!;
      const { left, right } = reachOf(extentOf(dog, ground, undefined)!);
      expect((dog as { x: number }).x + right).toBeLessThanOrEqual(view.x + view.width);
      expect((dog as { x: number }).x + left).toBeGreaterThanOrEqual(view.x);
    });
  });
});

/**
 * Still cut at the soles: the main face is a child's, nearer than the two grown-ups and lower, so the frame can neither
 * rise to the grown-ups' shins without cutting his head nor step out to their feet and keep his face a fifth of it.
 */
const STILL_AT_THE_SOLES = [
  'pyeongchang-story c5-p3 neighbour-grandma',
  'pyeongchang-story c5-p3 seojun-grandpa',
  'charlotte-christmas c2-p2 charlotte',
  'charlotte-christmas c2-p2 dad',
  'charlotte-birthday c3-p3 charlotte',
];

describe("a close or medium shot's foot", () => {
  for (const book of books) {
    it(`cuts nobody at the soles in ${book.story.id}: feet whole, or cut at the shins`, () => {
      const cut: string[] = [];
      for (const panel of panelsOf(book)) {
        const frames = shotFrames(panel.scene);
        if (!frames) continue;
        inBook(panel.scene.book, () => {
          const ground = groundTop(panel.scene.background);
          const bottom = frames.wide.y + frames.wide.height;
          for (const item of panel.scene.items) {
            if (!('person' in item) || item.x < frames.wide.x || item.x > frames.wide.x + frames.wide.width) continue;
            const base = item.floorY ?? item.y;
            if (bottom > base - standingTall(item, ground) * 0.1 && bottom < base + 6) cut.push(`${panelKey(book, panel)} ${item.person}`);
          }
        });
      }
      expect(cut.sort()).toEqual(STILL_AT_THE_SOLES.filter((key) => key.startsWith(`${book.story.id} `)).sort());
    });
  }
});
