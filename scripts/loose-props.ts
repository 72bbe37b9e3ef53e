/**
 * Loose props: for every panel of every book, each separate scene prop whose drawn box touches a person's
 * hand but that the person does not hold. A reader sees a phone, a jar or a list beside a hand as floating
 * there: what a hand has should be the person's `holding` (the engine then grips it); what a hand only
 * reaches (`reachTo`, a palm on a door) is listed as reached, for the book's author to judge.
 * Run: npx tsx scripts/loose-props.ts [book id …]
 * Only things small enough to hold are listed (a table or a wall a hand rests on is not loose), and no landmark.
 * The props' boxes are measured in Chromium (/usr/bin/chromium), as drawn, in the wide composition's scene units.
 */
import { chromium } from '@playwright/test';
import { books } from '@/content/stories/shelf-books';
import { groundTop } from '@/pictures/backgrounds';
import { personOptions, seatOnShoulders, type PersonPlaced } from '@/pictures/draw-scene';
import { lookInBook, skeletonOf } from '@/pictures/figures';
import { fistOf } from '@/pictures/figures/draw-person';
import { proportionsByAge } from '@/pictures/figures/proportions';
import type { LimbPoints, Point } from '@/pictures/figures/skeleton';
import { drawProp, isLandmarkProp } from '@/pictures/props';
import { inBook } from '@/pictures/registry';
import { SCENE_HEIGHT, SCENE_WIDTH, type PictureItem, type Scene } from '@/pictures/vocabulary/scene';

type PropPlaced = Extract<PictureItem, { prop: string }>;
interface Hand {
  person: string;
  side: 'near' | 'far';
  at: Point;
  r: number;
  reached: boolean;
  /** The person's standing height: a thing a hand could hold is small beside it. */
  height: number;
}
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const wanted = process.argv.slice(2);

/** A prop drawn alone where the scene puts it, for the browser to measure. */
function propAlone(item: PropPlaced): string {
  const turn = [item.flip ? 'scale(-1 1)' : '', item.rotate ? `rotate(${item.rotate})` : ''].filter(Boolean).join(' ');
  const markup = drawProp(item.prop, { size: item.size, variant: item.variant, count: item.count, lit: item.lit, litCount: item.litCount, label: item.label });
  return `<g transform="translate(${item.x} ${item.y})${turn ? ` ${turn}` : ''}">${markup}</g>`;
}

/** Each person's two closed hands in scene units (a lying figure's turned as the renderer lays it down). */
function handsIn(scene: Scene): Hand[] {
  const ground = groundTop(scene.background);
  const items = scene.items;
  const hands: Hand[] = [];
  items.forEach((item, i) => {
    if (!('person' in item)) return;
    const next = items[i + 1];
    const placed: PersonPlaced = item.pose === 'ride-shoulders' && next && 'person' in next ? seatOnShoulders(item, next, ground, scene.wardrobe) : item;
    const look = lookInBook(item.person, scene.wardrobe);
    if (!look) return;
    const options = personOptions(placed, ground, scene.wardrobe);
    const sk = skeletonOf(look, options);
    const armW = proportionsByAge[look.age].armW * options.height * look.height;
    const a = (sk.rotation * Math.PI) / 180;
    const turn = (p: Point): Point => (sk.rotation ? { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) - sk.raise } : p);
    const hand = (limb: LimbPoints, side: 'near' | 'far'): Hand => {
      const fist = turn(fistOf(limb, armW));
      return {
        person: item.person,
        side,
        at: { x: placed.x + fist.x, y: placed.y + fist.y },
        r: armW * 0.55,
        reached: item.reachTo?.[side] !== undefined,
        height: options.height * look.height,
      };
    };
    hands.push(hand(sk.nearArm, 'near'), hand(sk.farArm, 'far'));
  });
  return hands;
}

/** A thing a hand could hold: no longer, either way, than this share of the person's standing height (not a table, a wall, a porch). */
const HOLDABLE = 0.45;

const touches = (box: Box, hand: Hand) => {
  if (Math.max(box.right - box.left, box.bottom - box.top) > hand.height * HOLDABLE) return false;
  const x = Math.max(box.left, Math.min(hand.at.x, box.right));
  const y = Math.max(box.top, Math.min(hand.at.y, box.bottom));
  return Math.hypot(hand.at.x - x, hand.at.y - y) <= hand.r;
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: SCENE_WIDTH, height: SCENE_HEIGHT } });
await page.setContent(
  `<body style="margin:0"><svg id="s" xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" style="overflow:visible"></svg></body>`,
);
let count = 0;
for (const book of books.filter((b) => wanted.length === 0 || wanted.includes(b.story.id))) {
  for (const chapter of book.chapters)
    for (const panel of chapter.panels) {
      const scene = panel.scene;
      const key = panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4);
      const props = scene.items.filter((item): item is PropPlaced => 'prop' in item && !isLandmarkProp(item.prop));
      if (props.length === 0) continue;
      const { hands, markup } = inBook(scene.book, () => ({ hands: handsIn(scene), markup: props.map(propAlone) }));
      const boxes: Box[] = await page.evaluate((groups) => {
        const svg = document.getElementById('s')!;
        return groups.map((g) => {
          svg.innerHTML = g;
          const r = svg.firstElementChild!.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        });
      }, markup);
      props.forEach((prop, i) => {
        const box = boxes[i]!;
        if (box.right <= box.left) return;
        for (const hand of hands.filter((h) => touches(box, h))) {
          count += 1;
          const name = [prop.prop, prop.variant].filter(Boolean).join(':') + (prop.part ? ` (${prop.part})` : '');
          console.log(
            `${book.story.id} ${key}: ${name} at ${prop.x},${prop.y} touches ${hand.person}'s ${hand.side} hand${hand.reached ? ' (reached)' : ''}, not held`,
          );
        }
      });
    }
}
await browser.close();
console.log(`${count} loose prop${count === 1 ? '' : 's'} at a hand`);
