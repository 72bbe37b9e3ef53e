import type { Clothes } from '@/pictures/vocabulary/figure-vocabulary';
import type { FaceFrame } from './face';
import { channels, circle, ellipse, n, pt, shadeOf } from './svg';
import type { PersonLook } from './types';

/** A person as dressed for one scene: the outfit to draw, hands (bare or in mittens), and what goes on the head. */
export interface Dressed {
  look: PersonLook;
  /** Mittens' colour, or null for bare hands. */
  mittens: string | null;
  /** A winter scarf's colour, or null. */
  scarf: string | null;
  /** An apron's colour over the clothes, or null. */
  apron: string | null;
  /** Drawn behind the head (a hood's back), then over the hair (a hat, a hood's rim). */
  behindHead: (frame: FaceFrame) => string;
  overHair: (frame: FaceFrame) => string;
}

const none = () => '';
const boots = '#6b4a3a';
const rainYellow = '#ffcf3f';
const apronWhite = '#fffaf0';
const schoolPacks = ['#e8574f', '#3f6fb5', '#f2b134'];

/** A school backpack that stands off the clothes it is worn over: of red, blue and yellow, the one least like either. */
function packFor(outfit: PersonLook['outfit']): string {
  const distance = (a: string, b: string) => Math.hypot(...channels(a).map((c, i) => c - channels(b)[i]!));
  const standOff = (pack: string) => Math.min(distance(pack, outfit.top), distance(pack, outfit.bottom));
  return schoolPacks.reduce((best, pack) => (standOff(pack) > standOff(best) ? pack : best));
}

/** A wool hat pulled over the ears, with a folded brim and a bobble. */
function woolHat(colour: string) {
  return ({ cx, cy, r }: FaceFrame) =>
    [
      `<path d="M${pt(cx - r * 1.04, cy - r * 0.18)}Q${pt(cx - r * 1.08, cy - r * 1.32)} ${pt(cx, cy - r * 1.34)}Q${pt(cx + r * 1.08, cy - r * 1.32)} ${pt(cx + r * 1.04, cy - r * 0.18)}Z" fill="${colour}"/>`,
      `<path d="M${pt(cx - r * 1.1, cy - r * 0.12)}Q${pt(cx, cy - r * 0.5)} ${pt(cx + r * 1.1, cy - r * 0.12)}L${pt(cx + r * 1.06, cy - r * 0.42)}Q${pt(cx, cy - r * 0.8)} ${pt(cx - r * 1.06, cy - r * 0.42)}Z" fill="${shadeOf(colour, -0.2)}"/>`,
      circle(cx, cy - r * 1.38, r * 0.26, '#fffaf0'),
    ].join('');
}

/** A flat cap: a soft crown close to the head and a short brim over the eyes' side. */
function flatCap(colour: string) {
  return ({ cx, cy, r, direction }: FaceFrame) => {
    const brimX = cx + direction * r * 0.72;
    return [
      `<path d="M${pt(cx - r * 1.06, cy - r * 0.34)}Q${pt(cx - r * 1.02, cy - r * 1.2)} ${pt(cx + direction * r * 0.15, cy - r * 1.16)}Q${pt(cx + r * 1.08, cy - r * 1.1)} ${pt(cx + r * 1.06, cy - r * 0.34)}Q${pt(cx, cy - r * 0.52)} ${pt(cx - r * 1.06, cy - r * 0.34)}Z" fill="${colour}"/>`,
      ellipse(brimX, cy - r * 0.36, r * (direction === 0 ? 0.78 : 0.56), r * 0.15, shadeOf(colour, -0.25)),
    ].join('');
  };
}

