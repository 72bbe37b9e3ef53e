import { channels, hexOf, n } from '../figures/svg';

/**
 * How the picture's washes keep off the faces (decision 084). A night's or a lamp-lit room's tint, an evening's, a
 * grey day's wash and a day room's shade are each one layer multiplied over the whole picture; round every face the
 * layer is opened (its mask has a soft hole there), and at night a warm glaze keeps the opened face a warm, deeper
 * tone. Each opening is a profile, how much of the layer it takes away at a distance from the head's centre in head
 * radii, written once as the gradient the picture draws and read again by `tintKept` for the check that every face
 * keeps its contrast (`faceAsLit`): the picture and the check read the same numbers.
 */

/** A profile: [distance from the head's centre in head radii, share taken away], outward, the last at zero. */
export type Profile = readonly (readonly [number, number])[];

/**
 * A face in the dark is opened nearly whole out to just inside the head's edge, then fades out over the last of the
 * head and a little past it, under the hair: the opening follows the face. Opened most at the middle and fading from
 * there, the cheeks and jaw of a grown-up's longer face kept two thirds of the night's blue and a father's face on a
 * night page was almost gone; faded out far past the head (half as far again at night), each face lit a pale disc of
 * the wall round it and a group in the dark read as stickers on a dark card (decision 086).
 */
export const FACE_LIFT: Profile = [
  [0, 0.86],
  [0.85, 0.809],
  [1.05, 0],
];

/**
 * How far below the head's centre a face's opening is centred, in head radii: on the face, so it reaches the chin and
 * stops short of the crown, where past the hair or a hat it lit a ring round the head like a halo.
 */
export const FACE_CENTRE = 0.2;

/** The warm glaze over a face opened in the dark: a little deeper and warmer than by day, as far as its opening. */
export const FACE_WARM = '#ffd2a8';
export const FACE_WARM_PROFILE: Profile = [
  [0, 0.5],
  [0.85, 0.432],
  [1.05, 0],
];

/**
 * A bare hand's opening in a tint and its warm glaze, in the radii of the hand's oval opening (draw-scene's `handLifts`):
 * a little less than a face's, whole over the hand and fading out just past its edge, so the hand is skin again and no
 * pale ring stands round it.
 */
export const HAND_LIFT: Profile = [
  [0, 0.8],
  [0.85, 0.76],
  [1.05, 0],
];
export const HAND_WARM_PROFILE: Profile = [
  [0, 0.45],
  [0.85, 0.42],
  [1.05, 0],
];

/**
 * A weather wash (grey, rain) and a day room's shade keep off a face as much, out to its edge, fading soon past it
 * (a fade half a head wide lit a pale ring round every head, decision 086).
 */
export const WASH_OFF_FACE: Profile = [
  [0, 0.82],
  [1.05, 0.76],
  [1.25, 0],
];

/** How far a profile reaches, in head radii. */
export const reachOf = (profile: Profile) => profile[profile.length - 1]![0];

/**
 * A face's opening made long enough to reach its own chin (decision 160): where `centre` (in head radii below the
 * head's centre) and a round opening leave the chin in the profile's fade, the opening keeps its top where it was, is
 * whole down to the chin's line (fading out past it), and is an ellipse that much taller: `dy` moves its centre down
 * (in head radii) and `squash` is its height against its width. Round, the openings were a child's: a grown-up's face
 * comes lower, a mother's oval chin 1.26 head radii below the centre, and the night or the rain lay on her jaw as a
 * beard's stubble (blind critics r54: christmas c7-p1, korean c5-p1).
 */
export function openedToChin(profile: Profile, centre: number, chin: number): { dy: number; squash: number } {
  const whole = profile[profile.length - 2]![0];
  const [top, bottom] = [centre - whole, chin];
  if (bottom <= centre + whole) return { dy: 0, squash: 1 };
  return { dy: (top + bottom) / 2 - centre, squash: (bottom - top) / (2 * whole) };
}

/** A radial gradient for a circle of the profile's reach round a head, in black (a mask's hole). */
export function profileGradient(id: string, profile: Profile, colour = '#000'): string {
  const reach = reachOf(profile);
  const stops = profile.map(([d, share]) => `<stop offset="${n((d / reach) * 100)}%" stop-color="${colour}" stop-opacity="${n(share)}"/>`).join('');
  return `<radialGradient id="${id}">${stops}</radialGradient>`;
}

/** The share a profile takes away at a distance (in head radii), as the gradient draws it: straight between its stops. */
function shareAt(profile: Profile, d: number): number {
  if (d <= profile[0]![0]) return profile[0]![1];
  for (let i = 1; i < profile.length; i += 1) {
    const [d1, s1] = profile[i]!;
    const [d0, s0] = profile[i - 1]!;
    if (d <= d1) return s0 + ((s1 - s0) * (d - d0)) / (d1 - d0);
  }
  return 0;
}

/** A soft round opening in a layer's mask, at a head or another light: its centre, its radius and its profile. */
export interface Opening {
  x: number;
  y: number;
  /** The unit the profile's distances are in (a head's radius; for a lamp's pool, its reach). */
  r: number;
  /** For an ellipse (a body's lift), its height against its width. */
  squash?: number;
  profile: Profile;
  /** Lays the layer back (a shade behind a head lit from below) instead of taking it away: its share of what was taken. */
  restore?: boolean;
}

/**
 * How much of a layer is left at a point after its openings, in their order: each hole lets through what the ones
 * under it left, and a restoring one lays back its share of what they took.
 */
