import { describe, expect, it } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { groundTop } from '@/pictures/backgrounds';
import { depthScale, drawScene, personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { drawPerson, lookInBook, skeletonOf } from '@/pictures/figures';
import { armsFor, poseSpecs } from '@/pictures/figures/poses';
import { heldPlacement } from '@/pictures/figures/draw-person';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';
import { propHalfWidth } from '@/pictures/props';
import { inBook } from '@/pictures/registry';
import { kitSceneProblems } from '@/pictures/check-kit-scene';
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
 * thing is moved across to a grip point off its centre line and lifted by its grip), and that lift, a share of
 * its size above its base.
 */
function placedGrip(svg: string): { at: Point; lift: number } {
  const m = new RegExp(
    `<g data-held="" transform="translate\\(([-\\d.]+) ([-\\d.]+)\\)(?: rotate\\([-\\d.]+\\))? translate\\([-\\d.]+ ([-\\d.]+)\\)"><circle ${MARK}`,
  ).exec(svg);
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

describe('a pulled rope', () => {
  const dad = { person: 'dad', x: 424, y: 466, pose: 'pull', facing: 'three-quarter-left', expression: 'laughing', clothes: 'winter' } as const;
  const sled = { prop: 'sled', x: 244, y: 484, size: 150, part: 'sled' } as const;
  const scene = (items: Scene['items']): Scene => ({ book: 'charlotte-christmas', background: 'winter-night', time: 'night', items }) as Scene;

  /** The rope's points as drawn: its first path of the rope's edge colour. */
  const ropePoints = (svg: string): Point[] => {
    const d = /<path d="([^"]+)" fill="none" stroke="#6e1f1f"/.exec(svg)![1]!;
    return [...d.matchAll(/[MLQ]([-\d.]+) ([-\d.]+)(?: ([-\d.]+) ([-\d.]+))?/g)].map((m) =>
      m[3] ? { x: Number(m[3]), y: Number(m[4]) } : { x: Number(m[1]), y: Number(m[2]) },
    );
  };

  it('runs from the thing pulled into both closed hands, never to the head or neck', () => {
    inBook('charlotte-christmas', () => {
      for (const overShoulder of [false, true]) {
        const item = { ...dad, ropeTo: { part: 'sled', x: 0.44, y: -0.16, overShoulder } } as PersonPlaced;
        const s = scene([sled, item]);
        const options = personOptions(item, groundTop(s.background), s.wardrobe, s.items);
        expect(options.ropeTo).toMatchObject({ x: 244 + 0.44 * 150 - 424, y: 484 - 0.16 * 150 - 466 });
        const svg = drawPerson(lookInBook('dad', s.wardrobe)!, options);
        const points = ropePoints(svg);
        expect(points[0]!.x).toBeCloseTo(options.ropeTo!.x, 0);
        expect(points[0]!.y).toBeCloseTo(options.ropeTo!.y, 0);
        // Through both fists; the near one (in front, seen turned) closes its fingers over it.
        const hands = handsOf(svg).filter((hand) => points.some((p) => inHand(hand, p)));
        expect(hands).toHaveLength(2);
        expect(hands.filter((hand) => hand.end > svg.indexOf('stroke="#6e1f1f"')).length).toBeGreaterThanOrEqual(1);
        const head = svg.match(/<g data-head=""[^>]*>.*?<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)"/)!;
        const [hx, hy, hr] = [Number(head[1]), Number(head[2]), Number(head[3])];
        for (const p of points) expect(Math.hypot(p.x - hx, p.y - hy), `rope point ${p.x},${p.y}`).toBeGreaterThan(hr * 1.05);
        // Over the shoulder it lies on the shoulder's top, out from the neck, not round the neck.
        const sk = skeletonOf(lookInBook('dad', s.wardrobe)!, options);
        const onShoulder = points.filter((p) => p.y < sk.nearArm.root.y);
        expect(onShoulder).toHaveLength(overShoulder ? 1 : 0);
        for (const p of onShoulder) expect(Math.abs(p.x - sk.shoulder.x)).toBeGreaterThan(sk.shoulderW * 0.25);
      }
    });
  });

  it('follows the thing it pulls, mirrored with it, and names a thing the scene draws', () => {
    inBook('charlotte-christmas', () => {
      const item = { ...dad, ropeTo: { part: 'sled', x: 0.44, y: -0.16 } } as PersonPlaced;
      const flipped = scene([{ ...sled, flip: true }, item]);
      expect(personOptions(item, groundTop(flipped.background), flipped.wardrobe, flipped.items).ropeTo?.x).toBeCloseTo(244 - 0.44 * 150 - 424);
    });
    expect(kitSceneProblems(scene([{ ...dad, ropeTo: { part: 'cart', x: 0, y: 0 } }]))).toEqual(['dad pulls a rope to "cart", which no prop in the scene is']);
  });
});

