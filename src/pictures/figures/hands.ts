import { inked, inkOf, silhouette } from '@/pictures/style/contour';
import { PRESSED_PALM, type Point } from './skeleton';
import { n, pt, shadeOf } from './svg';

/**
 * Hands. On a figure drawn large enough to show them, a hand is a palm, a thumb and four fingers; a hand
 * that holds something is drawn in two parts, the palm behind the held thing and the fingers in front of
 * it, closed over its handle or edge, so it reads as gripped and not floating beside the hand.
 * A mitten keeps its one pouch for the fingers, which closes over a held thing the same way.
 */

/** How wide an arm must be drawn (canvas units) for its hand to show fingers: a phone shows them from here. */
const FINGERS_FROM_WIDTH = 7;

/**
 * How wide an arm must be in the finished picture (its own units: a 400 × 500 phone picture, an 800 × 500
 * desk one, so about a css pixel each on a phone) for a closed hand to be drawn as fingers wrapped round
 * what it holds, their folds and a thumb over the front (decision 056). From here each of the four fingers
 * is about 2 css px across on a 360 px phone and 6 device pixels at its usual density, enough for a fold
 * line between them to read; below it the same lines run together into a smudge, so a smaller fist stays
 * four plain knuckles.
 */
const FOLDS_FROM_WIDTH = 12;

export interface HandParts {
  /** The palm and thumb: behind what the hand holds. */
  back: string;
  /** The fingers: in front of what the hand holds. */
  front: string;
}

export interface HandOptions {
  /** One finger out (pointing), or this many fingers fanned (counting, a hand laid flat). */
  finger?: boolean | number;
  /** The fingers point this way instead of along the forearm (a finger up at the lips, a palm flat on a wall). */
  fingerUp?: Point;
  /** A mitten: one pouch for all four fingers. */
  mitten?: boolean;
  /** A glove: fingers of its own, shaped as a bare hand's, but cloth, so it is shaded as cloth and not as skin. */
  glove?: boolean;
  /** Fanned fingers held close side by side (a palm pressed to another, fingers wiping an eye), not spread. */
  together?: boolean;
  /** The contour's weight for this figure, and how far its group is turned (degrees). */
  inkWeight?: number;
  spin?: number;
  /** How many of the finished picture's units one canvas unit is drawn at (a close shot's frame enlarges). */
  zoom?: number;
  /** A closed hand's knuckles point this way instead of along the forearm (a fist round an upright shaft). */
  knuckles?: Point;
  /** Pressed flat on a surface: the back of an open hand, fingers spread, in contact (`pressedHand`). */
  pressed?: boolean;
  /**
   * Pressed on a surface that faces us (a wall's face beside or behind the one pressing it, a window): the hand lies
   * flat on it seen from its back (`handOnWall`), unless the reach runs steeply down onto something level.
   */
  onWall?: boolean;
  /**
   * Which way (−1 left, 1 right, 0 front) the face this hand's finger stands up at is turned: a finger at the lips
   * rises from the fist's edge on that side, the thumb's, so it is the index at the front of the lips.
   */
  faceward?: -1 | 0 | 1;
}

/** Up to how many counted fingers a hand too small for fingers still shows (an open hand's four stay a mitt). */
const SMALL_COUNT = 3;

/** A large hand's palm in its own frame (shares of the arm's width along the hand from the wrist, and its radii). */
const PALM = { cx: 0.3, rx: 0.52, ry: 0.47 };

/** Where a hand's thumb sits (shares of the arm's width: along the hand from the wrist, and out toward its side). */
const THUMB = { x: 0.44, y: 0.42 };

/**
 * The contour of a hand is finer than the body's: a hand is small and its parts are close. It stays as wide as
 * before the body's line grew (decision 060): at 0.4 of that line, a hand's ink covered a fifth of a cookie it held.
 */
const HAND_INK = 0.28;

/**
 * A hand at the wrist `at`, its forearm coming from `from`, `width` the arm's width, in two parts
 * (HandParts). Small hands (an arm under FINGERS_FROM_WIDTH wide) are a palm and a thumb.
 */
