import type { Clothes } from '@/pictures/vocabulary/figure-vocabulary';
import type { FaceFrame } from './face';
import { channels, circle, ellipse, pt, shadeOf } from './svg';
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
  /** Where a hat's brim comes down at the sides of the head, so only a fringe of hair shows under it; absent bare-headed. */
  brim?: HatBrim;
}

/** A hat's lower edge: its height at the sides of the head and its curve's control over the brow, in head radii below the centre. */
export interface HatBrim {
  side: number;
  control: number;
}

/** The wool hat's folded brim (woolHat): low over the ears, arching up over the brow. */
const WOOL_BRIM: HatBrim = { side: -0.12, control: -0.5 };
/** The flat cap's edge (flatCap). */
const CAP_BRIM: HatBrim = { side: -0.34, control: -0.52 };

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
        // Indoors in a coat (a shop), the hat may come off, so a grown-up's hair tells him from a grandfather.
        overHair: hatOff ? none : woolHat(knit),
        brim: hatOff ? undefined : WOOL_BRIM,
      };
    }
    case 'pajamas': {
      // A pale tint of their everyday top, keeping its stripes or checks; a plain top's pajamas are striped, so
      // a pale top at night reads as pajamas and not as a plain shirt.
      const soft = shadeOf(outfit.top, 0.55);
      const pattern = outfit.pattern ?? (outfit.skirtPattern === 'checks' ? 'checks' : 'stripes');
      return { ...bare, look: { ...look, outfit: { kind: 'top-trousers', top: soft, bottom: soft, shoes: look.skin, sleeves: 'long', pattern } } };
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
        brim: outfit.hat && !hatOff ? CAP_BRIM : undefined,
      };
  }
}