describe('a held thing is solid', () => {
  it('is outlined with the brush contour like the things standing in the scene, so a pale sheet keeps its edge', () => {
    const scene = {
      book: 'pyeongchang-story',
      background: 'hanok-village',
      time: 'day',
      items: [
        {
          person: 'seojun',
          x: 400,
          y: 460,
          pose: 'hold',
          arms: 'hold-sides',
          facing: 'front',
          expression: 'happy',
          holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 90, part: 'map' },
        },
      ],
    } as unknown as Scene;
    const svg = inBook('pyeongchang-story', () => drawScene(scene));
    const map = svg.slice(svg.indexOf('data-part="map"'));
    // The sheet's outline: a stroked copy of the paper's own shape laid under it.
    expect(map).toMatch(/^[^]*?<path d="M-48 -88H8[^"]*" fill="none" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-linejoin="round"/);
  });

  it('keeps a small thing its own colours: its outline is at most a twenty-fifth of its size', () => {
    const size = 11;
    const scene = {
      book: 'charlotte-birthday',
      background: 'kitchen',
      time: 'day',
      items: [
        { person: 'charlotte', x: 400, y: 460, pose: 'hold', facing: 'front', expression: 'happy', holding: { prop: 'strawberry', size, part: 'berry' } },
      ],
    } as unknown as Scene;
    const svg = inBook('charlotte-birthday', () => drawScene(scene));
    const berry = svg.slice(svg.indexOf('data-part="berry"'));
    const scale = Number(/<g transform="scale\(([\d.]+)\)">/.exec(berry)?.[1]);
    const widths = [...berry.slice(0, berry.indexOf('</g>')).matchAll(/fill="none" stroke="#[0-9a-f]{6}" stroke-width="([\d.]+)"/g)].map(
      (m) => Number(m[1]) * scale,
    );
    expect(widths.length).toBeGreaterThan(0);
    // The line's full shadow-side weight is the stroke's width less the half the shape covers: at most its width.
    const depth = depthScale(groundTop('kitchen'), 460);
    for (const width of widths) expect(width).toBeLessThanOrEqual(((size * depth) / 25) * 2);
  });
});

describe('a flat thing carried in both hands', () => {
  it('stays in the hands by its own height, where reckoned by its width it sank below them', () => {
    const sk = solveSkeleton(proportionsByAge.child, 240, poseSpecs.carry, 'front');
    const at = { x: 0, y: (sk.nearArm.end.y + sk.farArm.end.y) / 2 };
    const [width, height, armW] = [100, 28, 15];
    const sheet = heldPlacement(sk, true, armW, width * 0.4, false, at, width, height);
    // Its base below the hands and its top above them: held, not hanging under the fists.
    expect(sheet.drop).toBeGreaterThan(0);
    expect(sheet.drop - height).toBeLessThan(0);
    // A thing as tall as it is wide is placed as before.
    const box = heldPlacement(sk, true, armW, width * 0.4, false, at, width);
    expect(heldPlacement(sk, true, armW, width * 0.4, false, at, width, width)).toEqual(box);
    expect(box.drop - height).toBeGreaterThan(0);
  });
});
