import { SCENE_HEIGHT, SCENE_WIDTH, type PersonItem, type PictureItem, type Scene } from '@/pictures/vocabulary/scene';
import { groundOf } from './backgrounds';
import { animalSize, depthScale, facesIn, personAsDrawn } from './draw-scene';
import { personLook, standingHeight } from './figures';
import { armsFor } from './figures/poses';
import { isLandmarkProp } from './props';
import { extentOf, moved, reachOf, type Box, type Extent } from './figure-extent';

/** The phone's composition: 4:5, the same height as the wide 16:10 picture and half its width. */
export const TALL_WIDTH = 400;
export const TALL_HEIGHT = 500;

/** The part of the canvas a picture shows, in canvas units. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept between the outermost figure and the frame's edge, in view units at zoom 1. */
const MARGIN = 14;
/** Drawn together harder than this, figures stand inside one another wherever their faces are not kept clear. */
const MIN_SQUEEZE = 0.4;
/** With every face kept clear of its neighbours, the gaps between them may close further. */
const MIN_CLEAR_SQUEEZE = 0.25;

/**
 * About how tall an item stands above its base, at its depth: a person's standing height, an animal's size.
 * A prop is taken as tall as it is wide up to WIDE_PROP: wider than that it is a strip along the ground (a
 * river, a rug, a table top), whose height is not its width.
 */
export function standingTall(item: PictureItem, ground: number): number {
  if ('person' in item) {
    const look = personLook(item.person);
    return (look ? standingHeight[look.age] * look.height : 300) * depthScale(ground, item.floorY ?? item.y) * (item.scale ?? 1);
  }
  if ('animal' in item) return animalSize(item, ground);
  if ('prop' in item || 'icon' in item) return Math.min(item.size, WIDE_PROP);
  return 0;
}

const WIDE_PROP = 160;

/**
 * What the frame must keep whole: people, animals and the things the shot list names; the rest is scenery
 * that moves with them, and so is a named part of the place (a river, a porch), which may run past the edges.
 * A named thing wider than the phone's frame (a muddy path along the ground) cannot stand whole in it: kept,
 * it would leave no room to draw the group together, so it moves with the group as a part of the place does.
 */
const framesTheShot = (item: PictureItem) =>
  'person' in item ||
  'animal' in item ||
  ('icon' in item && item.part !== undefined) ||
  ('prop' in item && item.part !== undefined && !isLandmarkProp(item.prop) && item.size <= TALL_WIDTH - 2 * MARGIN);

/** Wider than the phone's frame, a prop is a part of the place (a road, a river, the sky), not a thing others rest on. */
const WIDEST_SUPPORT = TALL_WIDTH - 2 * MARGIN;
/** A thing no larger than this share of a prop can rest on or in it. */
const RESTS_SHARE = 0.6;
/** A thing's foot must be this far above a prop's base to be on or in it: at its base, it stands on the floor by it. */
const ABOVE_BASE = 6;

/**
 * For each item of the scene, the prop it rests on or in, as the wide picture shows it (a star in a house's window,
 * a cake on a table, a box on a sled), or undefined: a thing or an icon drawn after a prop at least RESTS_SHARE
 * larger than it, no wider than the phone's frame, whose foot (a prop's base, an icon's middle) lies inside that
 * prop's box and above its base. The smallest such prop is the one it rests on. So does an animal lifted off the
 * ground (drawn above its `floorY`: a dog riding on a sled's pile), wherever its foot lies on a prop drawn before it.
 * Items placed by hand for the phone (`tall`) rest on nothing, and nothing rests on them: their places were set apart.
 */
export function restingOn(items: readonly PictureItem[]): (number | undefined)[] {
  return items.map((item, i) => {
    const raised = 'animal' in item && item.floorY !== undefined && item.y < item.floorY;
    if (!('prop' in item || 'icon' in item || raised) || placedForPhone(item)) return undefined;
    let best: number | undefined;
    items.slice(0, i).forEach((under, j) => {
      if ('prop' in under && !placedForPhone(under) && restsIn(item, under) && (best === undefined || under.size < (items[best] as { size: number }).size))
        best = j;
    });
    return best;
  });
}

/** Whether a thing's foot lies on or in a prop as drawn (see `restingOn`), wherever the two stand. */
function restsIn(item: Extract<PictureItem, { prop: string } | { icon: string } | { animal: string }>, under: Extract<PictureItem, { prop: string }>): boolean {
  return !('size' in item && item.size > under.size * RESTS_SHARE) && footInProp(item, under);
}

/** Whether a foot at `x`, `y` lies inside a prop no wider than the phone's frame, above its base (a thing on it, a person behind it). */
function footInProp({ x, y }: { x: number; y: number }, prop: Extract<PictureItem, { prop: string }>): boolean {
  return prop.size <= WIDEST_SUPPORT && Math.abs(x - prop.x) < prop.size / 2 && y > prop.y - Math.min(prop.size, WIDE_PROP) && y <= prop.y - ABOVE_BASE;
}

/** Whether the scene places an item for the phone by hand: a `tall` that only turns a figure leaves it to the engine. */
const placedForPhone = (item: PictureItem) => 'tall' in item && item.tall !== undefined && Object.keys(item.tall).some((key) => !TURNS.has(key));
const TURNS = new Set(['facing', 'gaze', 'head']);
/** Whether a scene sets its phone picture by hand: places for the phone (`placedForPhone`) or the phone's own frame (`tallCamera`). */
export const phoneSetByHand = (scene: Scene) => scene.tallCamera !== undefined || scene.items.some(placedForPhone);

/** An item where its scene places it for the phone (its `tall` place, turned as it says), before the frame draws the group together. */
function restagedForPhone(item: PictureItem): PictureItem {
  if (!('tall' in item) || !item.tall) return item;
  const { tall, ...rest } = item;
  return { ...rest, ...tall } as PictureItem;
}