/** A raincoat's hood: its back behind the head, its rim framing the face. */
const hoodBack = ({ cx, cy, r }: FaceFrame) => ellipse(cx, cy - r * 0.1, r * 1.3, r * 1.28, shadeOf(rainYellow, -0.12));
const hoodRim = ({ cx, cy, r }: FaceFrame) =>
  `<path d="M${pt(cx - r * 1.2, cy + r * 0.3)}Q${pt(cx - r * 1.25, cy - r * 1.3)} ${pt(cx, cy - r * 1.32)}Q${pt(cx + r * 1.25, cy - r * 1.3)} ${pt(cx + r * 1.2, cy + r * 0.3)}L${pt(cx + r * 0.98, cy + r * 0.2)}Q${pt(cx + r, cy - r * 1.02)} ${pt(cx, cy - r * 1.04)}Q${pt(cx - r, cy - r * 1.02)} ${pt(cx - r * 0.98, cy + r * 0.2)}Z" fill="${rainYellow}"/>`;

/**
 * The same person, dressed for the weather, the hour or the work: their book's outfit on other
 * days (its hat, its layer, its backpack), over which a coat, pajamas, a raincoat or an apron go.
 */
export function dressFor(given: PersonLook, clothes: Clothes | undefined, backpack?: boolean, hatOff = false): Dressed {
  const look =
    backpack === undefined
      ? given
      : { ...given, outfit: { ...given.outfit, backpack: backpack ? (given.outfit.backpack ?? packFor(given.outfit)) : undefined } };
  const outfit = look.outfit;
  const bare = { mittens: null, scarf: null, apron: null, behindHead: none, overHair: none };
  switch (clothes) {
    case 'winter': {
      // A coat in their own colour (so a child still knows them) unless the book gives one, trousers or tights, boots, and a hat, scarf and mittens of one colour.
      const coat = outfit.coat ?? shadeOf(outfit.top, -0.08);
      const knit = outfit.knit ?? (look.signatureColour && look.signatureColour !== outfit.top ? look.signatureColour : shadeOf(outfit.top, -0.35));
      return {
        ...bare,
        look: { ...look, outfit: { kind: 'top-trousers', top: coat, bottom: shadeOf(outfit.bottom, -0.25), shoes: boots, sleeves: 'long', boots: true } },
        mittens: knit,
        scarf: knit,
        overHair: woolHat(knit),
      };
    }
    case 'pajamas': {
      const soft = shadeOf(outfit.top, 0.55);
      return { ...bare, look: { ...look, outfit: { kind: 'top-trousers', top: soft, bottom: soft, shoes: look.skin, sleeves: 'long' } } };
    }
    case 'raincoat':
      return {
        ...bare,
        look: {
          ...look,
          outfit: {
            kind: 'top-trousers',
            top: rainYellow,
            bottom: outfit.kind === 'top-trousers' ? outfit.bottom : rainYellow,
            shoes: '#e8574f',
            sleeves: 'long',
            boots: true,
          },
        },
        behindHead: hoodBack,
        overHair: hoodRim,
      };
    default:
      return {
        ...bare,
        look,
        apron: clothes === 'apron' || outfit.kind === 'apron' ? (outfit.apron ?? apronWhite) : null,
        overHair: outfit.hat && !hatOff ? flatCap(outfit.hat.colour) : none,
      };
  }
}

/** Fingers fanned from the palm: wide apart when counting, closer and longer when the hand lies flat on a wall. */
function fannedFingers(palm: { x: number; y: number }, angle: number, width: number, colour: string, count: number, flat: boolean): string {
  const spread = flat ? 0.42 : 0.5;
  const reach = flat ? 0.9 : 0.75;
  return Array.from({ length: count }, (_, i) => {
    const a = angle + (i - (count - 1) / 2) * spread;
    const from = { x: palm.x + Math.cos(a) * width * 0.35, y: palm.y + Math.sin(a) * width * 0.35 };
    const d = `M${pt(from.x, from.y)}l${pt(Math.cos(a) * width * reach, Math.sin(a) * width * reach)}`;
    return `<path d="${d}" stroke="${shadeOf(colour, -0.3)}" stroke-width="${n(width * 0.4)}" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="${n(width * 0.26)}" stroke-linecap="round"/>`;
  }).join('');
}

