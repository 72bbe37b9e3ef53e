import type { Scene } from '@/pictures/vocabulary/scene';
import { boxArea, throughEachOther } from './bodies-apart';
import { cutThatMustShow, cutTooFar, mustShowOnPhone, shareCut, sideCut } from './close-shot';
import { contactsBroken } from './contacts-kept';
import { handsSideBySide } from './hands-side-by-side';
import type { Box } from './figure-extent';
import { layoutOf, type LaidOut, type PictureLayout } from './picture-layout';
import {
  anyStacked,
  composed,
  deskCamera,
  FACE_TOLERANCE,
  offTheBottomEdge,
  phoneSetByHand,
  SKY_FILL,
  TALL_WIDTH,
  tallComposition,
  topThirdCovered,
  wideView,
  type Rows,
  type View,
} from './tall-frame';
import { turnedToTargets } from './turned-to-targets';

/**
 * The phone's picture of a wide shot: the staging `chosenTall` takes, stepped up off the frame's bottom edge where a foot
 * would touch it (`offTheBottomEdge`, decision 164). Places set by hand for the phone were set for its frame as it is.
 */
export function solvedTall(scene: Scene): { scene: Scene; view: View } {
  return phoneSetByHand(scene) ? chosenTall(scene) : offTheBottomEdge(chosenTall(scene));
}

/**
 * The phone's picture of a wide shot, solved rather than squeezed (decisions 085, 090). The group drawn together for
 * the narrow frame (`tallComposition`) is taken where no body passes through another, no hand lands on a head and no
 * figure comes over a thing someone acts on, more than in the wide picture, and every contact the wide picture has is
 * kept (`contactsBroken`: a hand on what it touches, a held thing's grip, a rope's end, a thing on its support, a
 * seat). Where it is not, the frame looks for a picture that is: further out, so the group is drawn together less;
 * then with every body kept as clear of the others as the wide picture keeps it, not only the faces, and then every
 * named thing too; closest first. It takes the first picture with no fault of either kind; else, where the squeezed one
 * passes bodies through each other, the first that passes none; else the first that keeps every contact and passes
 * no body through another that the squeezed one does not. A picture is taken only where it keeps all the phone's picture
 * already keeps (faces as clear, heads off faces, small named things as uncovered, everyone as whole inside the
 * frame, the top third as full, things resting where they rest, hands on what they are on there or on the desk, faces in
 * rows). Where none is, a closer shot of the verb (`onTheVerb`), taken where it keeps every contact the squeezed one
 * breaks, or where it passes fewer bodies through each other, none new, and breaks no contact the squeezed one keeps;
 * else the squeezed one stays, and the checks name it.
 */