/** The wide picture's view: the whole canvas, or the camera's close framing kept inside it. */
export function wideView(scene: Scene): View {
  const zoom = scene.camera?.zoom ?? 1;
  const width = SCENE_WIDTH / zoom;
  const height = SCENE_HEIGHT / zoom;
  const cx = scene.camera ? clamp(scene.camera.x, width / 2, SCENE_WIDTH - width / 2) : SCENE_WIDTH / 2;
  const cy = scene.camera ? clamp(scene.camera.y, height / 2, SCENE_HEIGHT - height / 2) : SCENE_HEIGHT / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Room the desk's frame keeps around its people and named things, in canvas units. */
const DESK_MARGIN = 26;
/** The closest the desk's frame comes of itself on a wide shot: nearer, it is a medium shot, which the shot list asks for. */
const MAX_DESK_ZOOM = 1.9;
/** How far a drawn prop may reach past its place, as shares of its size: a doorway's frame stands 2.1 sizes tall. */
const PROP_REACH = { across: 0.65, up: 2.2 } as const;
/** Closer than the scene's camera by less than this share is not worth moving the picture for. */
const DESK_STEP = 1.06;

/**
 * The desk's camera for a wide shot: the scene's own, come closer on what it holds (decision 065). The people,
 * animals and named things in the scene's view (a named door too, which may not be cut) are kept whole with a
 * margin; a wide frame round them left them at half its height with empty sky and floor at 1280×800. The
 * frame stays inside the scene's view, so nothing the book left out comes in.
 */
export function deskCamera(scene: Scene): Scene['camera'] {
  const ground = groundOf(scene);
  const view = wideView(scene);
  const zoom = SCENE_WIDTH / view.width;
  const boxes = scene.items.flatMap((placed, i) => {
    if (!('x' in placed) || 'light' in placed) return [];
    // A child riding on shoulders is drawn where the carrier after them seats them, not at their own place.
    const item = 'person' in placed ? personAsDrawn(scene, i, ground) : placed;
    const named = framesTheShot(item) || ('prop' in item && item.part !== undefined && item.size <= WIDEST_SUPPORT);
    const extent = named ? extentOf(item, ground, scene.wardrobe) : undefined;
    if (!extent) return [];
    // A prop's box is its size square, but a door's frame, balloons' strings or a tree's crown reach past it.
    const [across, up] = 'prop' in item ? [item.size * PROP_REACH.across, item.size * PROP_REACH.up] : [0, 0];
    const left = item.x + Math.min(-across, ...extent.parts.map((box) => box.left));
    const right = item.x + Math.max(across, ...extent.parts.map((box) => box.right));
    if (right < view.x || left > view.x + view.width) return [];
    const top = item.y + Math.min(-up, ...extent.parts.map((box) => box.top));
    const bottom = item.y + Math.max(...extent.parts.map((box) => box.bottom));
    const drawnTop = item.y + Math.min(...extent.parts.map((box) => box.top));
    return [{ left, right, top, bottom, person: 'person' in item, named: 'prop' in item && item.part !== undefined, drawnTop }];
  });
  if (boxes.length === 0) return scene.camera;
  // A head the scene's view cuts at the top (a grown-up standing at the back) is let in: a head touching the picture's
  // edge reads as a mistake. The frame steps out and up for it, as little as holds it.
  // So is a named thing (a window with the sun in it) whose top the view cuts or touches.
  const cut = boxes.flatMap((box) =>
    box.person && box.top < view.y && box.bottom > view.y + view.height / 2
      ? [box.top]
      : box.named && box.drawnTop < view.y + DESK_MARGIN / 2 && box.bottom > view.y + DESK_MARGIN
        ? [box.drawnTop]
        : [],
  );
  const above = cut.length === 0 ? view.y : Math.max(0, Math.min(...cut) - DESK_MARGIN / 2);
  const left = Math.max(view.x, Math.min(...boxes.map((box) => box.left)) - DESK_MARGIN);
  const right = Math.min(view.x + view.width, Math.max(...boxes.map((box) => box.right)) + DESK_MARGIN);
  const top = Math.max(above, Math.min(...boxes.map((box) => box.top)) - DESK_MARGIN);
  const bottom = Math.min(view.y + view.height, Math.max(...boxes.map((box) => box.bottom)) + DESK_MARGIN);
  const width = Math.max(right - left, ((bottom - top) * SCENE_WIDTH) / SCENE_HEIGHT, SCENE_WIDTH / MAX_DESK_ZOOM);
  const closer = SCENE_WIDTH / width;
  if (closer < zoom * DESK_STEP && above === view.y) return scene.camera;
  const height = (width * SCENE_HEIGHT) / SCENE_WIDTH;
  const x = clamp((left + right) / 2, Math.min(view.x, SCENE_WIDTH - width) + width / 2, Math.max(view.x + view.width, width) - width / 2);
  const y = clamp((top + bottom) / 2, above + height / 2, Math.max(view.y + view.height, above + height) - height / 2);
  return { x: Math.round(x), y: Math.round(y), zoom: Math.round(closer * 100) / 100 };
}

/** The closest the phone's frame comes of itself: nearer, and a group spread across the wide picture is squeezed too hard. */
const MAX_GROUND_ZOOM = 1.3;
/** Closer by less than this is not worth moving the picture for. */
const MIN_GROUND_ZOOM = 1.1;
const ZOOM_STEP = 0.02;
/** The share of a face's width another figure may come over as the group is drawn together; the shot-list check allows a fifth. */
const FACE_OVERLAP = 0.1;

/** One item the frame keeps whole, with its real extent. */
interface Kept {
  /** The first of its items drawn: a thing resting on a prop is kept with it, as one. */
  index: number;
  /** The item it stands as: the prop its things rest on, or the item itself. */
  root: number;
  x: number;
  y: number;
  extent: Extent;
  left: number;
  right: number;
  top: number;
  /** Its reach as drawn: an animal's tail and ears past the trunk it is staged by. */
  drawn: { left: number; right: number };
  /** A person or an animal. */
  living: boolean;
  /** A person, whose first kept box is the face. */
  person: boolean;
  /** The faces of the people in it: two hugging move as one, so a unit can hold several. */
  faces: Box[];
  /** Their heads with the hair, as drawn over what is behind them. */
  heads: Box[];
  /** The bodies of the people and animals in it (heads, torsos, legs), as another body passes through them. */
  bodies: Box[];
  /** The feet of the people in it, with their shoes. */
  soles: Box[];
}

/**
 * How far apart two items must stand, left one first, so that neither covers a face (or an animal, or a named
 * thing in a hand) of the other that the wide picture left uncovered: the one drawn later covers the other.
 * A pair that already overlaps in the wide picture keeps its distance, drawn no closer.
 */
function clearance(a: Kept, b: Kept, of: 'all' | 'faces' | 'heads' | 'bodies' = 'all'): number {
  const [under, over] = a.index < b.index ? [a, b] : [b, a];
  let needed = 0;
  const keeps = of === 'all' ? under.extent.keep : of === 'bodies' ? under.bodies : under.faces;
  keeps.forEach((keep) => {
    const spare = of === 'bodies' ? 0 : (keep.right - keep.left) * FACE_OVERLAP;
    for (const part of of === 'heads' ? over.heads : of === 'bodies' ? over.bodies : over.extent.parts) {
      if (over.y + part.top >= under.y + keep.bottom || over.y + part.bottom <= under.y + keep.top) continue;
      needed = Math.max(needed, under === a ? keep.right - part.left - spare : part.right - keep.left - spare);
    }
  });
  return Math.min(needed, b.x - a.x);
}

/**
 * How far apart a person and a thing standing on a table behind them (drawn after them) must stand, left one first,
 * so that no part of the thing comes over the person's body below the head (torso, arms, legs): at most as far as the wide picture
 * stands them.
 */
function offTheirTable(a: Kept, b: Kept, personLeft: boolean): number {
  const [person, thing] = personLeft ? [a, b] : [b, a];
  let needed = 0;
  // Its head is kept by the face's own clearance: a cake's candles may stand just past the mouth that blows them out.
  const same = (one: Box, other: Box) => one.left === other.left && one.right === other.right && one.top === other.top && one.bottom === other.bottom;
  for (const body of person.bodies.filter((box) => !person.heads.some((head) => same(head, box))))
    for (const part of thing.extent.parts) {
      if (thing.y + part.top >= person.y + body.bottom || thing.y + part.bottom <= person.y + body.top) continue;
      needed = Math.max(needed, personLeft ? body.right - part.left : part.right - body.left);
    }
  return Math.max(0, Math.min(needed, b.x - a.x));
}

/** How far up from its base a thing's part lies on the floor, and how near the floor a foot stands on it. */
const LYING = 24;
/** Room kept between a foot and a thing lying by it, as far as the desk keeps it: a splat's cream reaches a little past its box. */
const ASIDE = 10;

/**
 * Whether a person turns or bends to a thing (by its name, or to a point on it): one they stand by and deal with.
 * Only such a thing is held off their feet: a door or a tree, which the engine cannot tell from a thing lying on the
 * floor by its box, they may stand in or by.
 */
function dealsWith(person: PictureItem, thing: PictureItem): boolean {
  if (!('person' in person) || !('prop' in thing)) return false;
  return [person.turnsTo, person.bendsTo].some((to) =>
    typeof to === 'string'
      ? to === thing.part
      : to !== undefined && Math.abs(to.x - thing.x) <= thing.size / 2 && to.y <= thing.y && to.y >= thing.y - thing.size,
  );
}

/**
 * How far apart a person and a thing lying on the floor by their feet (a cake fallen and splatted) must stand, left one
 * first, so that no foot stands in it: as the wide picture has them, beside it and not in it. A person whose feet the
 * wide picture puts in it (a boot in a puddle) is meant to touch it and is not held.
 */
function offTheFloor(a: Kept, b: Kept, personLeft: boolean): number {
  const [person, thing] = personLeft ? [a, b] : [b, a];
  // Only feet drawn over it, standing no further forward than its front edge: in front of it, they stand before it.
  if (thing.index > person.index || person.y > thing.y) return 0;
  let needed = 0;
  for (const sole of person.soles)
    for (const part of thing.extent.parts) {
      // Only where the foot stands on the floor the thing lies on, and only its part that lies there.
      if (part.bottom < -LYING || person.y + sole.top >= thing.y + part.bottom || person.y + sole.bottom <= thing.y - LYING) continue;
      needed = Math.max(needed, personLeft ? sole.right - part.left : part.right - sole.left);
    }
  return needed > b.x - a.x ? 0 : Math.max(0, Math.min(needed + ASIDE, b.x - a.x));
}

/**
 * How far apart an animal and the figure beside it must stand, left one first, where the wide picture keeps them
 * clear of each other by a body's width or more (a dog run off after a butterfly, a fox sitting a step from a child's
 * knees): measured at the animal's height, so a raised arm over it does not count, the space between them stays at
 * least a body's width (the narrower head of the two), or half the wide space where that is more.
 */
function keptApart(a: Figure, b: Figure): number {
  if (!a.living || !b.living || (a.person && b.person)) return 0;
  const animal = a.person ? b : a;
  const top = animal.y + Math.min(...animal.extent.parts.map((box) => box.top));
  const bottom = animal.y + Math.max(...animal.extent.parts.map((box) => box.bottom));
  const level = (item: Figure) => item.extent.parts.filter((box) => item.y + box.top < bottom && item.y + box.bottom > top);
  const [left, right] = [level(a), level(b)];
  if (left.length === 0 || right.length === 0) return 0;
  const reach = Math.max(...left.map((box) => box.right));
  const from = Math.min(...right.map((box) => box.left));
  const space = b.x + from - (a.x + reach);
  const body = Math.min(...[a, b].map((item) => item.extent.keep[0]!.right - item.extent.keep[0]!.left));
  return space < body ? 0 : Math.min(space, Math.max(body, space / 2)) + reach - from;
}

/** A figure where it stands, with its extent, as `keptApart` reads it. */
type Figure = Pick<Kept, 'x' | 'y' | 'extent' | 'living' | 'person'>;

/**
 * How far short of `keptApart` the staged picture draws its animals and the figures beside them, summed across, where
 * the wide scene keeps them clear: a frame drawn closer (a medium shot's) steps out until it keeps them apart.
 */
export function apartShortfall(wide: Scene, staged: Scene): number {
  const ground = groundOf(wide);
  const figures = (scene: Scene) =>
    new Map(
      scene.items.flatMap((item): [string, Figure][] => {
        const extent = 'person' in item || 'animal' in item ? extentOf(item, ground, scene.wardrobe) : undefined;
        const id = 'person' in item ? item.person : 'animal' in item ? item.animal : undefined;
        return extent && id !== undefined ? [[id, { x: item.x, y: item.y, extent, living: true, person: 'person' in item }]] : [];
      }),
    );
  const [before, after] = [figures(wide), figures(staged)];
  let short = 0;
  before.forEach((a, one) =>
    before.forEach((b, other) => {
      const [moved, movedToo] = [after.get(one), after.get(other)];
      if (a.x >= b.x || !moved || !movedToo) return;
      short += Math.max(0, keptApart(a, b) - (movedToo.x - moved.x));
    }),
  );
  return short;
}

/**
 * The group drawn together by `squeeze` about its first item, left to right, each pair no closer than its
 * clearance: new places in the same order as `kept` (sorted left to right).
 */
function drawnTogether(kept: readonly Kept[], gaps: readonly (readonly number[])[], squeeze: number): number[] {
  const xs: number[] = [];
  kept.forEach((item, j) => {
    if (j === 0) return xs.push(item.x);
    let x = xs[j - 1]! + (item.x - kept[j - 1]!.x) * squeeze;
    for (let i = 0; i < j; i += 1) x = Math.max(x, xs[i]! + gaps[i]![j]!);
    xs.push(x);
  });
  return xs;
}

const spanOf = (kept: readonly Kept[], xs: readonly number[]) => ({
  left: Math.min(...kept.map((item, i) => xs[i]! + item.left)),
  right: Math.max(...kept.map((item, i) => xs[i]! + item.right)),
});

/**
 * The least the group must be drawn together to stand whole in `room` either side of its middle, faces clear:
 * its new places and the squeeze, or undefined if even the hardest squeeze leaves it too wide with every face clear.
 */
function layoutIn(kept: readonly Kept[], gaps: readonly (readonly number[])[], room: number, least: number): { xs: number[]; squeeze: number } | undefined {
  const fits = (squeeze: number) => {
    const span = spanOf(kept, drawnTogether(kept, gaps, squeeze));
    return span.right - span.left <= 2 * room;
  };
  if (fits(1)) return { xs: drawnTogether(kept, gaps, 1), squeeze: 1 };
  if (!fits(least)) return undefined;
  let low = least;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return { xs: drawnTogether(kept, gaps, low), squeeze: low };
}

/**
 * The group as it must stand for a frame with this much room: faces clear where they fit; else each gap kept
 * as large a share of its clearance as fits, so the faces it cannot keep clear are covered alike and as little
 * as can be; else drawn together as hard as figures may be. Where even that leaves it too wide, the squeeze
 * reported is below MIN_SQUEEZE by as much as it is too wide, so a closer frame that crops more reads as worse.
 */
function arranged(kept: readonly Kept[], gaps: Clearances, room: number): Arranged {
  const clear = layoutIn(kept, gaps.all, room, MIN_CLEAR_SQUEEZE);
  if (clear) return { ...clear, clearance: 2 };
  /** The largest share in [0, 1] for which the gaps it gives still fit, or undefined if none does. */
  const most = (gapsAt: (share: number) => number[][]): number | undefined => {
    if (!layoutIn(kept, gapsAt(0), room, MIN_CLEAR_SQUEEZE)) return undefined;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 12; step += 1) {
      const mid = (low + high) / 2;
      if (layoutIn(kept, gapsAt(mid), room, MIN_CLEAR_SQUEEZE)) low = mid;
      else high = mid;
    }
    return low;
  };
  // Faces first: a held or counted thing gives up its clearance before a face gives up any.
  const things = (share: number) => gaps.all.map((row, i) => row.map((gap, j) => Math.max(gaps.faces[i]![j]!, gap * share)));
  const thingsKept = most(things);
  if (thingsKept !== undefined) return { ...layoutIn(kept, things(thingsKept), room, MIN_CLEAR_SQUEEZE)!, clearance: 1 + thingsKept };
  const facesAbove = (floor: readonly (readonly number[])[]) => (share: number) =>
    gaps.faces.map((row, i) => row.map((gap, j) => Math.max(floor[i]![j]!, gap * share)));
  const faces = facesAbove(gaps.floor);
  const facesKept = most(faces);
  // Only a little of the clearance given up: the rest of the group is drawn together harder than figures may be without it.
  const given =
    facesKept !== undefined && facesKept >= MOST_GIVEN_UP ? { ...layoutIn(kept, faces(facesKept), room, MIN_CLEAR_SQUEEZE)!, clearance: facesKept } : undefined;
  if (given && headsClear(given.xs, gaps.heads)) return given;
  // A face gives up its clearance from hands and sleeves before any from a head: two heads over each other read as
  // one at phone size (a hat or a ponytail is the head's too). As far as the faces still keep most of theirs.
  if (given && layoutIn(kept, gaps.heads, room, MIN_CLEAR_SQUEEZE)) {
    const apart = facesAbove(gaps.heads);
    const share = most(apart)!;
    if (share >= MOST_GIVEN_UP) return { ...layoutIn(kept, apart(share), room, MIN_CLEAR_SQUEEZE)!, clearance: share };
  }
  // Heads over faces: counted as less clear than any group whose heads stand clear, so a frame further out is chosen.
  if (given) return { ...given, clearance: given.clearance - HEADS_OVER };
  const none = faces(0);
  const together = layoutIn(kept, none, room, MIN_SQUEEZE);
  if (together) return { ...together, clearance: 0 };
  const xs = drawnTogether(kept, none, MIN_SQUEEZE);
  const span = spanOf(kept, xs);
  return { xs, squeeze: (MIN_SQUEEZE * 2 * room) / (span.right - span.left), clearance: 0 };
}
/**
 * The group as `arranged` stands it, with every kept box clear, and besides an animal kept as far apart from the
 * figure beside it as the wide picture keeps it (`keptApart`), or as large a share of that as the frame has room
 * for. The frame was chosen without it: only the places across change.
 */