export function handParts(from: Point, at: Point, width: number, colour: string, options: HandOptions = {}): HandParts {
  const {
    finger = false,
    fingerUp,
    mitten = false,
    glove = false,
    together = false,
    inkWeight = width * 0.18,
    spin = 0,
    zoom = 1,
    knuckles,
    pressed = false,
    onWall = false,
    faceward = 0,
  } = options;
  const few = typeof finger === 'number' && finger > 1 && finger < OPEN_HAND && !together;
  // Five counted ("that made five!"): the whole hand held up, four fingers and the thumb each apart, counted as a
  // counting hand's few are, a mitten's gloved in its wool. Drawn as an open hand, five read as a wave.
  const five = finger === COUNTED_HAND && !together;
  // A few fingers sent a way to stand (a counting hand held up where its counter sees it) count; a whole hand lies flat.
  const raised = (few || five) && fingerUp !== undefined;
  const flat = typeof finger === 'number' && finger > 1 && fingerUp !== undefined && !raised;
  const counting = raised || ((few || five) && !flat && spin === 0);
  const length = Math.hypot(at.x - from.x, at.y - from.y) || 1;
  if (pressed) return pressedHand(from, at, width, colour, inkWeight * HAND_INK, spin, mitten, onWall);
  const turned = finger === false && knuckles !== undefined;
  // A counting hand stands up from the wrist whatever way the forearm runs: its fingers along a forearm laid across the
  // chest read as a wave or a pledge.
  const up = counting && !raised ? countingUp((at.x - from.x) / length, (at.y - from.y) / length) : undefined;
  const ux = flat || raised ? fingerUp!.x : turned ? knuckles.x : up ? up.x : (at.x - from.x) / length;
  const uy = flat || raised ? fingerUp!.y : turned ? knuckles.y : up ? up.y : (at.y - from.y) / length;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  // Drawn in the hand's own frame: x along the forearm from the wrist, y across it toward the thumb.
  const pointsOne = finger === true || finger === 1;
  // One finger out is the index, on the thumb's side of the fist (the hand's +y). Standing up at the lips, the hand is
  // turned over (drawn mirrored) when that keeps the thumb's side toward the lips (or, the finger straight along the
  // forearm, toward the face's front): risen from the far edge or the middle of the knuckles, the one finger up
  // before a cheek read as a rude sign (decision 109).
  const upLocal = pointsOne && fingerUp ? rotateInto(fingerUp, ux, uy) : undefined;
  const acrossUp = upLocal !== undefined && Math.abs(upLocal.y) > Math.abs(upLocal.x);
  const level = upLocal !== undefined && Math.abs(upLocal.y) < LEVEL_UP;
  const mirrored = upLocal !== undefined && (level && !acrossUp ? faceward !== 0 && Math.sign(-uy) !== faceward : upLocal.y < 0);
  const flip = mirrored ? ' scale(1 -1)' : '';
  // A bare hand is marked so its shade stays a warmer, deeper skin (style/modelling.ts), not the cool glaze of cloth: `data-h`.
  const bare = mitten || glove ? '' : ' data-h=""';
  const local = (markup: string) => `<g${bare} transform="translate(${pt(at.x, at.y)}) rotate(${n(angle)})${flip}">${markup}</g>`;
  const ink = (markup: string) => inked(markup, inkWeight * HAND_INK, spin + angle);
  const skin = colour;
  const w = width;
  const palm = `<ellipse cx="${n(w * PALM.cx)}" cy="0" rx="${n(w * PALM.rx)}" ry="${n(w * PALM.ry)}" fill="${skin}"/>`;
  // The thumb stands off the palm's side and is drawn over it, its own line splitting it from the palm: at a
  // phone's 6 to 12 px a hand reads as a hand by that split, where a thumb tucked under the palm made a mitten.
  const thumb = `<ellipse cx="${n(w * THUMB.x)}" cy="${n(w * THUMB.y)}" rx="${n(w * 0.32)}" ry="${n(w * 0.16)}" fill="${skin}" transform="rotate(-34 ${pt(w * THUMB.x, w * THUMB.y)})"/>`;
  const point = pointsOne ? pointing(w, skin, upLocal ? { x: upLocal.x, y: mirrored ? -upLocal.y : upLocal.y } : { x: 1, y: 0 }, fingerUp !== undefined) : '';
  // A finger pointing up out of a fist, the back of the hand to us, read as a rude sign (blind critic r98, birthday p8):
  // pointing up, the thumb stands out from the index's side, so the hand points and says nothing else.
  const pointsUp = pointsOne && fingerUp === undefined && uy < -POINTS_UP;
  const fistThumb = frontThumb(w, skin, pointsUp ? FIST_THUMB.cocked : FIST_THUMB.over);
  const open = typeof finger === 'number' && finger >= OPEN_HAND;
  if (five) return { back: local(ink(palm + openThumb(w, skin, FIVE_THUMB))), front: local(ink(fanned(w, skin, OPEN_HAND, false, false, true))) };
  // An open mitten (a wave, a palm held out) keeps its pouch long and its thumb apart: folded, a waving mitten read as
  // a raised fist (decision 064).
  if (mitten && open) return { back: local(ink(palm + openThumb(w, skin, 0.85))), front: local(ink(openMitten(w, skin))) };
  // An open bare hand shows a lighter palm inside its outline, so at a phone's size it reads as an open hand held out
  // and not as a disc with sticks. Fingers held together are a hand at rest, on a back or by the side: its back is seen.
  const light = open && !mitten && !flat && !together ? lightPalm(w, skin, w < FINGERS_FROM_WIDTH) : '';
  if (w < FINGERS_FROM_WIDTH) {
    // A finger at the lips, a finger pointing, fingers counted: the gesture is the point, so a small hand shows
    // it too (a lying "shh" showed a fist at the chin).
    const gesture = point || (typeof finger === 'number' && finger > 1 && finger <= SMALL_COUNT ? fanned(w, skin, finger, flat, together, counting) : '');
    // Open, its thumb stands well apart and its end shows two notches between fingers; closed, a knuckle line across
    // it. Plain, a hand at a phone's 6 to 10 px read as a mitten blob.
    // A mitten has no fingers to mark.
    const mark = gesture || mitten ? '' : smallMarks(w, skin, open);
    const thumbOf = open && !together ? openThumb(w, skin, 0.9) : counting ? foldedThumb(w, skin) : mitten ? mittenThumb(w, skin) : smallThumb(w, skin);
    return { back: local(ink(smallMitt(w, skin) + thumbOf) + light + mark), front: gesture ? local(ink(gesture)) : '' };
  }
  if (typeof finger === 'number' && finger > 1) {
    // An open hand's thumb stands apart from its fingers; a counting hand's folds across the palm, holding the rest
    // down: standing off the palm's side it was counted as one more finger.
    const side = finger >= OPEN_HAND ? openThumb(w, skin, together ? 0.35 : flat ? 0.7 : 0.85) : counting ? foldedThumb(w, skin) : thumb;
    return { back: local(ink(palm + side) + light), front: local(ink(fanned(w, skin, finger, flat, together, counting))) };
  }
  // A large bare fist wraps its fingers round the grip and brings its thumb over the front; a mitten, or a
  // fist too small for the folds to read, keeps its thumb behind and its knuckles in a row.
  if (!mitten && w * zoom >= FOLDS_FROM_WIDTH) return { back: local(ink(palm)), front: local(ink(wrapped(w, skin)) + folds(w, skin) + ink(point + fistThumb)) };
  // Pointing, the three other fingers stay curled beside and below the index, and the thumb folds over them.
  if (point && !mitten) return { back: local(ink(palm)), front: local(ink(folded(w, skin, false, true) + point + fistThumb)) };
  return { back: local(ink(palm + (mitten ? mittenThumb(w, skin) : thumb))), front: local(ink(folded(w, skin, mitten) + point)) };
}