export function tintKept(openings: readonly Opening[], x: number, y: number): number {
  return openings.reduce((kept, o) => {
    const d = Math.hypot(x - o.x, (y - o.y) / (o.squash ?? 1)) / o.r;
    const share = shareAt(o.profile, d);
    return o.restore ? kept + (1 - kept) * share : kept * (1 - share);
  }, 1);
}

/** A colour under a multiplied layer of `tint` laid at `strength` (0 none, 1 all of it). */
export function multiplied(colour: string, tint: string, strength: number): string {
  const t = channels(tint);
  return hexOf(channels(colour).map((c, i) => c * (1 - strength + strength * t[i]!)));
}

/** A colour's relative luminance (WCAG), from 0 black to 1 white. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast of two colours (WCAG), from 1 (none) to 21. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A face lit from below by a warm light in front of it (the candles on a cake, a lamp on the table), as a painter
 * lights it: warm under the chin and on the cheek that faces the flame, the crown and the back of the head left in the
 * dark (decision 122). Opened round its middle and glazed evenly, every face round a candle-lit cake read as lit from
 * nowhere, and the flames' glow over the wall behind the heads stood round them as halos.
 *
 * A second warm glaze, deeper and oranger (`UNDER_WARM`), lies on the chin and the cheek toward the flame (the face's
 * opening moved toward the light, tried, left 30 faces too dark for the faces-in-the-light test); and behind the head, away from
 * the light, the night is laid back over the lamps' pools and their glow kept off (`underShadow`), so the wall behind
 * the crown stays dark. (Squashing the lamps' pools to stop at the faces, tried, took the praised warm room away
 * round the birthday cake.)
 */
export const UNDER_WARM = '#ffc890';
export const UNDER_WARM_PROFILE: Profile = [
  [0, 0.4],
  [0.55, 0.28],
  [1, 0],
];
/** Where the under-light's glaze is centred, toward the light from the head's centre, in head radii. */
const UNDER_GLAZE_AT = 0.75;
/**
 * How far a light below a face lights it from under the chin, in its pool's reaches: a candle's pool is kept small so
 * the room round it stays dark, but the faces bent over it, a head or two above the flames, are lit by it.
 */
const UNDER_REACH = 2.5;
/** A light is below a face when it is this far under the head's centre, in head radii (under the chin's line). */
export const UNDER_BELOW = 1.2;

/** A face's head, and a warm light in the picture (its pool's reach). */
export interface HeadAt {
  x: number;
  y: number;
  r: number;
}
export interface LightAt {
  x: number;
  y: number;
  radius: number;
}
/** The warm light under a face: its strength there (1 at the light, 0 at its reach) and the way to it. */
interface UnderLight {
  strength: number;
  ux: number;
  uy: number;
}

/**
 * The warm light that lights a face from below, if one does: under the chin's line, within its pool's reach, and
 * more from below than from the side; its strength (1 at the light, 0 at its reach) and the way to it.
 */
export function underLight(head: HeadAt, lights: readonly LightAt[]): UnderLight | undefined {
  let best: UnderLight | undefined;
  for (const l of lights) {
    const dx = l.x - head.x;
    const dy = l.y - head.y;
    if (dy < head.r * UNDER_BELOW || Math.abs(dx) > dy * 1.2) continue;
    const d = Math.hypot(dx, dy);
    const strength = Math.min(1, 1.4 * (1 - d / (l.radius * UNDER_REACH)));
    if (strength <= 0 || (best && best.strength >= strength)) continue;
    best = { strength, ux: dx / d, uy: dy / d };
  }
  return best;
}

/** Where a face lit from below is opened (round its middle, as any face), and its warm glaze from below. */
export function underLitFace(head: HeadAt, under: UnderLight) {
  return {
    opening: { x: head.x, y: head.y + head.r * FACE_CENTRE },
    shadow: underShadow(head, under),
    glaze: {
      x: head.x + under.ux * UNDER_GLAZE_AT * head.r,
      y: head.y + under.uy * UNDER_GLAZE_AT * head.r,
      r: head.r * (0.9 + 0.3 * under.strength),
      profile: UNDER_WARM_PROFILE,
      colour: UNDER_WARM,
    },
  };
}

/**
 * Where a lamp's screened glow is kept off round a face lit from below (`underShadow`): a soft disc behind the head,
 * moved away from the light, so the glow lies under the chins and not round the crowns as a halo. Its centre, in head
 * radii away from the light, its reach in head radii, and how much of the glow it takes at its middle.
 */
const UNDER_SHADOW = { away: 1.1, reach: 1.5 } as const;
export const UNDER_SHADOW_PROFILE: Profile = [
  [0, 1],
  [0.55, 0.9],
  [1, 0],
];
/**
 * Behind a face lit from below the night's tint is laid back over what the lamps round it opened (before the face's own
 * opening is cut again): the wall behind the crown stays dark, where the lamps' pools opened a pale disc round it.
 */
export const UNDER_DARK_PROFILE: Profile = [
  [0, 0.55],
  [0.5, 0.45],
  [1, 0],
];
function underShadow(head: HeadAt, under: UnderLight): { x: number; y: number; r: number } {
  return { x: head.x - under.ux * UNDER_SHADOW.away * head.r, y: head.y - under.uy * UNDER_SHADOW.away * head.r, r: head.r * UNDER_SHADOW.reach };
}