function keepingApart(kept: readonly Kept[], all: readonly (readonly number[])[], room: number, group: Arranged): Arranged {
  if (group.clearance < 2) return group;
  const apart = kept.map((a, i) => kept.map((b, j) => (j > i ? keptApart(a, b) : 0)));
  const gapsAt = (share: number) => all.map((row, i) => row.map((gap, j) => Math.max(gap, apart[i]![j]! * share)));
  if (apart.every((row, i) => row.every((gap, j) => gap <= all[i]![j]!))) return group;
  let low = 0;
  let high = 1;
  if (layoutIn(kept, gapsAt(1), room, MIN_CLEAR_SQUEEZE)) low = 1;
  else
    for (let step = 0; step < 12; step += 1) {
      const mid = (low + high) / 2;
      if (layoutIn(kept, gapsAt(mid), room, MIN_CLEAR_SQUEEZE)) low = mid;
      else high = mid;
    }
  if (low === 0) return group;
  const apartGroup = { ...layoutIn(kept, gapsAt(low), room, MIN_CLEAR_SQUEEZE)!, clearance: 2 };
  // Room made by drawing others closer is taken only where no two people come closer (a face over another) and no
  // named thing is covered more.
  const closer = kept.some((a, i) =>
    kept.some((b, j) => j > i && a.person && b.person && apartGroup.xs[j]! - apartGroup.xs[i]! < group.xs[j]! - group.xs[i]! - 0.5),
  );
  return closer || namedCovered(kept, apartGroup.xs) > namedCovered(kept, group.xs) + 1e-6 ? group : apartGroup;
}
/** Whether every face stands clear of the heads drawn over it at these places (a hair's width given). */
const headsClear = (xs: readonly number[], heads: readonly (readonly number[])[]) =>
  heads.every((row, i) => row.every((gap, j) => j <= i || xs[j]! - xs[i]! >= gap - 0.5));
/** How much less clear a group counts whose faces keep most of their clearance but a head still comes over one. */
const HEADS_OVER = 0.5;
/** The least share of its clearance a face keeps before the group is only drawn together instead. */
const MOST_GIVEN_UP = 0.7;

/** How far apart each pair must stand (left one first): for every kept box, and for the faces alone. */
interface Clearances {
  all: number[][];
  faces: number[][];
  /** For the faces against the heads alone: a head drawn over a face fuses the two at phone size. */
  heads: number[][];
  /** Never given up (`offTheirTable`, `offTheFloor`): in every other matrix too. */
  floor: number[][];
}

interface Arranged {
  xs: number[];
  squeeze: number;
  /**
   * How clear the group is kept: 2 every kept box as clear as in the wide picture; between 1 and 2 the faces
   * clear and that share of the things' clearance kept; below 1 the share of the faces' clearance kept.
   */
  clearance: number;
}

/**
 * A wide scene's people stand in the lower part of the canvas, so the phone's frame, as tall as the canvas,
 * was often half empty sky or wall above them. Where everything the shot needs stands low, the frame comes
 * down to the ground and closer, up to MAX_GROUND_ZOOM, keeping a margin above the highest head or thing,
 * and only as close as the group stands without being drawn together harder: closer figures overlap.
 *
 * Where the top third of that frame would still be empty sky (`filled` says not), it comes closer still, up to
 * MAX_SKY_ZOOM, until the figures and things reach up into it: then it may draw the group together harder (down to
 * MIN_SQUEEZE), but every face stays as clear as in the full-height frame, a held or counted thing gives up at most
 * SKY_GIVE of its clearance, and the highest kept thing stays whole.
 */
function closerToTheGround(
  kept: readonly Kept[],
  arrangedAt: (zoom: number) => Arranged,
  filled: (zoom: number, group: Arranged) => boolean,
  closest = MAX_SKY_ZOOM,
): number | undefined {
  if (kept.length === 0) return undefined;
  const top = Math.min(...kept.map((item) => item.y + item.top));
  const needed = SCENE_HEIGHT - top + MARGIN * 3;
  const far = arrangedAt(1);
  const allowed = Math.max(MIN_SQUEEZE, far.squeeze);
  const worse = (near: Arranged) => near.clearance < far.clearance || near.squeeze < allowed;
  let zoom = clamp(SCENE_HEIGHT / needed, 1, Math.min(MAX_GROUND_ZOOM, closest));
  while (zoom > 1 && worse(arrangedAt(zoom))) zoom -= ZOOM_STEP;
  const ground = zoom >= MIN_GROUND_ZOOM ? zoom : 1;
  if (filled(ground, arrangedAt(ground))) return ground > 1 ? ground : undefined;
  // Closer for the sky: as far as the highest kept thing keeps a margin above it and no face is covered more.
  const highest = clamp(SCENE_HEIGHT / (SCENE_HEIGHT - top + MARGIN * 1.5), 1, Math.min(MAX_SKY_ZOOM, closest));
  const farCovered = namedCovered(kept, far.xs);
  let best = ground;
  for (let near = ground + ZOOM_STEP; near <= highest + 1e-9; near += ZOOM_STEP) {
    const group = arrangedAt(near);
    const lessClear = group.clearance < Math.max(Math.min(far.clearance, 1), far.clearance - SKY_GIVE);
    if (lessClear || group.squeeze < MIN_SQUEEZE || namedCovered(kept, group.xs) > farCovered + SKY_GIVE) break;
    best = near;
    if (filled(near, group)) break;
  }
  return best >= MIN_GROUND_ZOOM ? best : undefined;
}

/**
 * The phone's frame where the desk's camera comes closer (decision 058): as close as the camera, centred on the
 * same height (or higher, as far as the highest kept thing needs), as far as every kept figure and thing stays whole
 * in it and the faces keep as much of their clearance as `arranged` lets them give up (MOST_GIVEN_UP), the figure
 * whose face is still covered stepping back afterwards (`stackedInDepth`); else a step further out at a time.
 * The camera's 16:10 crop is not the phone's: what it says is how close the scene is seen and at what height,
 * and the phone's frame checks that against its own narrower room.
 */
function asTheCameraAsks(
  kept: readonly Kept[],
  arrangedAt: (zoom: number) => Arranged,
  camera: NonNullable<Scene['camera']>,
  closest = camera.zoom,
): { zoom: number; y: number } | undefined {
  if (kept.length === 0) return undefined;
  const top = Math.min(...kept.map((item) => item.y + item.top));
  // A margin below the lowest too: things lying on the floor are drawn a little past their base.
  const bottom = Math.min(SCENE_HEIGHT, MARGIN + Math.max(...kept.map((item) => item.y + Math.max(...item.extent.parts.map((box) => box.bottom)))));
  const far = arrangedAt(1);
  // Centred where the camera is, or lower where the lowest kept thing would be cut, or higher where the highest would.
  const frameAt = (zoom: number) =>
    clamp(Math.min(Math.max(camera.y - SCENE_HEIGHT / zoom / 2, bottom - SCENE_HEIGHT / zoom), top - MARGIN * 1.5), 0, SCENE_HEIGHT - SCENE_HEIGHT / zoom);
  const fits = (zoom: number) => {
    const y = frameAt(zoom);
    const group = arrangedAt(zoom);
    const whole = top - MARGIN * 1.5 >= y - 1e-6 && bottom <= y + SCENE_HEIGHT / zoom + 1e-6;
    // Drawn together with every face clear, the group may close up to MIN_CLEAR_SQUEEZE (see `arranged`).
    return whole && group.clearance >= Math.min(far.clearance, MOST_GIVEN_UP) && group.squeeze >= MIN_CLEAR_SQUEEZE - 1e-6;
  };
  let zoom = Math.min(camera.zoom, closest);
  while (zoom > 1 && !fits(zoom)) zoom -= ZOOM_STEP;
  return zoom >= MIN_GROUND_ZOOM ? { zoom, y: frameAt(zoom) } : undefined;
}

/**
 * How much of the named things (a sign, a carved stone) the living figures drawn after them come over, across:
 * the sum of each one's covered share of its width. A named thing may stand behind a figure, so the full-height
 * frame's clearance lets it be covered; coming closer for the sky must not cover it more.
 */
function namedCovered(kept: readonly Kept[], xs: readonly number[]): number {
  let covered = 0;
  kept.forEach((under, i) => {
    if (under.living) return;
    const left = xs[i]! + under.left;
    const right = xs[i]! + under.right;
    const over = kept.map((item, j) => ({ item, x: xs[j]! })).filter(({ item }) => item.living && item.index > under.index);
    const spans = over.map(({ item, x }) => [Math.max(left, x + item.left), Math.min(right, x + item.right)] as const).filter(([a, b]) => b > a);
    const hidden = spans.length === 0 ? 0 : Math.min(right, Math.max(...spans.map(([, b]) => b))) - Math.max(left, Math.min(...spans.map(([a]) => a)));
    covered += Math.max(0, hidden) / Math.max(1, right - left);
  });
  return covered;
}

/** The share of the held and counted things' clearance a closer frame may give up to fill the sky; a face gives up none. */
const SKY_GIVE = 0.1;
/** The closest the frame comes to fill an empty top third: a wide shot stays a wide shot, its place still seen. */
const MAX_SKY_ZOOM = 1.5;
/** The share of the picture's top third the figures and things must cover for it not to read as empty sky. */
export const SKY_FILL = 0.1;

/**
 * The share of a frame's top third that these boxes (canvas units) cover, sampled on a grid: what a reader
 * sees there besides the sky or the wall.
 */