/**
 * A hand too small for fingers, as a picture book draws one at that size: a mitt longer than it is wide, its
 * end rounded where the fingers are, and the thumb standing out from its side at an angle with a notch
 * between them, so it reads as a hand and not as a stump or a ball.
 */
function smallMitt(w: number, skin: string): string {
  return `<ellipse cx="${n(w * 0.4)}" cy="0" rx="${n(w * 0.6)}" ry="${n(w * 0.42)}" fill="${skin}"/>`;
}

/**
 * What tells a small hand from a blob: open, two short notches into its end between the fingers; closed, the knuckle
 * line across it where the fingers fold.
 */
function smallMarks(w: number, skin: string, open: boolean): string {
  // Three notches for four fingers: with two, the end read as three stubs, a mitten's rather than a hand's.
  const d = open
    ? SMALL_NOTCHES.map((y) => `M${pt(w * (1 - Math.abs(y) * 0.5), w * y)}L${pt(w * 0.68, w * y * 0.8)}`).join('')
    : `M${pt(w * 0.66, -w * 0.32)}Q${pt(w * 0.56, 0)} ${pt(w * 0.66, w * 0.32)}`;
  return `<path d="${d}" fill="none" stroke="${inkOf(skin)}" stroke-width="${n(w * 0.11)}" stroke-linecap="round"/>`;
}

/** Where a small open hand's notches between its fingers lie across it (shares of the arm's width). */
const SMALL_NOTCHES = [-0.2, 0, 0.2];

/** How much lighter an open palm is than the hand's skin. */
const PALM_LIGHT = 0.3;

/** An open palm's lighter middle, inside the palm and short of the fingers' roots. */
function lightPalm(w: number, skin: string, small: boolean): string {
  return `<ellipse cx="${n(w * (small ? 0.36 : 0.28))}" cy="${n(-w * 0.04)}" rx="${n(w * (small ? 0.34 : 0.3))}" ry="${n(w * 0.24)}" fill="${shadeOf(skin, PALM_LIGHT)}" data-palm=""/>`;
}

/** An open mitten's pouch: long past the palm, all four fingers in one, its end rounded. */
function openMitten(w: number, skin: string): string {
  return `<ellipse cx="${n(w * 0.72)}" cy="${n(-w * 0.02)}" rx="${n(w * 0.5)}" ry="${n(w * 0.4)}" fill="${skin}"/>`;
}