function chosenTall(scene: Scene): { scene: Scene; view: View } {
  const desk = { ...handsSideBySide(scene), camera: deskCamera(scene) };
  const wide = layoutOf(desk, wideView(desk));
  const near = inRowsKept(scene, wide);
  // A crowd stands in rows of its own (`tallComposition`); places set by hand for the phone stay as set.
  const people = scene.items.filter((item) => 'person' in item).length;
  if (phoneSetByHand(scene)) return near;
  const first = drawn(near);
  const faults = (layout: PictureLayout) => ({
    through: new Set(throughEachOther(wide, layout).map((t) => `${t.kind} ${t.over} ${t.under}`)),
    broken: new Set([...contactsBroken(wide, layout).map((c) => `${c.kind} ${c.who} ${c.what}`), ...wordsCovered(scene, wide, layout)]),
  });
  const squeezed = faults(first);
  if (squeezed.through.size === 0 && squeezed.broken.size === 0) return near;
  const crowd = people > CROWD;
  const stacked = anyStacked(near.scene);
  const closest = TALL_WIDTH / near.view.width;
  // Each staging is drawn and measured once, when a rule first asks for it.
  const stagings: (() => { tall: { scene: Scene; view: View }; faults?: ReturnType<typeof faults> })[] = [];
  for (let zoom = closest; zoom >= Math.max(1, closest - FURTHEST) - 1e-9; zoom -= ZOOM_STEP) {
    for (const apart of [undefined, 'bodies', 'things'] as const) {
      if (!apart && zoom === closest) continue;
      let made: ReturnType<(typeof stagings)[number]> | undefined;
      stagings.push(() => {
        if (made) return made;
        const tall = composed(scene, zoom, apart, undefined, near.rows);
        const layout = drawn(tall);
        made = keepsAll(wide, first, layout) && (stacked || !anyStacked(tall.scene)) ? { tall, faults: faults(layout) } : { tall };
        return made;
      });
    }
  }
  // First a picture with no fault of either kind; then, as before contacts were kept, one that passes no body
  // through another; then one that keeps every contact and passes no body through another that the squeezed one
  // does not.
  const rules = [
    (now: ReturnType<typeof faults>) => now.through.size === 0 && now.broken.size === 0,
    (now: ReturnType<typeof faults>) => squeezed.through.size > 0 && now.through.size === 0,
    (now: ReturnType<typeof faults>) => squeezed.broken.size > 0 && now.broken.size === 0 && within(now.through, squeezed.through),
  ];
  for (const rule of crowd ? [] : rules) {
    for (const staging of stagings) {
      const { tall, faults: found } = staging();
      if (found && rule(found)) return tall;
    }
  }
  // No frame holds the group whole with its contacts kept or its bodies apart (a crowd tries none: it stands in rows of
  // its own): a closer shot of the verb (decisions 091, 108). The group is drawn together less than the frame's width
  // asks, as close as the squeezed picture (heads no smaller), and slid across it so that all the frame must show is in
  // (`mustShowOnPhone`: the faces the picture is about, every hand on what it touches, every animal and named thing);
  // the frame's sides cut only bodies, and a bystander, whose face is in or whose whole head is out.
  const closeShots: (() => CloseShot)[] = [];
  // A closer shot is kept where the frame cuts nothing it must show and keeps all the squeezed picture does.
  const closeKept = (tall: { scene: Scene; view: View }, layout: PictureLayout) =>
    cutThatMustShow(wide, layout, scene.faces).length === 0 && keepsAll(wide, first, layout, 'cut') && (stacked || !anyStacked(tall.scene));
  for (const spread of SPREADS) {
    for (const apart of [undefined, 'bodies', 'things'] as const) {
      let made: ReturnType<(typeof closeShots)[number]> | undefined;
      closeShots.push(() => {
        if (made) return made;
        const tall = onTheVerb(wide, scene, closest, apart, spread, near.rows);
        if (!tall) return (made = { tall: near });
        const layout = drawn(tall);
        made = closeKept(tall, layout) ? { tall, layout, faults: faults(layout) } : { tall };
        return made;
      });
    }
  }
  // Contacts first, as before (the closer shot keeps every contact the squeezed one breaks); then bodies: a closer shot
  // that passes fewer bodies through each other, none the squeezed one does not, and breaks no contact it keeps.
  const contacts = (now: ReturnType<typeof faults>) => !crowd && squeezed.broken.size > 0 && now.broken.size === 0 && within(now.through, squeezed.through);
  const bodies = (now: ReturnType<typeof faults>) =>
    squeezed.through.size > 0 && now.through.size < squeezed.through.size && within(now.through, squeezed.through) && within(now.broken, squeezed.broken);
  // The first the contacts' rule takes, as before; of those the bodies' rule takes, the one that passes fewest bodies
  // through each other, the least spread of equals.
  const kept = closeShots.find((shot) => {
    const { faults: found } = shot();
    return found && contacts(found);
  });
  if (kept) return lessSpread(kept(), (spread) => onTheVerb(wide, scene, closest, undefined, spread, near.rows), faults, closeKept);
  const apart = closeShots.map((shot) => shot()).filter(({ faults: found }) => found && bodies(found));
  if (apart.length > 0) return apart.reduce((best, shot) => (shot.faults!.through.size < best.faults!.through.size ? shot : best)).tall;
  return near;
}

/**
 * The things with words on them (a calendar's plan for the day, a sign) that the phone's figures cover more of than the
 * desk's, by more than a hair: a child reads the words on the page in the picture too, and a fist or a head of hair
 * over the end of them (korean c1-p1's calendar, drawn together with the girl beside it) loses them.
 */
export function wordsCovered(scene: Scene, wide: PictureLayout, tall: PictureLayout): string[] {
  const labelled = new Set(scene.items.flatMap((item) => ('prop' in item && item.label ? [item.part ?? item.prop] : [])));
  return tall.things.flatMap((thing) => {
    const then = wide.things.find((t) => t.order === thing.order && t.part === thing.part);
    if (thing.kind !== 'thing' || !labelled.has(thing.part) || !then) return [];
    return thingCovered(tall, thing) > thingCovered(wide, then) + WORDS_HAIR ? [`words covered ${thing.part}`] : [];
  });
}
/**
 * How much more of a thing with words on it the phone's figures may cover than the desk's: pyeongchang c5-p2's stone, its
 * date and count clear of the hands on it, 0.04 more; korean c1-p1's calendar, its plan's last word under her hair, 0.07.
 */
const WORDS_HAIR = 0.05;

/**
 * The group drawn together for the phone, in depth rows where `tallComposition` stands it so (decision 107) and the
 * rows keep all the group side by side keeps (`keepsAll`: faces, heads off faces, hands on what they are on, whole
 * bodies, things resting); else side by side.
 */