export function topThirdCovered(view: View, boxes: readonly { left: number; right: number; top: number; bottom: number }[]): number {
  const band = { top: view.y, bottom: view.y + view.height / 3 };
  const inBand = boxes.filter((box) => box.bottom > band.top && box.top < band.bottom && box.right > view.x && box.left < view.x + view.width);
  let hit = 0;
  const across = 40;
  const down = 14;
  for (let i = 0; i < across; i += 1) {
    for (let j = 0; j < down; j += 1) {
      const x = view.x + (view.width * (i + 0.5)) / across;
      const y = band.top + ((band.bottom - band.top) * (j + 0.5)) / down;
      if (inBand.some((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)) hit += 1;
    }
  }
  return hit / (across * down);
}

/** Where an x of the wide picture lands once the group is drawn together: straight between the kept items' old and new places. */
function mapping(kept: readonly Kept[], xs: readonly number[], squeeze: number): (x: number) => number {
  const anchors = kept.map((item, i) => ({ from: item.x, to: xs[i]! })).filter((a, i, all) => i === 0 || a.from > all[i - 1]!.from);
  return (x: number) => {
    const first = anchors[0]!;
    const last = anchors[anchors.length - 1]!;
    if (x <= first.from) return first.to + (x - first.from) * squeeze;
    if (x >= last.from) return last.to + (x - last.from) * squeeze;
    const j = anchors.findIndex((a) => a.from >= x);
    const [a, b] = [anchors[j - 1]!, anchors[j]!];
    return a.to + ((x - a.from) / (b.from - a.from)) * (b.to - a.to);
  };
}

/**
 * Whether a person's `hand` holds a long thing of its own (a big umbrella by its handle, not a thing carried in both
 * hands) and the person's phone place (`tall`) sends that hand somewhere itself (decision 120). A small thing's tilt
 * moves it little, and the shelf's phone reaches for lanterns and sticks were set for the group drawn together.
 */
function reachSetForPhone(item: PictureItem, hand: 'near' | 'far'): boolean {
  if (!('person' in item) || item.tall?.reachTo?.[hand] === undefined) return false;
  const held = hand === 'far' ? item.holdingFar : armsFor(item.pose, item.arms, item.otherArm).holds === 'both' ? undefined : item.holding;
  return held !== undefined && held.size >= LONG_HELD;
}

/** A thing held in one fist this large or more (canvas units) swings far at its end with the forearm's tilt. */
const LONG_HELD = 150;

/**
 * The tall composition of a scene for phones, re-staged rather than cut from the wide one: the
 * figures and things in the wide view are drawn closer together, just enough to stand whole inside a
 * frame half as wide, each kept clear of the faces beside it, and the frame is centred on them. Sizes stay the
 * same, so on a phone everything is drawn twice as large as in the wide picture shrunk to fit. With `outlines` (a close
 * or medium shot staged for the phone, `tallShot`), the group is drawn together to stand whole by its animals'
 * outlines as drawn, a tail and a nose past the trunk, not by their trunks alone.
 */
export function tallComposition(given: Scene, inRows = true, outlines = false): { scene: Scene; view: View; rows?: Rows } {
  const side = inCrowdRows(given, undefined, outlines);
  // A group of four or more pressed side by side stands in depth rows instead, where that presses it less (decision 107).
  const rows = inRows ? inDepthRows(given, side, (trial) => inCrowdRows(given, trial, outlines)) : undefined;
  return rows ? { ...inCrowdRows(given, rows, outlines), rows } : side;
}

/** The tall composition drawn together (`composed`), in `rows` where given, a crowd's frame stepped out for its rows. */
function inCrowdRows(given: Scene, rows?: Rows, outlines = false): { scene: Scene; view: View } {
  const near = composed(given, undefined, undefined, undefined, rows, outlines);
  const people = given.items.filter((item) => 'person' in item).length;
  const byHand = given.items.some(placedForPhone);
  if (people < CROWD_ROWS || byHand || given.tallCamera || !anyStacked(near.scene)) return near;
  // A crowd still stacked in the frame's width: the frame steps out, a little at a time, until its people stand in
  // rows with no face over another (a back row needs the gaps a wider frame leaves); else it stays as close as it was.
  // A face that goes behind a head instead (two heads side by side over each other) is no better than a stack.
  const headsOver = facesCovered(near.scene, 'heads');
  for (let zoom = TALL_WIDTH / near.view.width - WIDER_FOR_ROWS; zoom >= 1 - 1e-9; zoom -= WIDER_FOR_ROWS) {
    const wider = composed(given, zoom, undefined, undefined, rows, outlines);
    const clear = facesCovered(wider.scene, 'heads').every((share, k) => share <= headsOver[k]! + FACE_TOLERANCE);
    if (!anyStacked(wider.scene) && clear) return wider;
  }
  return near;
}

/** How much further out at a time the frame steps for a crowd to stand in rows. */
const WIDER_FOR_ROWS = 0.04;

/** Whether any face of the scene stands straight above or below another (see STACKED). */
export function anyStacked(scene: Scene): boolean {
  const faces = facesIn(scene, groundOf(scene));
  return faces.some((_, k) => stackedFace(faces, k));
}

/**
 * The tall composition, its frame no closer than `closest` (see `tallComposition`); `apart`, with every body (and with
 * `things`, every named thing) kept as clear of the others as the wide picture keeps it, not only the faces (see
 * `solvedTall`). A closer shot of the verb (decision 091) draws the group together only to stand in `spread` times the
 * frame's width, so the frame's sides cut the bodies at its ends, and slides it across the frame by `slide`.
 */
export function composed(
  given: Scene,
  closest?: number,
  apart?: 'bodies' | 'things',
  { spread, slide }: { spread: number; slide: number } = { spread: 1, slide: 0 },
  rows?: Rows,
  outlines = false,
): { scene: Scene; view: View } {
  const ground = groundOf(given);
  const restaged = backInTheCrowd(given, ground).map(restagedForPhone);
  const scene = { ...given, items: (rows ? inTheBackRow(restaged, rows, ground) : restaged) as Scene['items'] };
  if (given.tallCamera?.x !== undefined) return { scene, view: setFrame({ ...given.tallCamera, x: given.tallCamera.x }) };
  const wide = wideView(scene);
  const parts = scene.items.map((item) => ('part' in item ? item.part : undefined)).filter((part) => part !== undefined);
  const counted = new Set(parts.filter((part, i) => parts.indexOf(part) !== i));
  const extents = scene.items.map((item) => extentOf(item, ground, scene.wardrobe, counted));
  const inView = scene.items.map((item, i) => {
    const extent = extents[i];
    if (!('x' in item) || 'light' in item || !extent) return false;
    const { left, right } = reachOf(extent);
    return item.x + right > wide.x && item.x + left < wide.x + wide.width;
  });
  // A thing resting on or in a kept prop (a star in a house's window, presents on a sled) is drawn with it as one,
  // where the prop stands. A prop of the scenery (a table, a counter) instead follows the kept things on it.
  const rests = restingOn(scene.items);
  const rootOf = (i: number): number => (rests[i] === undefined ? i : rootOf(rests[i]!));
  const isKept = (i: number) => inView[i]! && framesTheShot(scene.items[i]!);
  /** The furthest prop down the chain of what an item rests on that the frame keeps, or the item itself if kept. */
  const keptRootOf = (i: number): number | undefined => {
    const below = rests[i] === undefined ? undefined : keptRootOf(rests[i]!);
    return below ?? (isKept(i) ? i : undefined);
  };
  const at = (i: number) => {
    const item = scene.items[i]!;
    return { x: 'x' in item ? item.x : 0, y: 'y' in item ? item.y : 0 };
  };
  const units = new Map<number, number[]>();
  scene.items.forEach((_, index) => {
    const root = keptRootOf(index);
    if (isKept(index) && root !== undefined) units.set(root, [...(units.get(root) ?? []), index]);
  });
  // People who act on each other (a hug, a hand on a shoulder or on a small thing) move as one, as they stand in the
  // wide picture: drawn closer apart, hugging hands came over faces and a reach came away from what it touched.
  // Places set by hand for the phone were set apart: there each moves on its own, as before.
  const byHand = given.items.some(placedForPhone);
  const { joined, follows } = byHand ? { joined: (i: number) => i, follows: new Map<number, number>() } : actingTogether(scene, extents, keptRootOf);
  const unitOf = (i: number): number | undefined => {
    const root = keptRootOf(i);
    return root === undefined ? undefined : joined(root);
  };
  const merged = new Map<number, number[]>();
  units.forEach((members, root) => merged.set(joined(root), [...(merged.get(joined(root)) ?? []), ...members]));
  const kept: Kept[] = [...merged]
    .map(([root, members]): Kept => {
      const anchor = at(root);
      const moved = (box: Box, i: number) => {
        const { x, y } = at(i);
        return { left: box.left + x - anchor.x, right: box.right + x - anchor.x, top: box.top + y - anchor.y, bottom: box.bottom + y - anchor.y };
      };
      const extent = {
        parts: members.flatMap((i) => extents[i]!.parts.map((box) => moved(box, i))),
        keep: members.flatMap((i) => extents[i]!.keep.map((box) => moved(box, i))),
        outline: members.flatMap((i) => (extents[i]!.outline ?? []).map((box) => moved(box, i))),
      };
      const item = scene.items[root]!;
      return {
        index: Math.min(...members),
        root,
        living: 'person' in item || 'animal' in item,
        person: 'person' in item,
        faces: members.filter((i) => 'person' in scene.items[i]!).map((i) => moved(extents[i]!.keep[0]!, i)),
        heads: members.flatMap((i) => (extents[i]!.head ? [moved(extents[i]!.head!, i)] : [])),
        soles: members.flatMap((i) => (extents[i]!.soles ?? []).map((box) => moved(box, i))),
        // Kept apart with the things, a named thing stands as a body does: a dog is not drawn into the cake, nor the
        // cake under someone's knees.
        bodies: members.flatMap((i) =>
          (extents[i]!.body ?? (apart === 'things' && namedThing(scene.items[i]!) ? extents[i]!.parts : [])).map((box) => moved(box, i)),
        ),
        ...anchor,
        extent,
        ...reachOf(extent, outlines),
        drawn: reachOf(extent, true),
      };
    })
    .sort((a, b) => a.x - b.x || a.index - b.index);
  // A thing standing on a prop of the scenery (a cake on its table), drawn after someone who is drawn after that prop
  // (the birthday girl in front of the table's end), stays off that person's body as far as the desk keeps it: drawn
  // over her chest, it stands in front of her while its table is behind her. So does a thing lying on the floor that a
  // person deals with (a cake splatted beside a mother's shoes) stay off their feet: drawn closer, she stood in it.
  const supportOf = (unit: Kept) =>
    (merged.get(unit.root) ?? [unit.root]).flatMap((i) => (rests[i] !== undefined && !isKept(rests[i]!) ? [[rests[i]!, i] as const] : []));
  const floor = kept.map((a, i) =>
    kept.map((b, j) => {
      if (j <= i) return 0;
      const [person, thing] = a.person && !b.living ? [a, b] : b.person && !a.living ? [b, a] : [undefined, undefined];
      if (!person || !thing) return 0;
      const between = supportOf(thing).some(([support, on]) => support < person.index && person.index < on);
      // A thing lying on the floor (resting on nothing) stays off the feet beside it.
      const lying = rests[thing.root] === undefined && dealsWith(scene.items[person.root]!, scene.items[thing.root]!) ? offTheFloor(a, b, person === a) : 0;
      return Math.max(between ? offTheirTable(a, b, person === a) : 0, lying);
    }),
  );
  const gaps = {
    // Staged apart, no body comes into another's that the wide picture draws clear of it, as no face does.
    all: kept.map((a, i) => kept.map((b, j) => (j > i ? Math.max(clearance(a, b), apart ? clearance(a, b, 'bodies') : 0, floor[i]![j]!) : 0))),
    faces: kept.map((a, i) => kept.map((b, j) => (j > i ? Math.max(clearance(a, b, 'faces'), floor[i]![j]!) : 0))),
    heads: kept.map((a, i) => kept.map((b, j) => (j > i ? Math.max(clearance(a, b, 'heads'), floor[i]![j]!) : 0))),
    floor,
  };
  const roomAt = (zoom: number) => TALL_WIDTH / zoom / 2 - MARGIN / zoom;
  // The top third holds the scene when the kept figures and things, drawn together for this frame, cover enough of it.
  // Places set by hand for the phone were set for the frame as it was: it does not come closer over them.
  const filled = (zoom: number, group: Arranged) => {
    if (byHand) return true;
    const height = TALL_HEIGHT / zoom;
    const width = TALL_WIDTH / zoom;
    const span = spanOf(kept, group.xs);
    const view = { x: (span.left + span.right) / 2 - width / 2, y: SCENE_HEIGHT - height, width, height };
    const boxes = kept.flatMap((item, i) =>
      item.extent.parts.map((box) => ({ left: box.left + group.xs[i]!, right: box.right + group.xs[i]!, top: box.top + item.y, bottom: box.bottom + item.y })),
    );
    return topThirdCovered(view, boxes) >= SKY_FILL;
  };
  // The desk's camera chooses what the picture shows (what it leaves out stays out: `inView`), not how close the phone
  // comes: its zoom crops a 16:10 picture, and the phone's frame, re-staged, finds its own.
  const arrangedAt = (zoom: number) => arranged(kept, gaps, roomAt(zoom));
  const asked = scene.tallCamera || !scene.camera ? undefined : asTheCameraAsks(kept, arrangedAt, scene.camera, closest);
  const closer = scene.tallCamera || asked ? undefined : closerToTheGround(kept, arrangedAt, filled, closest);
  const zoom = scene.tallCamera?.zoom ?? asked?.zoom ?? closer ?? 1;
  const width = TALL_WIDTH / zoom;
  const height = TALL_HEIGHT / zoom;
  if (kept.length === 0) return { scene, view: { x: wide.x + (wide.width - width) / 2, y: wide.y, width, height } };

  const room = roomAt(zoom) * spread;
  const before = spanOf(
    kept,
    kept.map((item) => item.x),
  );
  const middle = (before.left + before.right) / 2;
  const { xs: together, squeeze: drawn } = keepingApart(kept, gaps.all, room, arranged(kept, gaps, room));
  const squeeze = Math.max(MIN_CLEAR_SQUEEZE, drawn);
  // Drawn together about the group's middle in the wide picture.
  const after = spanOf(kept, together);
  const xs = together.map((x) => x + middle - (after.left + after.right) / 2);
  const centre = clamp(middle, width / 2, SCENE_WIDTH - width / 2);
  // Where the frame is held inside the canvas off the group's middle, the group slides only as far as it must.
  // A group too wide for the frame even drawn together loses as much at each end, as far as its people and
  // animals stay whole: the things at its ends give.
  const group = spanOf(kept, xs);
  const inside = (span: { left: number; right: number }) => ({ low: centre - room - span.left, high: centre + room - span.right });
  const whole = inside(group);
  const living = kept.map((item, i) => ({ item, x: xs[i]! })).filter(({ item }) => item.living);
  const alive =
    living.length > 0
      ? inside(
          spanOf(
            living.map(({ item }) => item),
            living.map(({ x }) => x),
          ),
        )
      : whole;
  // The frame slides, where it has the room, to keep every outline whole too: an animal's tail and ears reach past
  // the trunk it is staged by (a sniffing fox's tail at the phone's edge).
  const drawnSpan = (items: readonly { item: Kept; x: number }[]) => ({
    left: Math.min(...items.map(({ item, x }) => x + item.drawn.left)),
    right: Math.max(...items.map(({ item, x }) => x + item.drawn.right)),
  });
  const wholeDrawn = inside(drawnSpan(kept.map((item, i) => ({ item, x: xs[i]! }))));
  const aliveDrawn = living.length > 0 ? inside(drawnSpan(living)) : wholeDrawn;
  const both = { low: Math.max(whole.low, aliveDrawn.low), high: Math.min(whole.high, aliveDrawn.high) };
  const shift =
    wholeDrawn.low <= wholeDrawn.high
      ? clamp(0, wholeDrawn.low, wholeDrawn.high)
      : both.low <= both.high
        ? clamp(0, both.low, both.high)
        : whole.low <= whole.high
          ? clamp(0, whole.low, whole.high)
          : alive.low <= alive.high
            ? clamp((whole.low + whole.high) / 2, alive.low, alive.high)
            : (alive.low + alive.high) / 2;
  // A light of the setting beyond the group (a fire in its hearth, a window's glow) lights the setting, which stays where
  // it is: it stays with it, and the frame with the group drawn in it leans toward it, so the light stays in the picture
  // on the faces it warms instead of drifting off what it lights (or out of the frame with it).
  // Beyond the people, on nothing drawn (not a lamp or a candle the scene places): placed by hand, the setting's things
  // were set for the phone with their lights.
  const people = kept.filter((item) => item.person);
  const beyond = (x: number) =>
    people.length > 0 && (x < Math.min(...people.map((item) => item.x + item.left)) || x > Math.max(...people.map((item) => item.x + item.right)));
  const setting = byHand
    ? []
    : scene.items.flatMap((item, i) =>
        'light' in item && beyond(item.x) && item.x > wide.x && item.x < wide.x + wide.width && touchedBy(scene, extents, i, item) === undefined ? [item] : [],
      );
  const toward = setting.reduce((lean, light) => {
    const inside = Math.min(light.radius / 2, width * LIGHT_IN);
    const low = light.x + inside - (centre + lean + width / 2);
    const high = light.x - inside - (centre + lean - width / 2);
    return lean + (low > 0 ? low : high < 0 ? high : 0);
  }, 0);
  const lean = clamp(toward, width / 2 - centre, SCENE_WIDTH - width / 2 - centre);
  const placed = mapping(
    kept,
    xs.map((x) => x + shift + lean + slide),
    squeeze,
  );
  const own = new Map(kept.map((item, i) => [item.root, xs[i]! + shift + lean + slide]));
  /** Where an item stands across: a kept one where the group put it, the rest as the picture between them, each resting thing on its prop. */
  const offset = (i: number, from: number) => at(i).x - at(from).x;
  const keptRoots = [...units.keys()];
  /** Where a kept item (not merged into another's unit) now stands. */
  const ownAt = (keptRoot: number) => own.get(joined(keptRoot))! + offset(keptRoot, joined(keptRoot));
  const across = (i: number): number => {
    const unit = unitOf(i);
    if (unit !== undefined) return own.get(unit)! + offset(i, unit);
    // A small thing a person touches or stands at goes with them.
    const with_ = follows.get(i);
    if (with_ !== undefined && unitOf(with_) !== undefined) return across(with_) + offset(i, with_);
    // Scenery under kept things stands where they put it on average; with the group drawn together they come
    // closer, so each stays on it.
    const root = rootOf(i);
    const on = keptRoots.filter((keptRoot) => rootOf(keptRoot) === root);
    const base = on.length > 0 ? on.reduce((sum, keptRoot) => sum + ownAt(keptRoot) - offset(keptRoot, root), 0) / on.length : placed(at(root).x);
    return base + offset(i, root);
  };
  const moves = (i: number) =>
    (inView[i] || inView[rootOf(i)] || ('light' in scene.items[i]! && !setting.includes(scene.items[i]! as (typeof setting)[number]))) &&
    'x' in scene.items[i]!;
  // Where a hand reaches moves with what it reaches for (the thing or person at that point), so a finger stays on the
  // thing it touches; reaching for nothing drawn, it moves with the person.
  const reachedX = (i: number, point: { x: number; y: number; on?: string }, hand?: 'near' | 'far') => {
    // A hand on what the scene says it touches stays on it, wherever the phone's frame draws that.
    const declared = point.on === undefined ? undefined : namedIndex(scene, point.on);
    if (declared !== undefined && moves(declared)) return point.x + across(declared) - at(declared).x;
    const target = byHand ? undefined : touchedBy(scene, extents, i, point);
    // A large thing (a branch, a table) is scenery the hand rests along: the hand stays with its person.
    const thing = target === undefined ? undefined : scene.items[target]!;
    const follow = thing !== undefined && ('person' in thing || 'animal' in thing || (('prop' in thing || 'icon' in thing) && thing.size <= SMALL_THING));
    if (follow && moves(target!)) return point.x + across(target!) - at(target!).x;
    // Reaching for nothing drawn, the hand reaches as far from its person as the group is drawn together; but a fist
    // that holds a thing alone (an umbrella by its handle) where the scene's phone place sets its reach keeps the reach
    // as set (decision 120). Drawn together, it came a few units nearer or further as a neighbour moved, and the person
    // turned to it or not, the forearm swung with the turn and the held thing's tilt with the forearm: a big umbrella's
    // shaft flipped from over the mat to across its holder's face.
    const reach = hand !== undefined && reachSetForPhone(given.items[i]!, hand) ? point.x - at(i).x : placed(point.x) - placed(at(i).x);
    return reach + (unitOf(i) === undefined ? placed(at(i).x) : across(i));
  };
  // A point someone turns or bends to moves with what is drawn there, as a hand's does.
  const pointedAt = (i: number, to: PersonItem['turnsTo']) => (to === undefined || typeof to === 'string' ? to : { ...to, x: reachedX(i, to) });
  const reach = (item: PictureItem, i: number) =>
    'person' in item
      ? {
          ...(item.reachTo && {
            reachTo: {
              near: item.reachTo.near && { ...item.reachTo.near, x: reachedX(i, item.reachTo.near, 'near') },
              far: item.reachTo.far && { ...item.reachTo.far, x: reachedX(i, item.reachTo.far, 'far') },
            },
          }),
          ...(item.turnsTo !== undefined && { turnsTo: pointedAt(i, item.turnsTo) }),
          ...(item.bendsTo !== undefined && { bendsTo: pointedAt(i, item.bendsTo) }),
        }
      : {};
  const items = scene.items.map((item, i) => (moves(i) ? { ...item, x: across(i), ...reach(item, i) } : item)) as Scene['items'];
  const view = {
    x: centre + lean - width / 2,
    y: scene.tallCamera
      ? clamp(scene.tallCamera.y - height / 2, 0, SCENE_HEIGHT - height)
      : asked
        ? asked.y
        : closer
          ? SCENE_HEIGHT - height
          : (SCENE_HEIGHT - height) / 2,
    width,
    height,
  };
  const withPeople = (i: number) => (merged.get(unitOf(i) ?? -1) ?? []).some((j) => j !== i && 'person' in scene.items[j]!);
  const asOne = new Set(scene.items.map((_, i) => i).filter((i) => 'person' in scene.items[i]! && withPeople(i)));
  const stacked = stackedInDepth(given, { ...scene, items }, view, asOne);
  const rowed = byHand ? stacked : inTwoRows(given, { ...scene, items: stacked }, view, asOne);
  // A small thing of the scenery that the frame's side edge cuts to less than half goes: a sliver of toast at the edge
  // reads as a mistake. One something rests on, or a person stands at or holds, stays.
  const sliver = (item: PictureItem, i: number) => {
    if (!('prop' in item) || item.part !== undefined || isLandmarkProp(item.prop) || item.size > SMALL_THING) return false;
    if (rests.some((under) => under === i) || follows.has(i)) return false;
    const shown = (Math.min(item.x + item.size / 2, view.x + view.width) - Math.max(item.x - item.size / 2, view.x)) / item.size;
    return shown > 0 && shown < SLIVER;
  };
  return { scene: { ...scene, items: rowed.filter((item, i) => !sliver(item, i)) as Scene['items'] }, view };
}

/** Room a frame on the canvas's bottom edge keeps under the lowest foot, in canvas units: feet at its edge read as cut off. */
const FOOT_ROOM = 8;
/** The furthest the group steps back from the frame's bottom edge, in canvas units. */
const MOST_LIFT = 26;
/** How far below the frame's foot a figure's lowest point may be for the frame to cut it at the ankle, a share of its height. */
const ANKLE_BAND = 0.06;
/** A prop whose base is no further down than this below the ground's far edge stands at the back: on or against the wall. */
const AT_THE_BACK = 24;

/**
 * The group a step back up the ground where a frame (the phone's or the desk's, a wide shot's or a framed one's) stands
 * on the canvas's bottom edge and a foot would touch it or pass it: the frame cannot go lower, so everything in front
 * moves up together by the same amount, each person and animal kept at its size. What stands at the back (a door, a
 * window, a house across the street) stays with the setting, with what rests on it, who stands on it and the lights on
 * it. (Where the scenes stand them, 129 feet over the phone and desk pictures met the frame's bottom edge or were cut
 * at the ankle: decisions 164, 166.)
 */
export function offTheBottomEdge({ scene, view }: { scene: Scene; view: View }): { scene: Scene; view: View } {
  const lifted = liftedItems(scene, view);
  return lifted === scene.items ? { scene, view } : { scene: { ...scene, items: lifted }, view };
}

/** The scene's items stepped up off the frame's bottom edge (see `offTheBottomEdge`), or its own items where no foot is near it. */
function liftedItems(scene: Scene, view: View): Scene['items'] {
  const { items } = scene;
  if (view.y + view.height < SCENE_HEIGHT - 0.5) return items;
  const ground = groundOf(scene);
  const extents = items.map((item) => extentOf(item, ground, scene.wardrobe));
  // Each placed item's box on the canvas, from its extent's parts.
  const boxes = items.map((item, i) => {
    const extent = extents[i];
    if (!extent || extent.parts.length === 0 || !('x' in item) || !('y' in item)) return undefined;
    const { left, right, top } = reachOf(extent);
    return { left: item.x + left, right: item.x + right, top: item.y + top, bottom: item.y + Math.max(...extent.parts.map((part) => part.bottom)) };
  });
  const figure = (item: PictureItem) => 'person' in item || 'animal' in item;
  const bottoms = items.flatMap((item, i) => {
    const box = boxes[i];
    if (!figure(item) || !box || box.right < view.x || box.left > view.x + view.width) return [];
    return [box.bottom];
  });
  // A figure the frame cuts well above its feet (a close shot at the waist) is cut on purpose.
  const feet = bottoms.filter((bottom) => bottom <= SCENE_HEIGHT + MOST_LIFT);
  if (feet.length === 0) return items;
  const lift = Math.min(MOST_LIFT, Math.max(0, Math.max(...feet) + FOOT_ROOM - SCENE_HEIGHT));
  if (lift < 1) return items;
  // Nor does a step up bring someone cut at the shin down to the ankle: the group stays where it stood.
  const atTheAnkle = (bottom: number) => bottom > SCENE_HEIGHT - FOOT_ROOM && bottom < SCENE_HEIGHT + view.height * ANKLE_BAND;
  if (bottoms.some((bottom) => !atTheAnkle(bottom) && atTheAnkle(bottom - lift))) return items;
  const rests = restingOn(items);
  const atTheBack = (i: number): boolean => {
    const item = items[i]!;
    if (rests[i] !== undefined) return atTheBack(rests[i]!);
    return 'prop' in item && item.y <= ground + AT_THE_BACK;
  };
  const backBoxes = boxes.filter((box, i) => box !== undefined && atTheBack(i)) as NonNullable<(typeof boxes)[number]>[];
  // Someone standing on or behind the near edge of a strip of ground that stays (a hedgehog on a stepping stone of the
  // river) stays on it; a door or a house, taller than wide, is stood in front of.
  const standsOnTheBack = (item: PictureItem): boolean => {
    if (!figure(item) || !('x' in item)) return false;
    const base = item.floorY ?? item.y;
    return backBoxes.some((b) => b.right - b.left > 2 * (b.bottom - b.top) && item.x > b.left && item.x < b.right && base <= b.bottom + 2);
  };
  const stays = items.map((item, i) => {
    if ('light' in item) {
      const on = touchedBy(scene, extents, i, item);
      return on !== undefined && atTheBack(on);
    }
    return atTheBack(i) || standsOnTheBack(item);
  });
  // Nor up out of the frame's top: a bird on a high branch would fly off it.
  const outAtTheTop = items.some((item, i) => !stays[i] && figure(item) && boxes[i] !== undefined && boxes[i].top - lift < view.y);
  if (outAtTheTop) return items;
  const up = <P extends { y: number }>(point: P): P => ({ ...point, y: point.y - lift });
  return items.map((item, i) => {
    if (!('y' in item) || stays[i]) return item;
    const raised = { ...item, y: item.y - lift, ...('floorY' in item && item.floorY !== undefined && { floorY: item.floorY - lift }) };
    if (!('person' in item || 'animal' in item)) return raised;
    const foot = item.floorY ?? item.y;
    const sized = { ...raised, scale: ((item.scale ?? 1) * depthScale(ground, foot)) / depthScale(ground, foot - lift) };
    if (!('person' in item)) return sized;
    // A hand on a thing at the back stays on it; any other reach goes up with the body.
    const point = <P extends { y: number; on?: string }>(at: P): P => {
      const on = at.on === undefined ? undefined : items.findIndex((other) => 'part' in other && other.part === at.on);
      return on !== undefined && on >= 0 && stays[on] ? at : up(at);
    };
    return {
      ...sized,
      ...(item.reachTo && { reachTo: { near: item.reachTo.near && point(item.reachTo.near), far: item.reachTo.far && point(item.reachTo.far) } }),
      ...(typeof item.turnsTo === 'object' && { turnsTo: up(item.turnsTo) }),
      ...(typeof item.bendsTo === 'object' && { bendsTo: up(item.bendsTo) }),
    };
  }) as Scene['items'];
}

/** The phone's frame a scene sets whole (`tallCamera` with its `x`), kept inside the canvas. */
function setFrame({ x, y, zoom }: { x: number; y: number; zoom: number }): View {
  const width = TALL_WIDTH / zoom;
  const height = TALL_HEIGHT / zoom;
  return { x: clamp(x - width / 2, 0, SCENE_WIDTH - width), y: clamp(y - height / 2, 0, SCENE_HEIGHT - height), width, height };
}

/** How far inside the frame a light of the setting stands, at most, as a share of the frame's width. */
const LIGHT_IN = 0.2;

/** Less than this share of a small thing of the scenery in the frame, and it goes. */
const SLIVER = 0.5;

/** A thing no wider than this goes with the person who touches it or stands at it: a bowl, a candlestick, a map. */
const SMALL_THING = 120;
/** A thing stands at a person when its base is this near their feet, in canvas units, and it is within their reach across. */
const STANDS_AT = 24;

/**
 * What a hand's point reaches for, as the wide picture draws it: the other item whose drawn box there is the smallest
 * (a cake before the table under it, a shoulder before the sofa behind it), or undefined for none.
 */
export function touchedBy(scene: Scene, extents: readonly (Extent | undefined)[], by: number, point: { x: number; y: number }): number | undefined {
  let best: number | undefined;
  let least = Infinity;
  scene.items.forEach((item, j) => {
    const extent = extents[j];
    if (j === by || !extent || !('x' in item) || !('y' in item) || 'light' in item) return;
    for (const box of extent.parts) {
      const inside = point.x >= item.x + box.left && point.x <= item.x + box.right && point.y >= item.y + box.top && point.y <= item.y + box.bottom;
      const area = (box.right - box.left) * (box.bottom - box.top);
      if (inside && area < least) {
        least = area;
        best = j;
      }
    }
  });
  return best;
}

/** The place in the scene of the person, animal or thing with this id or part, if it is there. */
function namedIndex(scene: Scene, name: string): number | undefined {
  const index = scene.items.findIndex(
    (item) =>
      ('person' in item && item.person === name) || ('animal' in item && item.animal === name) || (('prop' in item || 'icon' in item) && item.part === name),
  );
  return index === -1 ? undefined : index;
}

/** A thing the scene names (a cake, a map), not a part of the place. */
const namedThing = (item: PictureItem) => 'prop' in item && item.part !== undefined && !isLandmarkProp(item.prop);
const isLandmarkItem = (item: PictureItem) => 'prop' in item && isLandmarkProp(item.prop);

/**
 * Who acts on whom in the wide picture: `joined` gives each kept item the kept item whose unit it moves in (people
 * who hug move as one); `follows` gives a small unnamed thing a person touches or stands at the person it goes
 * with, one person only.
 */
function actingTogether(
  scene: Scene,
  extents: readonly (Extent | undefined)[],
  keptRootOf: (i: number) => number | undefined,
): { joined: (i: number) => number; follows: Map<number, number> } {
  const parent = scene.items.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : find(parent[i]!));
  const union = (a: number, b: number) => {
    const [low, high] = [find(a), find(b)].sort((x, y) => x - y);
    parent[high!] = low!;
  };
  const follows = new Map<number, number>();
  const claimed = new Set<number>();
  const rests = restingOn(scene.items);
  const small = (j: number) => {
    const item = scene.items[j]!;
    return ('prop' in item || 'icon' in item) && item.size <= SMALL_THING && !('prop' in item && isLandmarkProp(item.prop)) && rests[j] === undefined;
  };
  const goesWith = (person: number, thing: number) => {
    if (claimed.has(thing)) return;
    claimed.add(thing);
    follows.set(thing, person);
  };
  scene.items.forEach((item, i) => {
    if (!('person' in item) || keptRootOf(i) !== i) return;
    const hugged = typeof item.hugs === 'string' ? [item.hugs] : (item.hugs ?? []);
    scene.items.forEach((other, j) => {
      if ('person' in other && hugged.includes(other.person) && keptRootOf(j) === j) union(i, j);
    });
    for (const point of [item.reachTo?.near, item.reachTo?.far]) {
      // What the scene says the hand touches moves with the one who touches it, whatever its size: drawn together
      // for the phone apart from it, a hand pushing a branch or holding a shin hung in the air.
      const declared = point?.on === undefined ? undefined : namedIndex(scene, point.on);
      if (declared !== undefined) {
        const root = keptRootOf(declared);
        if (root !== undefined) union(i, root);
        else if (!isLandmarkItem(scene.items[declared]!)) goesWith(i, declared);
        continue;
      }
      const target = point && touchedBy(scene, extents, i, point);
      if (target === undefined) continue;
      // A named thing or a person reached for keeps its own place, kept whole and clear (the hand follows it, see
      // `reachedX`): made one with the hand, a rigid pair left too little room and covered a face or named stones.
      if (small(target) && keptRootOf(target) === undefined) goesWith(i, target);
    }
  });
  // A small named thing on an animal's head (cream on a dog's nose) goes with it, as a person's clothes do: drawn apart
  // for the phone, the cream sat on the dog's brow or in the air beside him.
  scene.items.forEach((item, i) => {
    const head = extents[i]?.keep[0];
    if (!('animal' in item) || keptRootOf(i) !== i || !head) return;
    scene.items.forEach((thing, j) => {
      if (j <= i || !namedThing(thing) || !('size' in thing) || keptRootOf(j) !== j) return;
      const { x, y } = { x: thing.x - item.x, y: thing.y - item.y };
      if (thing.size <= head.right - head.left && x >= head.left && x <= head.right && y >= head.top && y <= head.bottom) union(i, j);
    });
  });
  // A small thing on the floor within a person's reach, its base by their feet, is one they stand at.
  scene.items.forEach((item, i) => {
    const extent = extents[i];
    if (!('person' in item) || keptRootOf(i) !== i || !extent) return;
    const { left, right } = reachOf(extent);
    scene.items.forEach((thing, j) => {
      if (!small(j) || !('prop' in thing) || keptRootOf(j) !== undefined || Math.abs(thing.y - (item.floorY ?? item.y)) > STANDS_AT) return;
      if (thing.x + thing.size / 2 > item.x + left && thing.x - thing.size / 2 < item.x + right) goesWith(i, j);
    });
  });
  return { joined: (i) => find(i), follows };
}

