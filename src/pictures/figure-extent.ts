import type { PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { depthScale, personOptions, type PersonPlaced } from './draw-scene';
import { animalLook, drawAnimal, type AnimalLook } from './figures/animals';
import { lookInBook, palmsOf, skeletonOf } from './figures';
import type { Cover, Palm } from './figures/hands-in-sight';
import { armsFor } from './figures/poses';
import { outlineBoxes } from './drawn-outline';
import type { Point } from './figures/skeleton';
import { isLandmarkProp, propGrip, propHalfWidth } from './props';

/** A box in canvas units, relative to the item's own place (its x, and y its base); y grows downwards. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A box moved by (x, y). */
export const moved = (box: Box, x: number, y: number): Box => ({ left: box.left + x, right: box.right + x, top: box.top + y, bottom: box.bottom + y });

/** The smallest box round all of these. */
export const boxAround = (boxes: readonly Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  right: Math.max(...boxes.map((b) => b.right)),
  top: Math.min(...boxes.map((b) => b.top)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
});

/**
 * What an item takes up, as the camera needs it: the boxes it draws over (limbs, body, head, what it holds),
 * and the boxes that must stay uncovered (a person's head, an animal, a named thing in a hand).
 */
export interface Extent {
  parts: Box[];
  keep: Box[];
  /** A person's staged head with its hair, one of `parts`: the part of a figure that must never come over a face. */
  head?: Box;
  /** A person's hands (wrists) and feet (ankles), near one first, where the skeleton puts them in this pose. */
  hands?: Point[];
  feet?: Point[];
  /** A person's feet with their shoes, as they stand on the floor (what must not stand in a thing lying there). */
  soles?: Box[];
  /** A person's body from the shoulders to the hips, in boxes down it. */
  trunk?: Box[];
  /**
   * The figure's body as another body would pass through it: a person's head with its hair, torso and legs, each
   * limb's segment as the box it sweeps; an animal's whole box.
   */
  body?: Box[];
  /**
   * An animal's outline as drawn, piece by piece (its tail, legs, body and head with its ears), beyond the boxes it is
   * staged by: what the phone's frame keeps whole where it can slide for it (`reachOf` drawn), so a sniffing fox's
   * tail is not cut by the phone's edge.
   */
  outline?: Box[];
  /** What lands on what it reaches: a person's hands and the things in them. */
  grasp?: Box[];
  /** A person's two hands as drawn, near one first, each with what of their own body is drawn over it. */
  palms?: HandOn[];
  /** What a person holds, tucks or carries in the arms, where their hands hold it (named things by their part). */
  held?: { part?: string; prop?: string; box: Box; hands?: HandOn[] }[];
}

/** A hand that holds a thing, as drawn: its palm, and what of its own figure's body is drawn over it. */
export interface HandOn extends Palm {
  under: Cover[];
}

const around = (at: Point, r: number): Box => ({ left: at.x - r, right: at.x + r, top: at.y - r, bottom: at.y + r });
const along = (from: Point, to: Point, t: number): Point => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
/** Hair and hats reach past the skull's circle. */
const HAIR = 1.3;

/**
 * A person's extent from their skeleton in this pose (a stride, arms out, a sitting figure's legs), at their
 * depth and scale, plus what they hold where their hands hold it. A lying figure's points are turned about
 * the hip and raised, as the renderer lays it down.
 */
function personExtent(item: PersonPlaced, ground: number, wardrobe: Scene['wardrobe']): Extent | undefined {
  const look = lookInBook(item.person, wardrobe);
  if (!look) return undefined;
  const options = personOptions(item, ground, wardrobe);
  const sk = skeletonOf(look, options);
  const height = options.height * look.height;
  const limbR = height * 0.04;
  const turn = (p: Point): Point => {
    if (!sk.rotation) return p;
    const a = (sk.rotation * Math.PI) / 180;
    return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) - sk.raise };
  };
  const parts: Box[] = [];
  for (const limb of [sk.nearArm, sk.farArm, sk.nearLeg, sk.farLeg]) {
    for (const t of [0, 0.5, 1]) parts.push(around(turn(along(limb.root, limb.mid, t)), limbR), around(turn(along(limb.mid, limb.end, t)), limbR));
  }
  // The feet reach past the ankle, the hands past the wrist.
  const soles = [around(turn(sk.nearLeg.end), limbR * 2), around(turn(sk.farLeg.end), limbR * 2)];
  parts.push(...soles);
  parts.push(around(turn(sk.nearArm.end), limbR * 1.6), around(turn(sk.farArm.end), limbR * 1.6));
  const swept = (from: Point, to: Point): Box => {
    const [a, b] = [turn(from), turn(to)];
    return { left: Math.min(a.x, b.x) - limbR, right: Math.max(a.x, b.x) + limbR, top: Math.min(a.y, b.y) - limbR, bottom: Math.max(a.y, b.y) + limbR };
  };
  const legs = [sk.nearLeg, sk.farLeg].flatMap((leg) => [swept(leg.root, leg.mid), swept(leg.mid, leg.end)]);
  const grasp = [around(turn(sk.nearArm.end), limbR * 1.6), around(turn(sk.farArm.end), limbR * 1.6)];
  const trunk: Box[] = [];
  for (const t of [0, 0.5, 1]) {
    const at = turn(along(sk.shoulder, sk.hip, t));
    const half = (sk.shoulderW + (sk.hipW - sk.shoulderW) * t) / 2;
    trunk.push({ left: at.x - half, right: at.x + half, top: at.y - limbR, bottom: at.y + limbR });
  }
  parts.push(...trunk);
  // The staged head: the phone's frame keeps the room the books were laid out with (skeleton.ts).
  const head = around(turn(sk.staged.centre), sk.staged.r * HAIR);
  parts.push(head);
  const keep: Box[] = [around(turn(sk.staged.centre), sk.staged.r)];
  const hand = (both: boolean): Point =>
    both ? { x: (sk.nearArm.end.x + sk.farArm.end.x) / 2, y: Math.max(sk.nearArm.end.y, sk.farArm.end.y) } : sk.nearArm.end;
  const inHands: NonNullable<Extent['held']> = [];
  const palms = palmsOf(look, options);
  // Lying down, a box drawn over a hand is turned round its corners (a sleeper holds nothing in front of a hidden hand).
  const turnCover = (c: Cover): Cover =>
    'left' in c ? boxAround([around(turn({ x: c.left, y: c.top }), 0), around(turn({ x: c.right, y: c.bottom }), 0)]) : { a: turn(c.a), b: turn(c.b), r: c.r };
  const handOn = (palm: Palm, under: Cover[]): HandOn => ({ at: turn(palm.at), r: palm.r, under: under.map(turnCover) });
  const [nearOn, farOn] = [handOn(palms.near, palms.overNear), handOn(palms.far, palms.overFar)];
  const held = (thing: NonNullable<PersonPlaced['holding']>, at: Point, hands: HandOn[]) => {
    const size = thing.size * scaleOf(item, ground);
    const base = at.y + size * propGrip(thing.prop);
    const half = size * propHalfWidth(thing.prop);
    const box = { left: at.x - half, right: at.x + half, top: base - size, bottom: base };
    parts.push(box);
    grasp.push(box);
    inHands.push({ part: thing.part, prop: thing.prop, box, hands });
    if (thing.part) keep.push(box);
  };
  const both = armsFor(item.pose, item.arms, item.otherArm).holds === 'both';
  if (item.holding) held(item.holding, turn(hand(both)), both ? [nearOn, farOn] : [nearOn]);
  if (item.holdingFar) held(item.holdingFar, turn(sk.farArm.end), [farOn]);
  if (item.holdingAnimal) {
    const size = (animalLook(item.holdingAnimal.animal)?.size ?? 60) * scaleOf(item, ground);
    const at = turn(hand(true));
    const box = { left: at.x - size * 0.6, right: at.x + size * 0.6, top: at.y - size * 0.7, bottom: at.y + size * 0.2 };
    parts.push(box);
    inHands.push({ part: item.holdingAnimal.animal, box });
  }
  // The torso between the shoulders and the hips, as a body passing through it meets it.
  const torso = [0, 1].map((k) => {
    const [y0, y1] = [trunk[k]!.top + limbR, trunk[k + 1]!.top + limbR];
    return { ...boxAround([trunk[k]!, trunk[k + 1]!]), top: Math.min(y0, y1), bottom: Math.max(y0, y1) };
  });
  const drawnHead = withTail(head, look.hair.style, sk.direction, turn(sk.headCentre), sk.headR);
  return {
    parts,
    keep,
    head: drawnHead,
    body: [drawnHead, ...torso, ...legs],
    grasp,
    hands: [turn(sk.nearArm.end), turn(sk.farArm.end)],
    feet: [turn(sk.nearLeg.end), turn(sk.farLeg.end)],
    soles,
    held: inHands,
    palms: [nearOn, farOn],
    trunk,
  };
}