function inRowsKept(scene: Scene, wide: PictureLayout): ReturnType<typeof tallComposition> {
  const near = tallComposition(scene);
  if (!near.rows) return near;
  const side = tallComposition(scene, false);
  return keepsAll(wide, drawn(side), drawn(near), undefined, ROWS_THING_HAIR) ? near : side;
}

/**
 * How much more of a small named thing the depth rows may cover than the group side by side does: a hair, as a face's
 * (an animal's back over the edge of the thing on the floor, 0.275 of it against 0.25, where the rows stand a grown-up
 * whole behind a child instead of cut at the frame's edge with the child pasted over his legs).
 */
const ROWS_THING_HAIR = 0.04;

/** How much wider than the frame a closer shot's group may stand, tried in turn: the least that keeps the contacts. */
const SPREADS = [1.15, 1.3, 1.45, 1.6];

/**
 * A closer shot of the verb (see `composed`): the group drawn together for `spread` times the frame's width and slid
 * the least that brings all the frame must show inside it and each bystander's face in or the whole head out, or
 * undefined where no slide does.
 */
function onTheVerb(wide: PictureLayout, scene: Scene, zoom: number, apart: 'bodies' | 'things' | undefined, spread: number, rows?: Rows) {
  const centred = composed(scene, zoom, apart, { spread, slide: 0 }, rows);
  const shown = mustShowOnPhone(wide, drawn(centred), scene.faces);
  const boxes = shown.filter(({ what }) => what !== 'bystander').map(({ box }) => box);
  const bystanders = shown.filter(({ what }) => what === 'bystander').map(({ box, whole }) => ({ head: box, whole: whole! }));
  const { x, width } = centred.view;
  if (boxes.length === 0) return undefined;
  // Every kept figure moves across by the slide: what must show stands inside the frame from `low` to `high`.
  const low = x + EDGE - Math.min(...boxes.map((box) => box.left));
  const high = x + width - EDGE - Math.max(...boxes.map((box) => box.right));
  const out = (box: Box, slide: number) => 1 - Math.max(0, Math.min(box.right + slide, x + width) - Math.max(box.left + slide, x)) / (box.right - box.left);
  const inOrOut = (slide: number) => bystanders.every(({ head, whole }) => !cutTooFar({ what: 'bystander' }, out(head, slide), out(whole, slide)));
  // The least slide, or one that just brings a bystander's face in or takes the whole head out.
  const candidates = [
    0,
    low,
    high,
    // In at the left, out past it, in at the right, out past it.
    ...bystanders.flatMap(({ head, whole }) => [
      x - head.left + NUDGE,
      x - whole.right - NUDGE,
      x + width - head.right - NUDGE,
      x + width - whole.left + NUDGE,
    ]),
  ].filter((slide) => slide >= low - 1e-6 && slide <= high + 1e-6 && inOrOut(slide));
  if (candidates.length === 0) return undefined;
  const slide = candidates.reduce((best, slide) => (Math.abs(slide) < Math.abs(best) ? slide : best));
  return slide === 0 ? centred : composed(scene, zoom, apart, { spread, slide }, rows);
}

/**
 * A closer shot drawn a little less spread (LESS_SPREAD), taken instead of the one the contacts' rule took where it
 * passes no body through another and breaks no contact that one does not, and its sides cut less of the people and
 * animals at its ends (a procession with a sled: the last walker whole at the left edge, not a fifth cut, with the
 * puller still whole at the right; decision 123).
 */
function lessSpread(
  taken: CloseShot,
  shot: (spread: number) => { scene: Scene; view: View } | undefined,
  faults: (layout: PictureLayout) => { through: Set<string>; broken: Set<string> },
  keeps: (tall: { scene: Scene; view: View }, layout: PictureLayout) => boolean,
): { scene: Scene; view: View } {
  const { faults: was, layout: wasLaid } = taken;
  if (!was || !wasLaid) return taken.tall;
  const tall = shot(LESS_SPREAD);
  if (!tall) return taken.tall;
  const layout = drawn(tall);
  if (!keeps(tall, layout)) return taken.tall;
  const now = faults(layout);
  if (!within(now.through, was.through) || !within(now.broken, was.broken)) return taken.tall;
  const sides = (shown: PictureLayout) =>
    shown.things.filter((t) => t.kind === 'person' || t.kind === 'animal').reduce((sum, t) => sum + sideCut(t, shown.view), 0);
  return sides(layout) < sides(wasLaid) - SIDE_BETTER ? tall : taken.tall;
}

/** How much less spread a closer shot is tried, and how much less of its end people it must cut, in shares of their width. */
const LESS_SPREAD = 1.1;
const SIDE_BETTER = 0.05;

/** A closer shot as drawn, with its layout and faults where it is kept (`closeKept`). */
interface CloseShot {
  tall: { scene: Scene; view: View };
  layout?: PictureLayout;
  faults?: { through: Set<string>; broken: Set<string> };
}