/** A closed mitten's thumb pouch, standing off the palm's side (MITTEN_THUMB): short, thick and rounded. */
function mittenThumb(w: number, skin: string): string {
  const root = { x: w * 0.18, y: w * 0.3 };
  const reach = w * 0.46;
  const cx = root.x + (Math.cos(MITTEN_THUMB) * reach) / 2;
  const cy = root.y + (Math.sin(MITTEN_THUMB) * reach) / 2;
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(reach / 2 + w * 0.08)}" ry="${n(w * 0.16)}" fill="${skin}" transform="rotate(${n((MITTEN_THUMB * 180) / Math.PI)} ${pt(cx, cy)})"/>`;
}

function smallThumb(w: number, skin: string): string {
  const cx = w * 0.32;
  const cy = w * 0.5;
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.34)}" ry="${n(w * 0.15)}" fill="${skin}" transform="rotate(-42 ${pt(cx, cy)})"/>`;
}

/** The same hand in one piece, for a hand that holds nothing. */
export function drawHand(from: Point, at: Point, width: number, colour: string, options: HandOptions = {}): string {
  const { back, front } = handParts(from, at, width, colour, options);
  return back + front;
}

/** A direction in the picture, turned into the hand's own frame (x along the forearm). */
function rotateInto(direction: Point, ux: number, uy: number): Point {
  return { x: direction.x * ux + direction.y * uy, y: -direction.x * uy + direction.y * ux };
}

/**
 * Four fingers closed over the palm's far end (or round what it holds), side by side and each outlined, the
 * first and last a little shorter; a mitten's one pouch in their place.
 */
function folded(w: number, skin: string, mitten: boolean, pointing = false): string {
  // Longer than it is wide, its end rounded, on the little finger's side of the thumb: round, it read as a ball.
  if (mitten) return `<ellipse cx="${n(w * 0.66)}" cy="${n(-w * 0.08)}" rx="${n(w * 0.44)}" ry="${n(w * 0.4)}" fill="${skin}"/>`;
  // Every other finger a shade darker and the middle two longer, so the fist's end is a row of knuckles.
  const knuckle = shadeOf(skin, -0.16);
  // Behind a pointing index the other three step down from it to the little finger, so they read as its curled
  // neighbours, not as a row the finger stands in the middle of.
  return (pointing ? [-0.27, -0.09, 0.09] : [-0.27, -0.09, 0.09, 0.27])
    .map((across, i) => {
      const reach = pointing ? (i === 0 ? 0.26 : i === 1 ? 0.32 : 0.38) : i === 0 || i === 3 ? 0.32 : 0.44;
      return `<rect x="${n(w * 0.5)}" y="${n(w * (across - 0.1))}" width="${n(w * reach)}" height="${n(w * 0.2)}" rx="${n(w * 0.1)}" fill="${i % 2 ? skin : knuckle}"/>`;
    })
    .join('');
}

/** Where a fist's four fingers lie across the hand (shares of the arm's width, toward the thumb). */
const FINGER_ROWS = [-0.27, -0.09, 0.09, 0.27];
/** The wrapped fingers reach from their tips, tucked in by the wrist, to their knuckles (shares of the width along the hand). */
const TIPS_AT = 0.16;
const KNUCKLES_AT = 0.8;

/**
 * Fingers wrapped round what the hand holds, seen from outside: one shape across the grip from the tucked
 * tips to a row of four knuckle bumps, so the held thing shows above and below the fist, not beside it.
 */
function wrapped(w: number, skin: string): string {
  const top = -0.38 * w;
  const bottom = 0.36 * w;
  const bumps = FINGER_ROWS.map((across, i) => {
    const reach = i === 0 || i === 3 ? KNUCKLES_AT + 0.04 : KNUCKLES_AT + 0.1;
    return `Q${pt(w * reach, w * (across - 0.09))} ${pt(w * KNUCKLES_AT, w * (across + 0.09))}`;
  }).join('');
  return `<path d="M${pt(w * TIPS_AT, top)}L${pt(w * KNUCKLES_AT, top)}${bumps}L${pt(w * TIPS_AT, bottom)}Q${pt(w * (TIPS_AT - 0.14), (top + bottom) / 2)} ${pt(w * TIPS_AT, top)}Z" fill="${skin}"/>`;
}

/** The folds between the wrapped fingers: three short curved lines in the skin's own ink, from the knuckles in. */
function folds(w: number, skin: string): string {
  const d = FINGER_ROWS.slice(1)
    .map((across, i) => {
      const y = w * (across - 0.09);
      const reach = i === 1 ? 0.36 : 0.3;
      return `M${pt(w * (KNUCKLES_AT + 0.04), y)}Q${pt(w * (KNUCKLES_AT - reach / 2), y + w * 0.05)} ${pt(w * (KNUCKLES_AT - reach), y)}`;
    })
    .join('');
  return `<path d="${d}" fill="none" stroke="${inkOf(skin)}" stroke-width="${n(w * 0.055)}" stroke-linecap="round"/>`;
}

