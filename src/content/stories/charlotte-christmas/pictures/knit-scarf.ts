import { scaled, type PropDefinition } from '@/pictures';
import { priceTag } from './price-tag';

/** Soft red wool in three tones (base, shadow, highlight). */
const wool = { base: '#cc3440', shade: '#9c2330', light: '#e8636a' };
/** The wide soft cream band knitted across each end. */
const cream = '#f6e6cf';
/**
 * The fringe is the scarf's own red, many thin strands: five thick cream ones under the cream band read as two small
 * hands at the scarf's ends (blind critic r77, christmas p16).
 */
const fringeColour = wool.base;
const FRINGE_STRANDS = 8;

/** Ribs of knitting down a band from (x, y1) to (x, y2), a few across its width. */
function ribs(xs: readonly number[], y1: number, y2: number): string {
  return `<path d="${xs.map((x) => `M${x} ${y1}V${y2}`).join('')}" stroke="${wool.shade}" stroke-width="1.6" opacity=".55"/>`;
}

/**
 * Rows of knitting across a hanging end, whose left edge runs from (l1, top) to (l2, bottom) and its right edge from
 * (r1, top) to (r2, bottom): each row a shallow curve sagging a little at its middle, as a knitted band's rows do.
 */
function knitRows(l1: number, r1: number, l2: number, r2: number, top: number, bottom: number, colour: string): string {
  const rows: string[] = [];
  for (let y = top + 7; y < bottom - 4; y += 7) {
    const t = (y - top) / (bottom - top);
    const left = l1 + (l2 - l1) * t + 1.5;
    const right = r1 + (r2 - r1) * t - 1.5;
    rows.push(`M${left.toFixed(1)} ${y}Q${((left + right) / 2).toFixed(1)} ${y + 2.4} ${right.toFixed(1)} ${y}`);
  }
  return `<path d="${rows.join('')}" stroke="${colour}" stroke-width="1.5" fill="none" opacity=".5"/>`;
}

/** A fringe of short strands hanging under an end from x1 to x2 at y. */
function fringe(x1: number, x2: number, y: number, length: number): string {
  const strands = Array.from({ length: FRINGE_STRANDS }, (_, i) => x1 + ((x2 - x1) * (i + 0.5)) / FRINGE_STRANDS);
  return `<path d="${strands.map((x, i) => `M${x.toFixed(1)} ${y}l${(i % 2 ? 1 : -1) * 1.2} ${length}`).join('')}" stroke="${fringeColour}" stroke-width="1.6" stroke-linecap="round"/>`;
}

/** A wide soft band knitted across an end, so it reads as a scarf and never as a striped stick. */
const endBand = (x: number, y: number, w: number) => `<rect x="${x}" y="${y}" width="${w}" height="8" fill="${cream}"/>`;

/**
 * A knitted scarf in one soft red with knitted ribs, a light band near each end and fringes.
 * 'draped': folded over a hand or a hook, both ends hanging down side by side (held up, or on a shelf); 'draped-tagged'
 * the same with the shop's $3 tag hanging on its string from the front end's fringe, so the tag goes wherever the scarf does.
 * 'folded': lying folded flat, its fringed ends hanging over the front.
 * 'worn': wound twice round a neck (the rolls at the top, about 50 wide at size 100), its two ends falling from the knot
 * each its own way.
 */