/** How many faces a crowd keeps readable, and how far up the ground behind them the rest stand on a phone. */
const CROWD = 4;
const CROWD_BEHIND = 16;
/** How far across one of the four a person stepping back could come over them, in canvas units. */
const BESIDE = 150;

/**
 * A crowd on a phone keeps at most four readable faces near (the scene's `faces`): the rest, drawn as near as them,
 * read as a row of equal faces at phone size. Each other person stands a step further back up the ground than the
 * nearest of the four (at most MOST_STEP_BACK), so it is drawn smaller and, further back than all of them, painted
 * back into the air. One carried, standing on something (`floorY`) or placed by hand for the phone stays.
 */
function backInTheCrowd(scene: Scene, ground: number): Scene['items'] {
  const faces = scene.faces;
  const people = scene.items.filter((item): item is Extract<PictureItem, { person: string }> => 'person' in item);
  if (!faces || people.length <= CROWD) return scene.items;
  const near = people.filter((person) => faces.includes(person.person));
  if (near.length === 0) return scene.items;
  const behind = Math.min(...near.map((person) => person.floorY ?? person.y)) - CROWD_BEHIND;
  return scene.items.map((item, i) => {
    if (!('person' in item) || faces.includes(item.person) || item.floorY !== undefined || placedForPhone(item) || item.y <= behind) return item;
    // Drawn over one of the four beside it, it would come forward pale over them, a mistake rather than distance.
    if (near.some((person) => scene.items.indexOf(person) < i && Math.abs(person.x - item.x) < BESIDE)) return item;
    const y = Math.max(behind, item.y - MOST_STEP_BACK, ground + STEP_BACK);
    return carriesOrRides(scene.items, i) || y >= item.y ? item : { ...item, y };
  }) as Scene['items'];
}