/**
 * Where a fist's thumb lies over its front (the hand's frame, shares of the arm's width, and its turn in degrees):
 * `over` folded across the wrapped fingers from the thumb's side of the palm toward the knuckles; `cocked` standing out
 * from a pointing index's side at a slant, as a child points up at something.
 */
const FIST_THUMB = { over: { cx: 0.4, cy: 0.3, turn: -16 }, cocked: { cx: 0.5, cy: 0.48, turn: 50 } } as const;

/** How far up (the picture's up, a share of straight up) a pointing forearm runs before its thumb is cocked (`FIST_THUMB`). */
const POINTS_UP = 0.6;

/** A fist's thumb over its front, lying as `FIST_THUMB` says. */
function frontThumb(w: number, skin: string, lie: (typeof FIST_THUMB)[keyof typeof FIST_THUMB]): string {
  const cx = w * lie.cx;
  const cy = w * lie.cy;
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.3)}" ry="${n(w * 0.13)}" fill="${skin}" transform="rotate(${lie.turn} ${pt(cx, cy)})"/>`;
}

/**
 * Where a finger held out along `up` (the hand's frame, x along the forearm) starts and ends. Along the
 * forearm it starts at the knuckles; standing across the hand (a finger up at the lips while the forearm
 * lies along the chin) it starts at the edge of the fist on that side and reaches further, so it stands
 * clear of the fist: from the knuckles' far side it lay across the fist and only its tip showed.
 */
function pointingFinger(w: number, up: Point, standing: boolean): { base: Point; tip: Point } {
  const across = Math.abs(up.y) > Math.abs(up.x);
  // The index: on the thumb's side of the knuckles (+y). Standing up at the lips along the forearm, it leans in from
  // there so its tip is on the lips over the wrist, where the hand is sent; from the knuckles' middle it read as the
  // middle finger (decision 109).
  const base = across ? { x: w * 0.45, y: Math.sign(up.y) * w * 0.28 } : { x: w * 0.6, y: w * 0.2 };
  // Along the forearm, nine tenths of the arm's width: at 0.78 it stood out of the fist as a stub, and a critic read a
  // pointing girl's index as her thumb (blind critic r95).
  const reach = across ? 0.92 : 0.9;
  if (standing && !across) return { base, tip: { x: up.x * w * LIPS_FROM_WRIST, y: up.y * w * LIPS_FROM_WRIST } };
  return { base, tip: { x: base.x + up.x * w * reach, y: base.y + up.y * w * reach } };
}

/**
 * How far up the face from the wrist a finger at the lips has its tip, in arm widths: where skeleton's fingerOnLips
 * sends the wrist, below the mouth by its FINGER_REACH.
 */
const LIPS_FROM_WRIST = 1.3;
/** Up the face within this share of straight along the forearm, a finger at the lips is on neither side of it. */
const LEVEL_UP = 0.12;

/** One finger out along `up` (the hand's frame), from the knuckles. */
function pointing(w: number, skin: string, up: Point, standing = false): string {
  const { base, tip } = pointingFinger(w, up, standing);
  const a = (Math.atan2(tip.y - base.y, tip.x - base.x) * 180) / Math.PI;
  const cx = (base.x + tip.x) / 2;
  const cy = (base.y + tip.y) / 2;
  const length = Math.hypot(tip.x - base.x, tip.y - base.y) + w * 0.12;
  return `<rect x="${n(cx - length / 2)}" y="${n(cy - w * 0.11)}" width="${n(length)}" height="${n(w * 0.22)}" rx="${n(w * 0.11)}" fill="${skin}" transform="rotate(${n(a)} ${pt(cx, cy)})"/>`;
}

/** How far apart counted fingers fan, radians between neighbours: wide enough that their tips part at a phone's size. */
const COUNT_SPREAD = 0.5;

/**
 * A counting hand's thumb folded across its palm (the hand's own frame, shares of the arm's width): from the
 * thumb's side by the wrist over toward the little finger's, inside the palm's outline so it is never counted.
 */
const FOLDED_THUMB = { cx: 0.34, cy: 0.04, rx: 0.32, ry: 0.13, turn: -66 };

function foldedThumb(w: number, skin: string): string {
  const { cx, cy, rx, ry, turn } = FOLDED_THUMB;
  return `<ellipse cx="${n(w * cx)}" cy="${n(w * cy)}" rx="${n(w * rx)}" ry="${n(w * ry)}" fill="${skin}" transform="rotate(${turn} ${pt(w * cx, w * cy)})"/>`;
}

/** How far a counting hand leans from upright toward where its forearm runs: a little, as a wrist bends up. */
const COUNT_LEAN = 0.35;