/** How far a ponytail or pigtails swing out past the skull's centre, in skulls' radii (hair.ts). */
const TAIL = 1.6;

/**
 * The head as it comes over what is behind it: a ponytail or pigtails swinging out behind it (face-on, a ponytail on
 * the picture's right, pigtails either side) are the head's too, so they are kept off a face as a head is.
 */
function withTail(head: Box, style: string, direction: -1 | 0 | 1, centre: Point, r: number): Box {
  if (style !== 'ponytail' && style !== 'pigtails') return head;
  const left = { ...head, left: Math.min(head.left, centre.x - r * TAIL) };
  const right = { ...head, right: Math.max(head.right, centre.x + r * TAIL) };
  if (direction === 0) return style === 'pigtails' ? { ...left, right: right.right } : right;
  return direction === 1 ? left : right;
}

const scaleOf = (item: PictureItem, ground: number) =>
  ('y' in item ? depthScale(ground, ('floorY' in item && item.floorY) || item.y) : 1) * ('scale' in item ? (item.scale ?? 1) : 1);

/**
 * An animal as the frames keep it whole: its outline as drawn in its pose, piece by piece (`animalOutline`: a
 * sniffing fox's tail out behind it and its nose down ahead, a sitting dog's ears, a jump's legs), at its depth and
 * scale and mirrored as it faces. It is staged, touched and passed through by its trunk, about as long as its size and
 * four fifths as high (a leg in front of a tail is no body through a body). What stays uncovered is its head, carried
 * ahead at three fifths of its size up (as the shot framing finds it).
 */