function singleFinger(palm: { x: number; y: number }, along: { x: number; y: number }, width: number, colour: string): string {
  return `<path d="M${pt(palm.x + along.x * width * 0.4, palm.y + along.y * width * 0.4)}l${pt(along.x * width * 0.85, along.y * width * 0.85)}" stroke="${colour}" stroke-width="${n(width * 0.34)}" stroke-linecap="round"/>`;
}

/**
 * A hand: a palm along the forearm, a thumb to one side and a crease hinting at the fingers, so a
 * hand that holds, points or waves reads as a hand at phone size (a plain disc reads as a stump).
 */
export function drawHand(
  from: { x: number; y: number },
  at: { x: number; y: number },
  width: number,
  colour: string,
  finger: boolean | number = false,
  fingerUp?: { x: number; y: number },
): string {
  // Fingers fanned along `fingerUp` are a hand laid flat on a wall: the whole hand turns up at the wrist.
  const flat = typeof finger === 'number' && finger > 1 && fingerUp !== undefined;
  const length = Math.hypot(at.x - from.x, at.y - from.y) || 1;
  const ux = flat ? fingerUp.x : (at.x - from.x) / length;
  const uy = flat ? fingerUp.y : (at.y - from.y) / length;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  const palm = { x: at.x + ux * width * 0.2, y: at.y + uy * width * 0.2 };
  const thumb = { x: at.x - uy * width * 0.5 + ux * width * 0.05, y: at.y + ux * width * 0.5 + uy * width * 0.05 };
  // A shade darker than the skin it so often covers: over a face in the face's own colour a hand read as a
  // ring, like glasses, with only its outline to show it.
  const skin = shadeOf(colour, -0.12);
  const crease = shadeOf(colour, -0.3);
  // A thin outline in a darker tone of the hand, so a hand over a face (a gasp, a wiped eye) still reads as a hand.
  const edge = `stroke="${shadeOf(colour, -0.38)}" stroke-width="${n(width * 0.11)}"`;
  // Fingers folded over the palm's far end: three short lines part four fingers at its edge, so a hand at
  // rest or holding on reads as a hand and not a mitten; a pointing or counting hand shows its own fingers.
  const curled =
    finger === false || finger === 0
      ? [-0.26, 0, 0.26]
          .map((across) => {
            const start = { x: palm.x + ux * width * 0.66 - uy * width * across, y: palm.y + uy * width * 0.66 + ux * width * across };
            return `M${pt(start.x, start.y)}l${pt(-ux * width * 0.26, -uy * width * 0.26)}`;
          })
          .join('')
      : '';
  return [
    `<ellipse cx="${n(thumb.x)}" cy="${n(thumb.y)}" rx="${n(width * 0.34)}" ry="${n(width * 0.2)}" fill="${skin}" ${edge} transform="rotate(${n(angle - 35)} ${pt(thumb.x, thumb.y)})"/>`,
    `<ellipse cx="${n(palm.x)}" cy="${n(palm.y)}" rx="${n(width * 0.7)}" ry="${n(width * 0.56)}" fill="${skin}" ${edge} transform="rotate(${n(angle)} ${pt(palm.x, palm.y)})"/>`,
    curled
      ? `<path d="${curled}" stroke="${crease}" stroke-width="${n(width * 0.08)}" stroke-linecap="round"/>`
      : `<path d="M${pt(palm.x + ux * width * 0.3 - uy * width * 0.25, palm.y + uy * width * 0.3 + ux * width * 0.25)}l${pt(ux * width * 0.32, uy * width * 0.32)}" stroke="${crease}" stroke-width="${n(width * 0.1)}" stroke-linecap="round"/>`,
    // One finger out along the forearm's line (pointing, a finger held up), or up along the face where it
    // is given (`fingerUp`: a finger to the lips of someone lying down).
    finger === true || finger === 1 ? singleFinger(palm, fingerUp ?? { x: ux, y: uy }, width, colour) : '',
    // Counting, or a hand laid flat: that many fingers fanned out from the palm, each with a darker edge so they read apart.
    typeof finger === 'number' && finger > 1 ? fannedFingers(palm, Math.atan2(uy, ux), width, colour, finger, flat) : '',
  ].join('');
}