/** The way a counting hand's fingers point: up, leaning a little along the forearm (the picture's up is −y). */
function countingUp(ux: number, uy: number): Point {
  const x = ux * COUNT_LEAN;
  const y = -1 + Math.min(0, uy) * COUNT_LEAN;
  const length = Math.hypot(x, y);
  return { x: x / length, y: y / length };
}

/** From how many fingers out a hand is open, its thumb standing apart instead of folded over the palm. */
const OPEN_HAND = 4;

/** A hand counting five: its four fingers and its thumb, all up. */
const COUNTED_HAND = 5;

/** How far a hand counting five holds its thumb out from its fingers (radians): wider than a wave's, so it is counted. */
const FIVE_THUMB = 1.15;

/**
 * A closed mitten's thumb: its own short pouch out from the palm's side at this angle to the fingers' pouch (radians),
 * with a notch of air between the two. Tucked under the pouch, a mitten read as a ball of wool, or a three-finger glove.
 */
const MITTEN_THUMB = 0.95;

/** Each finger's length (shares of the arm's width) from the little finger to the index: the middle one longest. */
const FINGER_LENGTHS = [0.46, 0.6, 0.66, 0.58];

/**
 * Fingers from the palm's far edge, side by side at their roots and fanning a little from there, the middle one
 * longest: a little apart when the hand is open or counting, closer and longer when it lies flat on a wall, side
 * by side when held together (palms pressed, fingers wiping an eye). Fanned from the palm's middle and all one
 * length, they stood round it like a starfish's arms and read as a mitten with lines drawn on.
 */
function fanned(w: number, skin: string, count: number, flat: boolean, together: boolean, counting = false): string {
  // Counted fingers stand well apart, so each one is counted on a phone.
  const spread = together ? 0.04 : flat ? 0.12 : counting ? COUNT_SPREAD : 0.2;
  const gap = counting ? 0.24 : 0.2;
  const longer = flat ? 1.2 : 1;
  const lengths = FINGER_LENGTHS.slice(Math.max(0, FINGER_LENGTHS.length - count));
  return Array.from({ length: count }, (_, i) => {
    const k = i - (count - 1) / 2;
    const a = k * spread;
    const root = { x: w * 0.62, y: k * w * gap };
    const reach = w * (lengths[i] ?? 0.6) * longer;
    // Each finger starts inside the palm, so no gap opens between them at the knuckles.
    const cx = root.x + (Math.cos(a) * reach) / 2 - w * 0.05;
    const cy = root.y + (Math.sin(a) * reach) / 2;
    return `<rect x="${n(cx - reach / 2 - w * 0.1)}" y="${n(cy - w * 0.1)}" width="${n(reach + w * 0.2)}" height="${n(w * 0.2)}" rx="${n(w * 0.1)}" fill="${skin}" transform="rotate(${n((a * 180) / Math.PI)} ${pt(cx, cy)})"/>`;
  }).join('');
}

/**
 * An open hand's thumb: from the palm's side by the wrist, out at `angle` (radians) from the fingers toward the
 * thumb's side, shorter and thicker than a finger, with a gap of air between it and the index finger.
 */
function openThumb(w: number, skin: string, angle: number): string {
  const root = { x: w * 0.22, y: w * 0.3 };
  const reach = w * 0.42;
  const cx = root.x + (Math.cos(angle) * reach) / 2;
  const cy = root.y + (Math.sin(angle) * reach) / 2;
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(reach / 2 + w * 0.1)}" ry="${n(w * 0.13)}" fill="${skin}" transform="rotate(${n((angle * 180) / Math.PI)} ${pt(cx, cy)})"/>`;
}

/**
 * Which way a pressed hand's fingers point: on along the forearm, turned up by this much (the picture's up is −y), as a
 * palm laid on a wall lies on past the wrist and a little upward (turned up as far as a wave, it read as one).
 */
const PRESS_RISE = 0.8;

function pressedFingers(ux: number, uy: number): Point {
  const y = uy - PRESS_RISE;
  const length = Math.hypot(ux, y) || 1;
  return { x: ux / length, y: y / length };
}

/** The colour of a pressed hand's shadow on the surface under it (drawn at 0.45). */
const PRESS_SHADOW = '#2a1e14';

/**
 * How far apart a pressed hand's fingers fan (radians between neighbours): hardly at all. Lying together along the
 * surface they make one flat blade; fanned out like a wave's, the hand read as "stop" held up to us.
 */
const PRESS_SPREAD = 0.03;

/**
 * An open hand pressed flat on a surface, seen from its back: the back of the hand with its row of knuckles, four
 * fingers lying together along the surface, the thumb tucked under the palm's edge (a thumb standing out beside
 * spread fingers is a palm held up in a wave), and a soft shadow round its edge on the surface (in contact, no air
 * under it). A mitten presses its one pouch. At the size of a child's hand on a phone the closed blade, its
 * knuckles and the shadow are what tell a hand on the stones from a palm held up at us.
 */