/** Whether the person at `i` is in a shoulder ride as the scene lists it: riding, or listed just before a rider. */
function carriesOrRides(items: Scene['items'], i: number): boolean {
  const item = items[i]!;
  const next = items[i + 1];
  return ('pose' in item && item.pose === 'ride-shoulders') || (next !== undefined && 'pose' in next && next.pose === 'ride-shoulders');
}

/** A face may be covered by this much more of its box in the phone’s picture than in the wide one: a hair’s width. */
export const FACE_TOLERANCE = 0.04;
/** How far back up the ground a figure may step, in canvas units, and by how much at a time. */
const MOST_STEP_BACK = 48;
const STEP_BACK = 4;

/** The area two boxes share. */
export const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * For each person of the scene (in the order they are drawn), the share of their face's box that the most covering
 * figure drawn after them comes over: a body, a limb, a head or what it holds (`figures and props`: or a named prop
 * drawn over it from up in the air, a thought cloud); or, `heads`, only a person's head with its hair. A rider and their carrier are one.
 */
export function facesCovered(scene: Scene, by: 'figures' | 'figures and props' | 'heads' = 'figures'): number[] {
  const ground = groundOf(scene);
  const faces = facesIn(scene, ground);
  const figures = scene.items.map((item, i) => ({ item, i })).filter(({ item }) => 'person' in item);
  // Whether a prop's base lies in the box of the prop drawn just before it (a map set on the table), or it rests on a
  // prop drawn earlier (`restingOn`: a cake on the table with the birthday girl drawn between): not up in the air.
  const rests = restingOn(scene.items);
  const onAProp = (j: number) => {
    const [over, under] = [scene.items[j]!, scene.items[j - 1]];
    return (
      rests[j] !== undefined ||
      ('prop' in over &&
        under !== undefined &&
        'prop' in under &&
        Math.abs(over.x - under.x) <= under.size / 2 &&
        over.y <= under.y &&
        over.y >= under.y - under.size)
    );
  };
  return figures.map(({ i }, k) => {
    const head = faces[k]!;
    const face = { left: head.x - head.r, right: head.x + head.r, top: head.y - head.r, bottom: head.y + head.r };
    let worst = 0;
    scene.items.forEach((over, j) => {
      const rider = scene.items[i]!;
      // A named prop drawn over the face from up in the air (a thought cloud: its base a head's height and more above the
      // person's feet, on nothing) hides it as a body does (decision 105); one on the ground before them (a low table, a
      // quilt) or on another thing (a map on the table) does not: its box is its size squared, far over what it draws.
      const namedProp = by === 'figures and props' && 'prop' in over && over.part !== undefined && !onAProp(j) && 'y' in rider && over.y < rider.y - 2 * head.r;
      if (j <= i || !('x' in over) || !('y' in over) || !('person' in over || 'animal' in over || namedProp)) return;
      if (j === i + 1 && 'pose' in rider && rider.pose === 'ride-shoulders') return;
      const extent = extentOf(over, ground, scene.wardrobe);
      const boxes = by === 'heads' ? (extent?.head ? [extent.head] : []) : (extent?.parts ?? []);
      for (const box of boxes) {
        const at = { left: box.left + over.x, right: box.right + over.x, top: box.top + over.y, bottom: box.bottom + over.y };
        worst = Math.max(worst, overlapArea(face, at) / (4 * head.r * head.r));
      }
    });
    return Math.min(1, worst);
  });
}

