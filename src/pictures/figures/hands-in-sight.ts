import type { Point, Skeleton } from './skeleton';

/**
 * Whether a hand shows where the figure draws it (decision 087). A thing in the far hand of a turned figure is drawn
 * with that arm, behind the body: where the torso or the legs cover the hand, the thing stands beside the body held by
 * nothing (a cane beside the map). The body is measured as it covers a hand: thick segments along the torso and
 * each leg, a disc for the head.
 */

/** A stretch of a body as a thick segment from `a` to `b`, `r` either side of it (a disc where they are one point). */
interface Capsule {
  a: Point;
  b: Point;
  r: number;
}

/** A box drawn over a hand (a thing in the other hand, drawn in front), in the figure's units; y grows downwards. */
export interface Block {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** What may be drawn over a hand: a stretch of the body, or a thing held in front. */
export type Cover = Capsule | Block;

/** A hand as it is drawn: the middle of the palm and its radius. */
export interface Palm {
  at: Point;
  r: number;
  /** Which way the fingers point where it is not along the forearm (a clap's, a wish's palms held up). */
  fingers?: Point;
}

/** A drawn hand's radius, in arm widths: a fist is about as wide as the forearm is, and a little more. */
export const PALM_R = 0.65;

/** At least this share of a hand that holds something shows, or the thing reads as held by nothing. */
export const HAND_SHOWS = 0.5;

/** A point's distance from a capsule's middle segment. */
export const distanceToSegment = (p: Point, { a, b }: Capsule): number => {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
};

const inside = (p: Point, cover: Cover): boolean =>
  'left' in cover ? p.x >= cover.left && p.x <= cover.right && p.y >= cover.top && p.y <= cover.bottom : distanceToSegment(p, cover) <= cover.r;

/** Samples across a palm, on a grid inside its disc. */
const GRID = 9;

/** The share of a palm that lies inside any of `over`, sampled on a grid inside its disc. */
function palmCovered(palm: Palm, over: readonly Cover[]): number {
  let inDisc = 0;
  let hidden = 0;
  for (let i = 0; i < GRID; i += 1) {
    for (let j = 0; j < GRID; j += 1) {
      const p = { x: palm.at.x + palm.r * (((i + 0.5) / GRID) * 2 - 1), y: palm.at.y + palm.r * (((j + 0.5) / GRID) * 2 - 1) };
      if (Math.hypot(p.x - palm.at.x, p.y - palm.at.y) > palm.r) continue;
      inDisc += 1;
      if (over.some((cover) => inside(p, cover))) hidden += 1;
    }
  }
  return inDisc === 0 ? 0 : hidden / inDisc;
}

/** The share of a hand that shows: of its palm, what its own figure's body (`under`) is not drawn over. */
export const shownShare = (hand: Palm & { under: readonly Cover[] }): number => 1 - palmCovered(hand, hand.under);

/** Whether enough of a hand shows to read as holding or touching what it is on. */
export const handShows = (hand: Palm & { under: readonly Cover[] }): boolean => shownShare(hand) >= HAND_SHOWS;

/**
 * The figure's own body as drawn over an arm drawn behind it (a turned figure's far arm): the torso from the shoulders
 * to the hips, a skirt down to the knees, each leg's thigh and shin, the head, and a thing in the near hand.
 */
export function bodyOverFarArm(sk: Skeleton, legW: number, skirt: boolean, heldNear?: Block): Cover[] {
  const torso = { a: sk.shoulder, b: sk.hip, r: (sk.shoulderW + sk.hipW) / 4 };
  const legs = [sk.nearLeg, sk.farLeg].flatMap((leg) => [
    { a: leg.root, b: leg.mid, r: legW / 2 },
    { a: leg.mid, b: leg.end, r: legW / 2 },
  ]);
  const knees = { x: (sk.nearLeg.mid.x + sk.farLeg.mid.x) / 2, y: (sk.nearLeg.mid.y + sk.farLeg.mid.y) / 2 };
  const skirtOver = skirt ? [{ a: sk.hip, b: knees, r: sk.hipW * 0.6 }] : [];
  return [torso, ...skirtOver, ...legs, { a: sk.headCentre, b: sk.headCentre, r: sk.headR }, ...(heldNear ? [heldNear] : [])];
}

/** How far out past the body, at most, a hidden hand is brought to show, in shoulder widths either way. */
const BROUGHT_OUT = 2.5;

/**
 * How much of a hand brought out may stay under the body: at the body's edge, with what it holds beside it (a cane at
 * the hip, a leaf going into a pocket), not held out clear of the figure.
 */
const BROUGHT_TO = 0.3;

/**
 * Where a hand hidden behind the body is brought to show: the nearest point level with it, either side, where no more
 * than `BROUGHT_TO` of it lies under the body; undefined if it shows where it is (or nowhere near does).
 */
export function handInSight(palm: Palm, body: readonly Cover[], shoulderW: number): Point | undefined {
  if (palmCovered(palm, body) <= 1 - HAND_SHOWS) return undefined;
  const step = palm.r * 0.25;
  for (let dx = step; dx <= shoulderW * BROUGHT_OUT; dx += step) {
    for (const side of [-1, 1]) {
      const at = { x: palm.at.x + side * dx, y: palm.at.y };
      if (palmCovered({ at, r: palm.r }, body) <= BROUGHT_TO) return at;
    }
  }
  return undefined;
}

/**
 * How close to the head's middle a raised arm may come, in head radii, and still be drawn in front of the head: the
 * eyes, nose and mouth lie inside it, so an arm past it covers hair or an ear at most (decision 136).
 */
const FACE_KEEP = 0.78;
/** Turned, the face's middle lies this many head radii toward where it looks, and it is this wide. */
const FACE_FORWARD = 0.45;
const TURNED_FACE_KEEP = 0.55;
/** A raised arm is measured this many arm widths either side of its bones, and its hand as a disc this wide past the wrist. */
const ARM_HALF = 0.6;
const HAND_REACH = 0.9;

/** A head as the arms reckon with it: its middle, radius and which way it is turned (0 face-on). */
interface Head {
  headCentre: Point;
  headR: number;
  direction: -1 | 0 | 1;
}

/**
 * Whether an arm raised above the eyes passes behind the head: only where, drawn in front, it would lie over the face.
 * Drawn behind the head whenever it was raised, a wave, a cheer or a throw grew out of the hair (blind critics, round 25).
 */
export function behindHead(head: Head, limb: { root: Point; mid: Point; end: Point }, armW: number): boolean {
  return limb.end.y < head.headCentre.y - head.headR * 0.2 && overFace(head, limb, armW) < 0;
}

/**
 * How far an arm, drawn in front of the head, stays off its face, in the figure's units (below 0, it covers some).
 * Turned, the face is the front of the head: an arm up past the ear and the back of the hair leaves it clear.
 */
export function overFace({ headCentre, headR, direction }: Head, limb: { root: Point; mid: Point; end: Point }, armW: number): number {
  const face = { x: headCentre.x + direction * headR * FACE_FORWARD, y: headCentre.y };
  const keep = direction === 0 ? FACE_KEEP : TURNED_FACE_KEEP;
  const length = Math.hypot(limb.end.x - limb.mid.x, limb.end.y - limb.mid.y) || 1;
  const hand = {
    x: limb.end.x + ((limb.end.x - limb.mid.x) / length) * armW * HAND_REACH,
    y: limb.end.y + ((limb.end.y - limb.mid.y) / length) * armW * HAND_REACH,
  };
  const near = Math.min(
    distanceToSegment(face, { a: limb.root, b: limb.mid, r: 0 }) - armW * ARM_HALF,
    distanceToSegment(face, { a: limb.mid, b: limb.end, r: 0 }) - armW * ARM_HALF,
    Math.hypot(hand.x - face.x, hand.y - face.y) - armW * HAND_REACH,
  );
  return near - headR * keep;
}