function pressedHand(from: Point, at: Point, w: number, skin: string, inkWidth: number, spin: number, mitten: boolean, onWall: boolean): HandParts {
  const length = Math.hypot(at.x - from.x, at.y - from.y) || 1;
  if (onWall && !mitten && (at.y - from.y) / length < WALL_SLOPE) return handOnWall(from, at, w, skin, inkWidth, spin);
  const dir = pressedFingers((at.x - from.x) / length, (at.y - from.y) / length);
  const angle = (Math.atan2(dir.y, dir.x) * 180) / Math.PI;
  const local = (markup: string) => `<g${mitten ? '' : ' data-h=""'} transform="translate(${pt(at.x, at.y)}) rotate(${n(angle)})">${markup}</g>`;
  const ink = (markup: string) => inked(markup, inkWidth, spin + angle);
  const palm = (fill: string) => `<ellipse cx="${n(w * PRESSED_PALM)}" cy="0" rx="${n(w * 0.54)}" ry="${n(w * 0.44)}" fill="${fill}"/>`;
  const fingers = (fill: string) =>
    mitten
      ? `<ellipse cx="${n(w * 0.85)}" cy="0" rx="${n(w * 0.52)}" ry="${n(w * 0.46)}" fill="${fill}"/>`
      : FINGER_LENGTHS.map((reach, i) => {
          const k = i - 1.5;
          const a = k * PRESS_SPREAD;
          const root = { x: w * 0.66, y: k * w * 0.18 };
          const long = w * reach * PRESS_LENGTH;
          const cx = root.x + (Math.cos(a) * long) / 2 - w * 0.05;
          const cy = root.y + (Math.sin(a) * long) / 2;
          return `<rect x="${n(cx - long / 2 - w * 0.1)}" y="${n(cy - w * 0.1)}" width="${n(long + w * 0.2)}" height="${n(w * 0.2)}" rx="${n(w * 0.1)}" fill="${fill}" transform="rotate(${n((a * 180) / Math.PI)} ${pt(cx, cy)})"/>`;
        }).join('');
  // The hand's own shape as its shadow on the surface, just below and beside it: close under it, the hand is on the
  // surface; a free hand throws none there.
  const shade = PRESS_SHADOW;
  const shadow = `<g transform="translate(${pt(at.x, at.y + w * 0.38)}) rotate(${n(angle)})" data-press-shadow="" opacity="0.45">${palm(shade) + fingers(shade) + openThumb(w, shade, PRESS_THUMB)}</g>`;
  const splits = mitten
    ? ''
    : `<path d="${[-1, 0, 1]
        .map((k) => {
          const y = k * w * 0.18;
          const reach = Math.min(FINGER_LENGTHS[Math.round(k + 1)]!, FINGER_LENGTHS[Math.round(k + 2)]!) * PRESS_LENGTH;
          return `M${pt(w * (0.66 + reach * 0.35), y)}L${pt(w * (0.6 + reach), y)}`;
        })
        .join('')}" fill="none" stroke="${inkOf(skin)}" stroke-width="${n(w * 0.05)}" stroke-linecap="round"/>`;
  // The thumb along the palm's edge, close to the fingers and mostly under the palm: only its tip shows.
  const thumb = (fill: string) => openThumb(w, fill, PRESS_THUMB);
  return {
    back: shadow + local(ink(thumb(skin) + palm(skin))),
    // The fingers as one blade: every finger's outline first, then every finger's fill over them, so no finger's
    // rounded end shows across its neighbour (outlined one by one, they read as a bundle of sticks); only short lines
    // between them toward the tips split it into fingers.
    front: `<g data-pressed="">${local(silhouette(fingers(skin), inkWidth, spin + angle) + fingers(skin) + splits)}</g>`,
  };
}

/** A pressed hand's thumb: this far (radians) off its fingers, lying along the palm's edge. */
const PRESS_THUMB = 0.3;

/** How long a pressed hand's fingers are against an open hand's: laid out straight, as long as the back of the hand. */
const PRESS_LENGTH = 1.5;

/**
 * Up to how steeply down (the sine of the forearm's slope) a pressed hand reaches to a wall, not down onto a floor, a
 * lap or a lid: it lies flat on the wall facing us (`handOnWall`); reaching further down, it lies along the surface.
 */
const WALL_SLOPE = 0.5;

/** How far apart a hand on a wall spreads its fingers (radians between neighbours): apart enough to count at a phone's size. */
const WALL_SPREAD = 0.13;

/** How far a hand on a wall leans its fingers from straight up toward where the forearm runs (a share of its run across). */
const WALL_LEAN = 1.1;