/**
 * Drawn together for the narrow frame, a group can still come over a face the wide picture leaves clear: a child's
 * face at a grown-up's elbow, a back row behind a front row. The figure whose face is covered then steps back up
 * the ground (smaller, its head higher, still drawn behind), a step at a time, as far as its face is as clear as in
 * the wide picture, no other face is covered more, and its head stays inside the frame; a group stacked in depth,
 * as an illustrator draws one, instead of one pressed sideways.
 */
function stackedInDepth(wide: Scene, staged: Scene, view: View, asOne: ReadonlySet<number>): Scene['items'] {
  const ground = groundOf(staged);
  const allowed = facesCovered(wide).map((share) => share + FACE_TOLERANCE);
  const headsAllowed = facesCovered(wide, 'heads').map((share) => share + FACE_TOLERANCE);
  const excess = (covered: readonly number[]) => covered.reduce((sum, share, k) => sum + Math.max(0, share - allowed[k]!), 0);
  let items = staged.items;
  const people = items.map((item, i) => ({ item, i })).filter(({ item }) => 'person' in item);
  people.forEach(({ i }, k) => {
    const before = facesCovered({ ...staged, items });
    if (before[k]! <= allowed[k]!) return;
    let least = excess(before);
    const headsBefore = facesCovered({ ...staged, items }, 'heads');
    const person = items[i] as Extract<PictureItem, { person: string }>;
    // One of people who move as one (a hug) stepping back would pull them apart.
    if (asOne.has(i) || person.floorY !== undefined || carriesOrRides(items, i)) return;
    for (let step = STEP_BACK; step <= MOST_STEP_BACK; step += STEP_BACK) {
      const y = person.y - step;
      if (y < ground + STEP_BACK) break;
      const moved = { ...person, y };
      const head = facesIn({ ...staged, items: [moved] }, ground)[0]!;
      if (head.y - head.r * 1.4 < view.y) break;
      const trial = items.map((item, j) => (j === i ? moved : item)) as Scene['items'];
      const after = facesCovered({ ...staged, items: trial });
      // No other face may be covered past what it is allowed, or more than it was.
      // Nor may a step bring a head over a face, its own included: two heads over each other read as one.
      const heads = facesCovered({ ...staged, items: trial }, 'heads');
      const worse =
        after.some((share, m) => m !== k && share > Math.max(allowed[m]!, before[m]!)) ||
        heads.some((share, m) => share > Math.max(headsAllowed[m]!, headsBefore[m]!));
      if (worse || excess(after) >= least) continue;
      least = excess(after);
      items = trial;
      if (after[k]! <= allowed[k]!) break;
    }
  });
  return items;
}

/** A group of this many people on a phone is staged as a picture book draws one on a tall page: in rows, no face above another. */
const CROWD_ROWS = 5;
/** Two faces nearer across than this share of their radii together read as one stacked over the other, a totem pole. */
const STACKED = 0.9;
/** How far apart up and down two faces may be and still read as stacked, in their radii together. */
const STACKED_UP = 3.5;
/** How far a person may step aside for it, in canvas units, and by how much at a time. */
const MOST_SIDESTEP = 140;
const SIDESTEP = 4;

/** Whether face `k` stands straight above or below another of these faces (see STACKED). */
const stackedFace = (faces: readonly { x: number; y: number; r: number }[], k: number) =>
  faces.some((other, m) => {
    const face = faces[k]!;
    const together = face.r + other.r;
    return (
      m !== k &&
      Math.abs(face.x - other.x) < STACKED * together &&
      Math.abs(face.y - other.y) > together * 0.6 &&
      Math.abs(face.y - other.y) < STACKED_UP * together
    );
  });

/**
 * A group of five or more, drawn together for the phone's narrow frame, stood as a totem pole of faces one over
 * another, and its outermost people were cut by the frame's side edge. Each person, the nearest first, whose face is
 * straight above or below another face, or whose body the side edge cuts, steps aside the least that brings their
 * face beside the others (between the faces in front of them, as a back row stands) and their body whole in the
 * frame, as far as no face is covered more than the wide picture allows, no head comes over a named thing in their
 * hands and no other face is brought into a stack. One who cannot stays where they are. People who reach, hug,
 * ride or sit on something keep their places.
 */