/** Whether every fault in `a` is in `b` too. */
const within = (a: Set<string>, b: Set<string>) => [...a].every((fault) => b.has(fault));

/** A hair past the edge, so a slide that brings a head just in or takes it just out does. */
const NUDGE = 0.01;
/** Room a closer shot keeps between the frame's side and what it must show, in canvas units. */
const EDGE = 6;

/** A staging as the phone draws it: each turned to its target, then hands that meet set side by side (`render-scene.ts`). */
const drawn = (tall: { scene: Scene; view: View }) => layoutOf(handsSideBySide(turnedToTargets(tall.scene)), tall.view);

/** How much further out at a time the frame looks, and how far out at most: further, the people stand small under empty sky. */
const ZOOM_STEP = 0.05;
const FURTHEST = 0.2;
/** More people than this are a crowd, which the narrow frame stands in rows. */
const CROWD = 4;
/** A figure or named thing may be cut by the frame's edge by this share of its box (the shot-list check allows a tenth). */
const CUT = 0.08;
/** A head over a face reads as one head past this share of the face (the faces check's). */
const HEAD_OVER_FACE = 0.1;
/** A small named thing, and how much more of it a figure may come over than in the wide picture (the small things check's). */
const SMALL = 130;
const THING_TOLERANCE = 0.1;

/** The share of a figure's or named thing's box outside the frame (none of a thing with no area). */
const cutShare = (thing: LaidOut, view: View) => (boxArea(thing.box) === 0 ? 0 : shareCut(thing.box, view));

/** The share of a small named thing's box the people and animals drawn after it cover, sampled on a 20 × 20 grid. */
export function thingCovered(layout: PictureLayout, thing: LaidOut): number {
  const over = layout.things.filter((t) => t.order > thing.order && (t.kind === 'person' || t.kind === 'animal')).flatMap((t) => t.parts);
  let hit = 0;
  for (let a = 0; a < 20; a += 1) {
    for (let b = 0; b < 20; b += 1) {
      const x = thing.box.left + ((thing.box.right - thing.box.left) * (a + 0.5)) / 20;
      const y = thing.box.top + ((thing.box.bottom - thing.box.top) * (b + 0.5)) / 20;
      if (over.some((part) => x >= part.left && x <= part.right && y >= part.top && y <= part.bottom)) hit += 1;
    }
  }
  return hit / 400;
}

const key = (thing: LaidOut) => `${thing.kind} ${thing.part}#${thing.order}`;

/**
 * Whether `now` keeps everything the squeezed picture `was` keeps, each measured against the wide picture as the checks
 * do; a closer shot (`cut`) may cut the bodies the squeezed one holds whole (see `cutThatMustShow`).
 */
function keepsAll(wide: PictureLayout, was: PictureLayout, now: PictureLayout, cut?: 'cut', thingHair = 0): boolean {
  const [before, first] = [new Map(wide.things.map((t) => [key(t), t])), new Map(was.things.map((t) => [key(t), t]))];
  const sky = (layout: PictureLayout) =>
    topThirdCovered(
      layout.view,
      layout.things.flatMap((t) => t.parts),
    ) >= SKY_FILL;
  if (sky(was) && !sky(now)) return false;
  return now.things.every((thing) => {
    const [then, squeezed] = [before.get(key(thing)), first.get(key(thing))];
    if (!squeezed) return true;
    if (thing.kind === 'person' && then) {
      if (thing.faceCovered! > Math.max(squeezed.faceCovered!, then.faceCovered! + FACE_TOLERANCE)) return false;
      if (thing.faceUnderHead! > Math.max(squeezed.faceUnderHead!, HEAD_OVER_FACE, then.faceUnderHead! + FACE_TOLERANCE)) return false;
      // Each hand is where the squeezed picture has it, or where the desk's has it: a staging may put back a hand the
      // squeeze moved onto another thing.
      const hands = (t: LaidOut) => (t.reaches ?? []).map((reach) => `${reach.hand} ${reach.on} ${reach.touches}`).join();
      if (hands(thing) !== hands(squeezed) && hands(thing) !== hands(then)) return false;
    }
    if (!cut && (thing.kind === 'person' || thing.kind === 'animal' || (thing.named && !thing.landmark)) && thing.kind !== 'held') {
      if (cutShare(thing, now.view) > Math.max(cutShare(squeezed, was.view), CUT)) return false;
    }
    if (thing.restsOn?.part !== squeezed.restsOn?.part) return false;
    if (thing.kind === 'thing' && thing.named && !thing.landmark && thing.box.right - thing.box.left <= SMALL && then) {
      if (thingCovered(now, thing) > Math.max(thingCovered(was, squeezed) + thingHair, thingCovered(wide, then) + THING_TOLERANCE)) return false;
    }
    return true;
  });
}