/**
 * An open hand pressed flat on a wall that faces us, seen from its back (a hand print): the back of the hand narrow at
 * the wrist, where the forearm runs into it, and broad across its row of knuckles (a light bump at each finger's
 * root), four fingers spread up from there along the stones with a pale nail at each tip, the thumb out
 * on the side toward the body, all lying on the wall, with its shadow tight round it. Fingers together in a blade it
 * read as a hand seen edge-on, held up at us (blind critics, round 31); a round palm under spread fingers standing
 * straight up, it read as a "stop" held up at the reader (round 33): the wedge-shaped back, the knuckles and nails and
 * the fingers leaning on along the reach are what we see of a hand on a wall in front of us.
 */
function handOnWall(from: Point, at: Point, w: number, skin: string, inkWidth: number, spin: number): HandParts {
  const length = Math.hypot(at.x - from.x, at.y - from.y) || 1;
  const ux = (at.x - from.x) / length;
  // Up the wall, leaning on the way the forearm runs, as a hand pressed at the end of a reach does.
  const rising = Math.atan2(-1, ux * WALL_LEAN);
  const angle = (rising * 180) / Math.PI;
  // The thumb toward the body, away from where the forearm runs: the hand's +y in the picture is (−sin, cos).
  const flip = -Math.sin(rising) * ux > 0 ? -1 : 1;
  const local = (markup: string, dx = 0, dy = 0) => `<g transform="translate(${pt(at.x + dx, at.y + dy)}) rotate(${n(angle)}) scale(1 ${flip})">${markup}</g>`;
  // Narrow at the wrist (the forearm's width), broad across the knuckles: no round palm.
  const back = (fill: string) =>
    `<path d="M${pt(-w * 0.08, -w * 0.3)}C${pt(w * 0.25, -w * 0.36)} ${pt(w * 0.55, -w * 0.46)} ${pt(w * 0.74, -w * 0.4)}C${pt(w * 0.86, -w * 0.2)} ${pt(w * 0.86, w * 0.2)} ${pt(w * 0.74, w * 0.42)}C${pt(w * 0.5, w * 0.46)} ${pt(w * 0.2, w * 0.36)} ${pt(-w * 0.08, w * 0.3)}Z" fill="${fill}"/>`;
  const finger = (i: number, pad = 0) => {
    const k = i - 1.5;
    const a = k * WALL_SPREAD;
    const root = { x: w * 0.68, y: k * w * 0.22 };
    const long = w * FINGER_LENGTHS[i]! * 1.2;
    const cx = root.x + (Math.cos(a) * long) / 2 - w * 0.05;
    const cy = root.y + (Math.sin(a) * long) / 2;
    return { a, long, cx, cy, tip: { x: root.x + Math.cos(a) * long, y: root.y + Math.sin(a) * long }, pad };
  };
  const fingers = (fill: string) =>
    FINGER_LENGTHS.map((_, i) => {
      const { a, long, cx, cy } = finger(i);
      return `<rect x="${n(cx - long / 2 - w * 0.1)}" y="${n(cy - w * 0.1)}" width="${n(long + w * 0.2)}" height="${n(w * 0.2)}" rx="${n(w * 0.1)}" fill="${fill}" transform="rotate(${n((a * 180) / Math.PI)} ${pt(cx, cy)})"/>`;
    }).join('');
  // A pale nail at each fingertip: the back of the hand toward us, not its palm.
  const nails = FINGER_LENGTHS.map((_, i) => {
    const { a, tip } = finger(i);
    const c = { x: tip.x - Math.cos(a) * w * 0.1, y: tip.y - Math.sin(a) * w * 0.1 };
    return `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(w * 0.08)}" ry="${n(w * 0.065)}" fill="#f6e3d6" opacity="0.85" stroke="${inkOf(skin)}" stroke-width="${n(w * 0.025)}" transform="rotate(${n((a * 180) / Math.PI)} ${pt(c.x, c.y)})"/>`;
  }).join('');
  // The knuckles: a light bump over each finger's root (no ink across the back: lines there read as a palm's creases).
  const knuckles = FINGER_LENGTHS.map((_, i) => {
    const y = (i - 1.5) * w * 0.22;
    return `<ellipse cx="${n(w * 0.64)}" cy="${n(y)}" rx="${n(w * 0.08)}" ry="${n(w * 0.085)}" fill="#ffffff" opacity="0.4"/>`;
  }).join('');
  const thumb = (fill: string) => openThumb(w, fill, WALL_THUMB);
  const shade = PRESS_SHADOW;
  const shadow = `<g data-press-shadow="" opacity="0.4">${local(back(shade) + fingers(shade) + thumb(shade), w * 0.08, w * 0.14)}</g>`;
  return {
    back: shadow,
    front: `<g data-h="" data-pressed="">${local(inked(fingers(skin) + thumb(skin), inkWidth, spin + angle) + inked(back(skin), inkWidth, spin + angle) + knuckles + nails)}</g>`,
  };
}

/** A hand on a wall's thumb: this far (radians) off its fingers, spread out on the wall. */
const WALL_THUMB = 1.0;