function inTwoRows(wide: Scene, staged: Scene, view: View, asOne: ReadonlySet<number>): Scene['items'] {
  const ground = groundOf(staged);
  let items = staged.items;
  const people = items.map((item, i) => ({ item, i })).filter(({ item }) => 'person' in item);
  if (people.length < CROWD_ROWS) return items;
  const allowed = facesCovered(wide).map((share) => share + FACE_TOLERANCE);
  const facesOf = (trial: Scene['items']) => facesIn({ ...staged, items: trial }, ground);
  const whole = (item: PictureItem) => {
    const extent = extentOf(item, ground, staged.wardrobe);
    if (!extent || !('x' in item)) return true;
    const { left, right } = reachOf(extent);
    return item.x + left >= view.x && item.x + right <= view.x + view.width;
  };
  /** Whether no head drawn after the person comes over a named thing in their hands (a picture held to the chest). */
  const heldClear = (person: PictureItem, i: number, trial: Scene['items']) => {
    const held = (extentOf(person, ground, staged.wardrobe)?.keep ?? []).slice(1);
    return held.every((box) =>
      trial.every((over, j) => {
        if (j <= i || !('person' in over)) return true;
        const head = extentOf(over, ground, staged.wardrobe)?.head;
        if (!head || !('x' in person)) return true;
        const at = (b: Box, x: number, y: number) => ({ left: b.left + x, right: b.right + x, top: b.top + y, bottom: b.bottom + y });
        const area = (box.right - box.left) * (box.bottom - box.top);
        return overlapArea(at(box, person.x, person.y), at(head, over.x, over.y)) <= area * FACE_OVERLAP;
      }),
    );
  };
  // The nearest first: the one further back steps aside for the one in front.
  const order = people.map(({ i }, k) => ({ i, k })).sort((a, b) => baseOf(items[b.i]!) - baseOf(items[a.i]!));
  order.forEach(({ i, k }) => {
    const person = items[i] as Extract<PictureItem, { person: string }>;
    const faces = facesOf(items);
    const stacked = stackedFace(faces, k);
    if ((!stacked && whole(person)) || asOne.has(i) || person.reachTo || person.floorY !== undefined || carriesOrRides(items, i)) return;
    const before = facesCovered({ ...staged, items });
    const stackedBefore = faces.map((_, m) => stackedFace(faces, m));
    for (let step = SIDESTEP; step <= MOST_SIDESTEP; step += SIDESTEP) {
      const tried = [-step, step].map((shift) => {
        const moved = { ...person, x: person.x + shift };
        const trial = items.map((item, j) => (j === i ? moved : item)) as Scene['items'];
        const after = facesOf(trial);
        const covered = facesCovered({ ...staged, items: trial });
        const fine =
          whole(moved) &&
          heldClear(moved, i, trial) &&
          !stackedFace(after, k) &&
          after.every((_, m) => m === k || stackedBefore[m] || !stackedFace(after, m)) &&
          covered.every((share, m) => share <= Math.max(allowed[m]!, before[m]!));
        return fine ? trial : undefined;
      });
      // Nearer the middle of the frame first, where both steps would do.
      const middle = view.x + view.width / 2;
      const better = person.x > middle ? (tried[0] ?? tried[1]) : (tried[1] ?? tried[0]);
      if (better) {
        items = better;
        return;
      }
    }
  });
  return items;
}

const baseOf = (item: PictureItem) => ('y' in item ? (('floorY' in item ? item.floorY : undefined) ?? item.y) : 0);

/**
 * A group of four or more drawn together for the phone in depth rows (decision 107): the people `back` names stand
 * `step` further up the ground (higher feet, a little smaller, still drawn behind), so the group drawn together for
 * the narrow frame stands their faces in the gaps between the front row's heads instead of pressing them sideways.
 */
export interface Rows {
  back: ReadonlySet<string>;
  step: number;
}

/** The items with the back row stepped up the ground (never past the horizon). */
function inTheBackRow(items: readonly PictureItem[], rows: Rows, ground: number): PictureItem[] {
  return items.map((item) =>
    'person' in item && rows.back.has(item.person) ? { ...item, y: Math.max(ground + STEP_BACK, Math.min(item.y, item.y - rows.step)) } : item,
  );
}

/** How far up the ground a back row stands behind the front one, tried in turn, in canvas units. */
const ROW_STEPS = [28, 40, 52];
/** A group this large may be staged in depth rows. */
const ROWS_FROM = 4;
/** Two bodies sharing more than this share of the smaller one's area stand through each other at one depth. */
const BODY_THROUGH = 0.12;
/** How much less pressed the rows must be than the group drawn side by side, in faces' shares summed. */
const ROWS_BETTER = 0.1;
/** Poses that sit, kneel or lie on something, or ride: stepped back, they would leave what they are on. */
const SEATED = /^(sit|kneel|one-knee|hug-knees|lie|sleep|crouch|ride)/;

/**
 * Who of the phone's group drawn together (`near`) may stand in a back row: a person drawn before someone whose body
 * passes through theirs or who comes over their face, standing on the ground on their own (no seat, ride, hug or
 * `floorY`), whose hands reach for nothing and whom no one reaches for; not a child behind a grown-up (children stand
 * in front); and no two of the back row through each other. Then the rows, the step up the ground that presses the
 * group least, taken where it presses it less than side by side: faces covered past what the wide picture allows,
 * heads over faces, and bodies through bodies at one depth (the same row), each summed.
 */
function inDepthRows(given: Scene, near: { scene: Scene; view: View }, stage: (rows: Rows) => { scene: Scene; view: View }): Rows | undefined {
  const people = given.items.filter((item): item is Extract<PictureItem, { person: string }> => 'person' in item);
  if (people.length < ROWS_FROM || phoneSetByHand(given)) return undefined;
  const ground = groundOf(given);
  const reachedFor = new Set(
    people.flatMap((item) =>
      [item.reachTo?.near?.on, item.reachTo?.far?.on, ...([item.hugs ?? []].flat() as string[])].filter((id) => id !== undefined && id !== item.person),
    ),
  );
  // Two who turn to each other (a whisper, a talk) act on each other: a step back would part them.
  const talking = new Set(
    people.filter((item) => people.some((other) => other.person === item.turnsTo && other.turnsTo === item.person)).map((item) => item.person),
  );
  // One who stands behind a piece of scenery drawn over their legs (leaning on a sofa's back) stays at it: a step back
  // would leave it, and the row would stand the wrong people back.
  const atAProp = (item: Extract<PictureItem, { person: string }>) => {
    const at = given.items.indexOf(item);
    return given.items.some(
      (prop, p) => p > at && 'prop' in prop && prop.part === undefined && !isLandmarkProp(prop.prop) && prop.size > SMALL_THING && footInProp(item, prop),
    );
  };
  const mayStepBack = (item: Extract<PictureItem, { person: string }>) =>
    item.floorY === undefined &&
    !atAProp(item) &&
    !item.reachTo &&
    item.hugs === undefined &&
    !reachedFor.has(item.person) &&
    !talking.has(item.person) &&
    !SEATED.test(item.pose ?? '');
  const staged = near.scene.items.filter((item): item is Extract<PictureItem, { person: string }> => 'person' in item);
  const grown = (item: Extract<PictureItem, { person: string }>) => ['adult', 'elder'].includes(personLook(item.person)?.age ?? 'adult');
  const placed = staged.map((item) => {
    const extent = extentOf(item, ground, given.wardrobe);
    const at = (box: Box) => moved(box, item.x, item.y);
    return { body: (extent?.body ?? []).map(at), parts: (extent?.parts ?? []).map(at) };
  });
  const bodies = placed.map(({ body }) => body);
  const parts = placed.map(({ parts }) => parts);
  const faces = facesIn({ ...near.scene, items: staged }, ground);
  /** Whether `m`, drawn after `k`, comes over `k`'s face (past a hair's width of it). */
  const overFace = (k: number, m: number) => {
    const { x, y, r } = faces[k]!;
    const face = { left: x - r, right: x + r, top: y - r, bottom: y + r };
    return parts[m]!.some((box) => overlapArea(face, box) > 4 * r * r * FACE_TOLERANCE);
  };
  const through = (a: number, b: number) => shared(bodies[a]!, bodies[b]!) > BODY_THROUGH;
  const back = new Set<number>();
  const front = new Set<number>();
  for (let k = staged.length - 1; k >= 0; k -= 1) {
    const item = staged[k]!;
    const over = staged.map((_, m) => m).filter((m) => m > k && front.has(m) && (through(k, m) || overFace(k, m)));
    const behindChild = !grown(item) && over.some((m) => grown(staged[m]!));
    const clash = [...back].some((m) => through(k, m));
    if (over.length > 0 && mayStepBack(item) && !behindChild && !clash) back.add(k);
    else front.add(k);
  }
  // A back row is drawn behind: one drawn after a front-row person it meets would come over them from further back.
  for (const k of [...back]) if ([...front].some((m) => m < k && (through(k, m) || overFace(m, k)))) back.delete(k);
  if (back.size === 0) return undefined;
  const ids = new Set([...back].map((k) => staged[k]!.person));
  const pressedNear = pressed(given, near.scene, ground);
  let best: { rows: Rows; score: number } | undefined;
  for (const step of ROW_STEPS) {
    const rows = { back: ids, step };
    const tall = stage(rows);
    // Not a smaller picture: the frame comes no further out than the group drawn side by side.
    if (tall.view.width > near.view.width + 1e-6) continue;
    const score = pressed(given, tall.scene, ground, rows);
    if (!best || score < best.score) best = { rows, score };
  }
  return best && best.score < pressedNear - ROWS_BETTER ? best.rows : undefined;
}

/** The share of the smaller of two bodies (boxes) inside the other, taken box by box. */
function shared(a: readonly Box[], b: readonly Box[]): number {
  const area = (boxes: readonly Box[]) => boxes.reduce((sum, box) => sum + Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top), 0);
  const smaller = Math.min(area(a), area(b));
  if (smaller === 0) return 0;
  let both = 0;
  a.forEach((one) => b.forEach((other) => (both += overlapArea(one, other))));
  return Math.min(1, both / smaller);
}

/**
 * How pressed a phone staging's people are: each face's share covered past what the wide picture allows, each head
 * over a face past it, and each pair of bodies through each other at one depth (their feet within a back row's step
 * of each other) past what the wide picture shares, summed.
 */
function pressed(wide: Scene, staged: Scene, ground: number, rows?: Rows): number {
  const allowed = facesCovered(wide).map((share) => share + FACE_TOLERANCE);
  const headsAllowed = facesCovered(wide, 'heads').map((share) => share + FACE_TOLERANCE);
  let score = facesCovered(staged).reduce((sum, share, k) => sum + Math.max(0, share - allowed[k]!), 0);
  score += facesCovered(staged, 'heads').reduce((sum, share, k) => sum + Math.max(0, share - headsAllowed[k]!), 0);
  const peopleOf = (scene: Scene) => scene.items.filter((item): item is Extract<PictureItem, { person: string }> => 'person' in item);
  // Each person's body and hands placed once per scene (each extent solves a skeleton), for every pair below.
  const extentsOf = (scene: Scene) =>
    peopleOf(scene).map((item) => {
      const extent = extentOf(item, ground, scene.wardrobe);
      const at = (box: Box) => moved(box, item.x, item.y);
      return { grasp: (extent?.grasp ?? []).map(at), body: (extent?.body ?? []).map(at) };
    });
  const [was, now] = [extentsOf(wide), extentsOf(staged)];
  const after = peopleOf(staged);
  const row = (item: Extract<PictureItem, { person: string }>) => (rows?.back.has(item.person) ? 1 : 0);
  after.forEach((a, i) =>
    after.forEach((b, j) => {
      if (j <= i || row(a) !== row(b)) return;
      const before = shared(was[i]!.body, was[j]!.body);
      score += Math.max(0, shared(now[i]!.body, now[j]!.body) - before - BODY_THROUGH);
    }),
  );
  // A hand brought onto someone it was not on (a front-row arm across a back-row body) is a new touch, not depth.
  const handOn = (people: typeof was, a: number, b: number) => people[a]!.grasp.some((hand) => people[b]!.body.some((box) => overlapArea(hand, box) > 0));
  now.forEach((_, a) => now.forEach((__, b) => (score += a !== b && handOn(now, a, b) && !handOn(was, a, b) ? NEW_TOUCH : 0)));
  return score;
}

/** How much a hand brought onto another person counts against a staging, as a whole face covered would. */
const NEW_TOUCH = 1;