function animalExtent(item: Extract<PictureItem, { animal: string }>, ground: number): Extent {
  const look = animalLook(item.animal);
  const scale = scaleOf(item, ground);
  const size = (look?.size ?? 60) * scale;
  const ahead = item.facing === 'right' ? 1 : -1;
  const head = around({ x: ahead * size * 0.3, y: -size * 0.6 }, size * 0.22);
  const trunk = { left: -size * 0.7, right: size * 0.7, top: -size * 0.8, bottom: 0 };
  if (!look) return { parts: [trunk], keep: [head], body: [trunk] };
  const drawn = animalOutline(look, item).map((box) => ({
    left: box.left * scale,
    right: box.right * scale,
    top: box.top * scale,
    bottom: box.bottom * scale,
  }));
  return { parts: [trunk], keep: [head], body: [trunk], outline: [trunk, ...drawn] };
}

const outlines = new Map<string, Box[]>();

/**
 * The boxes round an animal's outline as `drawAnimal` draws it at scale 1 in this pose, feeling and facing: its tail,
 * legs and body piece by piece, and its head with its ears (where the drawing marks it), so a hand in the air between
 * a raised tail and the head is not taken for a hand on the animal.
 */
function animalOutline(look: AnimalLook, item: Extract<PictureItem, { animal: string }>): Box[] {
  const key = [look.species, look.size, item.pose, item.facing, item.expression, item.head ?? '', item.headFacing ?? ''].join(' ');
  let boxes = outlines.get(key);
  if (!boxes) {
    const drawn = outlineBoxes(
      drawAnimal(look, { pose: item.pose, facing: item.facing, expression: item.expression, scale: 1, head: item.head, headFacing: item.headFacing }),
    );
    boxes = [...drawn.pieces, ...(drawn.head ? [drawn.head] : [])];
    outlines.set(key, boxes);
  }
  return boxes;
}

/**
 * The item's extent where it stands, or undefined for what has no place of its own (a light). A prop or an
 * icon is its box: a prop stands on its base, an icon is centred on its place. `counted` names the parts
 * drawn as several items (five presents), which are kept uncovered like a face.
 */
export function extentOf(item: PictureItem, ground: number, wardrobe: Scene['wardrobe'], counted: ReadonlySet<string> = new Set()): Extent | undefined {
  if ('person' in item) return personExtent(item, ground, wardrobe);
  if ('animal' in item) return animalExtent(item, ground);
  if ('prop' in item) {
    // Wider than WIDE_PROP, a prop is a strip along the ground (a river, a rug, a table top), not as tall as it is wide.
    const box = { left: -item.size / 2, right: item.size / 2, top: -Math.min(item.size, WIDE_PROP), bottom: 0 };
    // Counted things stay uncovered, so all of them can be counted; one named thing may stand behind a figure.
    return { parts: [box], keep: item.part && ((item.count ?? 1) > 1 || counted.has(item.part)) && !isLandmarkProp(item.prop) ? [box] : [] };
  }
  if ('icon' in item) {
    const half = item.size / 2;
    const box = { left: -half, right: half, top: -half, bottom: half };
    return { parts: [box], keep: item.part && counted.has(item.part) ? [box] : [] };
  }
  return undefined;
}

const WIDE_PROP = 160;

/** The outermost reach of an extent's boxes, left and right of the item's place (with `drawn`, its outline's too), and up. */
export function reachOf(extent: Extent, drawn = false): { left: number; right: number; top: number } {
  const boxes = [...extent.parts, ...(drawn ? (extent.outline ?? []) : [])];
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    right: Math.max(...boxes.map((box) => box.right)),
    top: Math.min(...boxes.map((box) => box.top)),
  };
}