export const knitScarf: PropDefinition = {
  grip: 0.92,
  variants: ['draped', 'draped-tagged', 'folded', 'worn'],
  draw: ({ size, variant }) => {
    if (variant === 'folded') {
      const body = `<rect x="-46" y="-34" width="92" height="30" rx="8" fill="${wool.shade}"/><rect x="-46" y="-40" width="92" height="28" rx="8" fill="${wool.base}"/>${ribs([-34, -22, -10, 2, 14, 26, 38], -38, -14)}`;
      const end = `<path d="M10 -28h26v22h-26Z" fill="${wool.base}"/>${endBand(10, -14, 26)}${fringe(10, 36, -6, 8)}`;
      return scaled(size, body + end);
    }
    if (variant === 'worn') {
      // Wound twice round the neck in two thick soft rolls, the two ends falling from the knot at the front each its own
      // way in a soft S: the front one longer, swinging left, the back one shorter, swinging out right (one thin loop with
      // two straight ends hanging side by side down the chest read as a tie: blind critic, p16).
      const rolls =
        `<path d="M-22 -88Q0 -78 22 -88Q28 -79 21 -70Q0 -61 -21 -70Q-27 -79 -22 -88Z" fill="${wool.shade}"/>` +
        `<path d="M-24 -104Q0 -92 24 -104Q31 -94 24 -84Q0 -73 -24 -84Q-31 -94 -24 -104Z" fill="${wool.base}"/>` +
        `<path d="M-22 -90Q0 -80 22 -90" stroke="${wool.shade}" stroke-width="2" fill="none" opacity=".6"/>` +
        `<path d="M-18 -100Q0 -90 18 -100" stroke="${wool.light}" stroke-width="2" fill="none" opacity=".7"/>`;
      const back = `<path d="M2 -74Q16 -62 16 -48Q16 -36 26 -26L38 -32Q28 -40 30 -52Q30 -66 16 -78Z" fill="${wool.shade}"/>${fringe(26, 38, -30, 8)}`;
      const front =
        `<path d="M-14 -76Q-26 -58 -18 -42Q-12 -28 -24 -12L-6 -9Q6 -28 0 -44Q-6 -60 4 -76Z" fill="${wool.base}"/>` +
        `<path d="M-8 -74Q-18 -58 -10 -42Q-4 -28 -14 -12" stroke="${wool.shade}" stroke-width="1.6" fill="none" opacity=".5"/>` +
        `<path d="M-22.5 -20L-3.5 -17L-5.5 -11L-24.5 -14Z" fill="${cream}"/>${fringe(-24, -6, -11, 9)}`;
      return scaled(size, back + front + rolls);
    }
    // A flat knitted band folded over the hand, its two broad ends hanging down a little apart, the back one shorter and
    // darker, swinging out past the front one: each end is as wide as a scarf is, squared off at its cream band and short
    // fringe, with rows of knitting across it (two narrow strands with ribs down them and long fringes read as a red mop or
    // a tassel wig hanging from her fist: blind critic, p4; side by side, two wide ends read as one red slab). Soft wool
    // falls in waves: each end's sides sway, the front one's foot hanging in two soft points (cut straight, the ends read as
    // a rigid red board: blind critic r50, p4).
    const back = `<path d="M-2 -86C8 -72 1 -54 9 -40C11 -34 8 -31 6 -28Q18 -22 30 -24C27 -38 33 -50 27 -62C22 -72 28 -80 24 -88Z" fill="${wool.shade}"/>${knitRows(-2, 24, 6, 30, -86, -28, wool.base)}<path d="M5.6 -40L28.2 -37L28.8 -31L6.2 -34Z" fill="${cream}" opacity=".85"/>${fringe(7, 29, -26, 6)}`;
    const front = `<path d="M-22 -88C-34 -72 -20 -54 -32 -36C-35 -26 -29 -17 -28 -12Q-20 -5 -12 -10Q-5 -6 2 -10C6 -22 -4 -34 3 -50C10 -64 2 -78 8 -88Z" fill="${wool.base}"/>${knitRows(-24, 8, -28, 2, -88, -12, wool.shade)}<path d="M-28.4 -27L3.4 -25L3 -17L-28.6 -19Z" fill="${cream}"/>${fringe(-27, 1, -11, 6)}`;
    // The fold over her hand: a soft round roll of the band, lit on top.
    const fold = `<path d="M-25 -86Q0 -106 26 -86Q0 -95 -25 -86Z" fill="${wool.base}"/><path d="M-18 -91Q0 -102 19 -91" stroke="${wool.light}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
    const tag =
      variant === 'draped-tagged'
        ? // Tied on at the front end's band, its hole at the band's edge and the tag hanging down across the end over the
          // wool, so it is plainly on the scarf (hung under the fringe on its thin string, it lay loose on the floor; further
          // off on a pale string, it floated by her knee tied to nothing).
          `<g transform="translate(-14 -8) rotate(-24)">${priceTag.draw({ size: 56, variant: 'three' })}</g>`
        : '';
    return scaled(size, back + front + fold + tag);
  },
};
