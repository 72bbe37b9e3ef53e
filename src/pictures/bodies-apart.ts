import type { Box } from './figure-extent';
import type { LaidOut, PictureLayout } from './picture-layout';

/**
 * Whether one composition lets bodies pass through each other more than another of the same scene does: a dog's body
 * through a child's legs, a head pushed into a shoulder, a hand on a head, a dog on the cake. The phone's picture is
 * held to the wide one's (decision 085): what the desk draws apart stays apart, what it draws overlapping (a hug, a
 * child in front of a parent) may overlap as much.
 */

/** How much more of the smaller of two bodies may lie inside the other: two figures that brush read as near. */
const BODY_TOLERANCE = 0.12;
/** How much more of a hand or what it holds may lie on a head: a hand beside a head is not on it. */
const HAND_TOLERANCE = 0.15;
/** How much more of a named thing someone acts on another figure's body may come over. */
const THING_TOLERANCE = 0.2;

/** Samples across each box when measuring an area under other boxes. */
const GRID = 16;

const inside = (boxes: readonly Box[], x: number, y: number) => boxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
/** A box's area (none for a box turned inside out). */
export const boxArea = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
const around = (boxes: readonly Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  right: Math.max(...boxes.map((b) => b.right)),
  top: Math.min(...boxes.map((b) => b.top)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
});

/** The area of a region (a union of boxes) that also lies in all of `also`, sampled on a grid over the region's bounds. */
function areaOf(region: readonly Box[], ...also: (readonly Box[])[]): number {
  if (region.length === 0) return 0;
  const bounds = around(region);
  const [w, h] = [bounds.right - bounds.left, bounds.bottom - bounds.top];
  if (w <= 0 || h <= 0) return 0;
  const n = GRID * 2;
  let hit = 0;
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) {
      const x = bounds.left + (w * (a + 0.5)) / n;
      const y = bounds.top + (h * (b + 0.5)) / n;
      if (inside(region, x, y) && also.every((boxes) => inside(boxes, x, y))) hit += 1;
    }
  }
  return (hit / (n * n)) * boxArea(bounds);
}

/** The share of the smaller of two bodies that lies inside the other. */
function bodiesShared(a: readonly Box[], b: readonly Box[]): number {
  const smaller = Math.min(areaOf(a), areaOf(b));
  return smaller === 0 ? 0 : Math.min(1, areaOf(a, b) / smaller);
}

/** The share of a box that these boxes come over. */
function coveredBy(box: Box, over: readonly Box[]): number {
  return boxArea(box) === 0 ? 0 : Math.min(1, areaOf([box], over) / boxArea(box));
}

/** One way a composition passes bodies through each other more than the other composition does. */
export interface Through {
  kind: 'bodies' | 'head into body' | 'hand on head' | 'over a thing acted on';
  /** The figure that comes over, and what it comes over (a figure, or a named thing). */
  over: string;
  under: string;
  was: number;
  now: number;
}

const figuresOf = (layout: PictureLayout) => layout.things.filter((t) => (t.kind === 'person' || t.kind === 'animal') && t.body);

/** Each pair of figures, and how much of the smaller body lies in the other. */
function pairsOf(layout: PictureLayout): Map<string, number> {
  const figures = figuresOf(layout);
  const shared = new Map<string, number>();
  figures.forEach((a, i) => figures.slice(i + 1).forEach((b) => shared.set([a.part, b.part].sort().join(' and '), bodiesShared(a.body!, b.body!))));
  return shared;
}

/** Each person's hands, and what they hold, on each other person's head (with its hair): the most of one hand or thing that lies on it. */
function handsOnHeads(layout: PictureLayout): Map<string, number> {
  const people = figuresOf(layout).filter((t) => t.kind === 'person' && t.grasp);
  const on = new Map<string, number>();
  for (const hands of people) {
    for (const head of people) {
      if (head !== hands) on.set(`${hands.part}'s hand on ${head.part}'s head`, Math.max(...hands.grasp!.map((hand) => coveredBy(hand, [head.body![0]!]))));
    }
  }
  return on;
}

/** Each person's head (with its hair) inside each other figure's body: a head pushed into a shoulder, a dog's head at a knee. */
function headsIntoBodies(layout: PictureLayout): Map<string, number> {
  const figures = figuresOf(layout);
  const into = new Map<string, number>();
  for (const head of figures.filter((t) => t.kind === 'person')) {
    for (const body of figures) if (body !== head) into.set(`${body.part} into ${head.part}'s head`, coveredBy(head.body![0]!, body.body!));
  }
  return into;
}

/** The named things someone acts on (turns to, or reaches for), with who acts on them. */
function actedOn(layout: PictureLayout): { thing: LaidOut; by: Set<string> }[] {
  return layout.things
    .filter((t) => t.kind === 'thing' && t.named && !t.landmark)
    .map((thing) => ({
      thing,
      by: new Set(
        layout.things
          .filter((p) => p.kind === 'person' && (p.turnsTo?.part === thing.part || (p.reaches ?? []).some((reach) => reach.on === thing.part)))
          .map((p) => p.part),
      ),
    }))
    .filter(({ by }) => by.size > 0);
}

/** Each figure's body over each named thing someone else acts on, as the share of the thing covered. */
function overThings(layout: PictureLayout): Map<string, number> {
  const over = new Map<string, number>();
  for (const { thing, by } of actedOn(layout)) {
    for (const figure of figuresOf(layout)) {
      if (!by.has(figure.part)) over.set(`${figure.part} over ${thing.part}#${thing.order}`, coveredBy(thing.box, figure.body!));
    }
  }
  return over;
}

/** Where `now` (the phone's picture) passes bodies through each other, lands a hand on a head or covers a thing acted on, more than `was` (the wide one) does. */
export function throughEachOther(was: PictureLayout, now: PictureLayout): Through[] {
  const found: Through[] = [];
  const compare = (kind: Through['kind'], before: Map<string, number>, after: Map<string, number>, tolerance: number, split: string) =>
    after.forEach((share, key) => {
      const old = before.get(key) ?? 0;
      if (share <= old + tolerance) return;
      const [over, under] = key.split(split) as [string, string];
      found.push({ kind, over, under, was: old, now: share });
    });
  compare('bodies', pairsOf(was), pairsOf(now), BODY_TOLERANCE, ' and ');
  compare('head into body', headsIntoBodies(was), headsIntoBodies(now), BODY_TOLERANCE, ' into ');
  compare('hand on head', handsOnHeads(was), handsOnHeads(now), HAND_TOLERANCE, "'s hand on ");
  compare('over a thing acted on', overThings(was), overThings(now), THING_TOLERANCE, ' over ');
  return found;
}
