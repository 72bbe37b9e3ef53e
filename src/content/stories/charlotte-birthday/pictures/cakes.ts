import { CANDLE_COLOURS } from './birthday-cake';
import { at, clampCount, plate, scaled, tones, type PropDefinition } from '@/pictures';

const cream = tones.cream;
const sponge = tones.yellow;
const berry = tones.red;
/**
 * A deep, pure blue and its edge: candles stay blue under their own warm glow in the lamp-lit dining
 * room (the light layer multiplies a paler blue toward olive).
 */
const CANDLE = { fill: '#1a5cff', edge: '#0a2a8c' };

/** A strawberry seen from the side, its base at 0: a red drop with a green cap. */
const berryShape = (s: number) =>
  `<g transform="scale(${s})"><path d="M0 0q-6-3-5.5-8.5q1-3.5 5.5-3.5t5.5 3.5q.5 5.5-5.5 8.5Z" fill="${berry.base}"/><path d="M0 0q6-3 5.5-8.5q-1-3.5-5.5-3.5Z" fill="${berry.shade}"/><path d="M-3.5 -12l1.8 1.6l1.7-2.6l1.7 2.6l1.8-1.6v1.8h-7Z" fill="${tones.green.base}"/></g>`;

/**
 * One little birthday candle standing on 0, about a third of the cake's height (as tall as the big cake's,
 * they stood over the small cake like a crown): lit (a slim outlined flame), blown out (a curl of smoke) or,
 * `fresh`, never lit yet (a dark wick and nothing above it).
 */
function candle(lit: boolean, fresh: boolean): string {
  const body = `<rect class="candle" x="-1.9" y="-11" width="3.8" height="11" rx="1" fill="${CANDLE.fill}" stroke="${CANDLE.edge}" stroke-width=".7"/><path d="M-1.9 -7.5l3.8-2.2M-1.9 -3.5l3.8-2.2" stroke="#fff" stroke-width=".9"/><path d="M0 -11v-2.6" stroke="#2a1f1b" stroke-width="1.1" stroke-linecap="round"/>`;
  // The flame and the smoke drawn for a taller candle, set down onto this one's wick.
  if (lit)
    return `${body}<g transform="translate(0 5)"><path class="flame" d="M0 -30q3.2 6.4 0 10.4q-3.2-4 0-10.4Z" fill="#ffb020" stroke="#9a3412" stroke-width="1"/><path d="M0 -24.5q1 2 0 3.2q-1-1.2 0-3.2Z" fill="#fff3b0"/></g>`;
  if (fresh) return body;
  return `${body}<path class="smoke" d="M0 -15q-3-4 0-8t0-8" stroke="#b0b4bf" stroke-width="1.2" fill="none" opacity=".75"/>`;
}

/** How far the lopsided cake's top leans: it drops this much for every unit to the right. */
const LEAN = 0.3;
/** The lopsided cake's top edge at x: high on the left, sagging to the right. */
const topAt = (x: number) => -46 + x * LEAN;

/**
 * The small cake the girls made (c8 to c9): clearly home-made, not bought. Two golden layers of sponge with a
 * band of cream and jam between them, the whole cake tilted: its left side stands tall and its right side
 * sags far lower, so the layers slope with it (level bands read as a neat cut; sloping, wavy ones as a cake
 * that leans). Cream is piled on the top by hand and runs down the sponge in drips of every length (one
 * pooling on the plate), and a strawberry has slid all the way down onto the plate. 'cut' is the same cake
 * after the party, a ragged wedge scooped from its front. Drawn at about half the width of the first,
 * bought-looking cake.
 */
function lopsidedCake(cut: boolean): string {
  const crust = tones.orange;
  // The middle of the cake's side at x, halfway between the sloping top and the bottom edge.
  const mid = (x: number) => (topAt(x) - 6) / 2;
  const body = [
    plate(42),
    // A puddle of cream where the longest drip reached the plate.
    `<ellipse cx="22" cy="-3" rx="11" ry="3" fill="${cream.light}"/>`,
    // The body, golden sponge: a tall left side that bulges out, a low right side, a lumpy bottom edge.
    `<path d="M-29 ${topAt(-29)}Q-35 -30 -31 -20Q-27 -14 -30 -8a30 7 0 0 0 59 0Q33 -14 30 -20Q27 ${topAt(28) + 4} 30 ${topAt(30)}Z" fill="${sponge.base}" stroke="${crust.shade}" stroke-width="1.2"/>`,
    `<path d="M10 ${topAt(10)}V-1.8a30 7 0 0 0 19 -6.2Q33 -14 30 -20Q27 ${topAt(28) + 4} 30 ${topAt(30)}Z" fill="${sponge.shade}"/>`,
    // The filling between the two layers, sloping with the top: a thin line of jam under a wavy band of cream.
    `<path d="M-32 ${mid(-32) + 3}Q-16 ${mid(-16) + 7} 0 ${mid(0) + 4}T31 ${mid(31) + 4}L31 ${mid(31) + 7}Q15 ${mid(15) + 9} 0 ${mid(0) + 7}T-32 ${mid(-32) + 6}Z" fill="${berry.base}"/>`,
    `<path d="M-33 ${mid(-33) - 3}Q-16 ${mid(-16) + 1} 0 ${mid(0) - 2}T32 ${mid(32) - 2}L31 ${mid(31) + 4}Q15 ${mid(15) + 6} 0 ${mid(0) + 4}T-32 ${mid(-32) + 3}Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8"/>`,
    // The top: a thick cap of cream spread with a spoon, sloping with the lean, its lower edge wavy over the sponge.
    `<path d="M-31 ${topAt(-31)}L31 ${topAt(31)}L31 ${topAt(31) + 7}Q24 ${topAt(24) + 11} 18 ${topAt(18) + 7}Q10 ${topAt(10) + 11} 2 ${topAt(2) + 7}Q-8 ${topAt(-8) + 12} -16 ${topAt(-16) + 7}Q-24 ${topAt(-24) + 11} -31 ${topAt(-31) + 8}Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8"/>`,
    `<ellipse cy="${topAt(0)}" rx="31" ry="7" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8" transform="rotate(${(Math.atan(LEAN) * 180) / Math.PI} 0 ${topAt(0)})"/>`,
    `<g fill="${cream.light}"><circle cx="-24" cy="${topAt(-24) - 3}" r="5"/><circle cx="-10" cy="${topAt(-10) - 3}" r="4"/><circle cx="10" cy="${topAt(10) - 2}" r="3.6"/><circle cx="22" cy="${topAt(22) - 1}" r="3"/></g>`,
    // Drips of cream down the sponge, each a different length: the longest reaches the plate.
    `<g fill="${cream.light}"><path d="M-26 ${topAt(-26) + 6}q3 8 1 13q-2 4-4 0q-1-7 3-13Z"/><path d="M-6 ${topAt(-6) + 8}q3 5 2 8q-2 3-4 0q0-4 2-8Z"/><path d="M22 ${topAt(22) + 6}q5 12 4 20q-2 5-5 0q-2-10 1-20Z"/></g>`,
  ].join('');
  const gap = cut
    ? [
        `<path d="M-8 ${topAt(-8) + 4}Q2 ${topAt(2) + 8} 12 ${topAt(12) + 5}L13 -6Q3 -1 -7 -4Z" fill="${cream.shade}"/>`,
        `<path d="M-7 ${topAt(-7) + 5}L-6 -4L2 -6L1 ${topAt(1) + 6}Z" fill="${sponge.light}"/><path d="M1 ${topAt(1) + 6}L12 ${topAt(12) + 6}L12 -6H2Z" fill="${sponge.base}"/>`,
      ].join('')
    : '';
  // The strawberries the girls set along the top's front rim, each the size a strawberry is beside a cake (a sixth of
  // its width: at a third of its height they read as fists on a slab), in front of the candles' row, so they show
  // under the candles; one slid all the way down onto the plate.
  const berries = [
    at(-22, topAt(-22) + 8, berryShape(0.8), 'rotate(-12)'),
    at(-9, topAt(-9) + 8, berryShape(0.75), 'rotate(8)'),
    at(4, topAt(4) + 8, berryShape(0.8), 'rotate(-6)'),
    at(17, topAt(17) + 8, berryShape(0.75), 'rotate(12)'),
    at(36, -1, berryShape(0.7), 'rotate(70)'),
  ].join('');
  return body + gap + berries;
}

/** Each home-made candle's own lean, in degrees: none stands straight, but none leans into the next, so the eight can be counted. */
const CANDLE_LEANS = [-5, 6, -2, 7, -4, 4, 9, 3];

/** Candle spots along the lopsided top, left to right, one row down the slope with a gap between each. */
function candleSpots(count: number): number[] {
  // Nearly the top's whole width, so each candle and its flame stand apart.
  const span = 56;
  return Array.from({ length: count }, (_, i) => (count === 1 ? 0 : -span / 2 + (i * span) / (count - 1)));
}

/**
 * The candles of the lopsided cake, leaning with its top: drawn over the cake of the same x, y and size
 * as their own part, so the shot list's count can be checked on them. A candle past `litCount` is not
 * lit yet: plain, without smoke.
 */
function lopsidedCandles(count: number, lit: boolean, litCount?: number): string {
  return candleSpots(count)
    .map((x, i) => {
      const on = lit && (litCount === undefined || i < litCount);
      // Pushed in by hand: each candle leans its own way with the sagging top.
      return at(x, topAt(x) + 1.5, candle(on, !on && litCount !== undefined), `rotate(${CANDLE_LEANS[i % CANDLE_LEANS.length]})`);
    })
    .join('');
}

/**
 * charlotte-birthday's home-made cake: 'cake' (count is ignored), 'cut' (after the party) and 'candles',
 * the row of `count` candles to draw over it. Carried from below, on its plate.
 */
export const lopsidedCakeProp: PropDefinition = {
  grip: 0,
  variants: ['cake', 'cut', 'candles'],
  draw: ({ size, variant, count, lit, litCount }) => {
    if (variant === 'candles') return scaled(size, lopsidedCandles(clampCount(count, 8, 0, 12), lit ?? true, litCount));
    return scaled(size, lopsidedCake(variant === 'cut'));
  },
  light: ({ size, variant, count, lit }) => (variant === 'candles' && (lit ?? true) && count !== 0 ? { x: 0, y: -size * 0.6, radius: size * 1.6 } : null),
};

/**
 * The first cake, knocked off the table (c5-p3 to c7-p2): a strawberry cake that landed upside down. Seen from the
 * side, a tall drum in white frosting (taller than wide, as a cake stands; a low wide drum with a golden top read as a
 * bread loaf), tipped a little where it hit, its pink piped border, that ran round its top, now round its foot. Its
 * front is burst open and shows the layers inside in clear stripes: sponge, pink strawberry cream, white cream with
 * strawberry slices, sponge. Its bottom, now its top, is pale sponge with frosting squashed up over the rim. Under it
 * the top it landed on is crushed: white and pink cream squeezed out all round into a wide splat on the floor,
 * strawberries pushed out of it and rolled away, drops of cream and crumbs of sponge thrown up round it.
 */
function upsideDownCake(): string {
  const crust = tones.orange;
  const pinkCream = tones.pink;
  const baked = { base: '#f3d98e', shade: '#d9ad52', light: '#fff0c0' };
  // A crumb of sponge flung out of the cake.
  const chunk = (x: number, y: number, turn: number, k: number) =>
    at(
      x,
      y,
      `<g transform="scale(${k})"><path d="M-5 0l-1-5l4-3l7 2l1 6Z" fill="${sponge.light}" stroke="${crust.shade}" stroke-width=".8"/><path d="M-6 -5l4-3l7 2q-3 2-6 1q-2 1-5 0Z" fill="${pinkCream.base}"/></g>`,
      `rotate(${turn})`,
    );
  // A drop of cream thrown up and out, its tail pointing back at the cake.
  const drop = (x: number, y: number, r: number, turn: number, fill: string) =>
    at(
      x,
      y,
      `<path d="M0 ${-r}a${r} ${r} 0 1 1 0 ${2 * r}q${-r * 2.2} ${-r} 0 ${-2 * r}Z" fill="${fill}" stroke="${cream.shade}" stroke-width=".7"/>`,
      `rotate(${turn})`,
    );
  // A strawberry cut in half, lying on its side: red round a pale heart.
  const halfBerry = (x: number, y: number, turn: number) =>
    at(
      x,
      y,
      `<path d="M-5 0q0-9 5-9t5 9Z" fill="${berry.base}" stroke="${berry.shade}" stroke-width=".7"/><path d="M-2.6 -1q0-5 2.6-5t2.6 5Z" fill="${pinkCream.light}"/>`,
      `rotate(${turn})`,
    );
  // The burst front's layers, each between two of these heights, its ends ragged where the frosting tore (the left
  // and right end of each height); the top and bottom bands take a torn edge of their own.
  const heights = [-42, -34, -30, -24, -20, -13];
  const lefts = [-22, -25, -21, -24, -22, -20];
  const rights = [6, 9, 5, 8, 6, 4];
  const band = (i: number, fill: string, torn = '') =>
    `<path d="M${lefts[i]} ${heights[i]}${i === 0 ? torn : ''}L${rights[i]} ${heights[i]}L${rights[i + 1]} ${heights[i + 1]}${i === 4 ? torn : ''}L${lefts[i + 1]} ${heights[i + 1]}Z" fill="${fill}" stroke="${crust.shade}" stroke-width=".5"/>`;
  const sliceRow = [-19, -10, -1]
    .map((x) => `<path d="M${x - 3.5} -25.5q3.5-5 7 0Z" fill="${berry.base}"/><path d="M${x - 1.5} -25.8q1.5-2.2 3 0Z" fill="${pinkCream.light}"/>`)
    .join('');
  return [
    // The splat: a wide, ragged pool of cream burst across the floor, tongues shooting out all round, all inside the
    // prop's box (x ±56, down to the floor line), so the phone's frame, which keeps the box whole, keeps it whole.
    `<path d="M55 -8L43 -7L48 -2L30 -3L24 0L8 -1L-6 1L-18 -1L-32 0L-38 -4L-54 -5L-44 -9L-55 -13L-38 -14L-37 -17L-22 -15L-4 -14L14 -15L30 -14L40 -17L52 -13L42 -11Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1"/>`,
    // Pink strawberry cream streaked through it, in wide tongues.
    `<g fill="${pinkCream.base}"><path d="M-53 -6q9-6 18-1q-8 4-18 1Z"/><path d="M32 -8q12-6 21 1q-11 4-21-1Z"/><path d="M-22 -1q8-3 16 0q-8 3-16 0Z"/><path d="M14 -2q6-3 12 0q-6 2-12 0Z"/></g>`,
    // Drops of cream thrown up round it, white and pink.
    drop(-50, -30, 3, 200, cream.light),
    drop(-42, -48, 2.4, 225, pinkCream.base),
    drop(-22, -62, 2.2, 250, cream.light),
    drop(24, -64, 2.6, 290, pinkCream.base),
    drop(44, -48, 2.4, 315, cream.light),
    drop(52, -30, 3, 340, pinkCream.base),
    // The cake, tipped a little to the right where it hit.
    `<g transform="rotate(-7 0 -10)">`,
    // Its frosted side, white, its right in shade.
    `<path d="M-29 -47V-12a29 6 0 0 0 58 0V-47Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1.2"/>`,
    `<path d="M14 -47V-6.6a29 6 0 0 0 15 -5.4V-47Z" fill="${cream.base}"/>`,
    // Burst open at the front: a jagged hole through the frosting, the layers inside in stripes.
    band(0, sponge.light, 'L-18 -43L-12 -40L-6 -43L0 -40L6 -42'),
    band(1, pinkCream.base),
    band(2, cream.light),
    sliceRow,
    band(3, pinkCream.base),
    band(4, sponge.light, 'L-4 -11L-12 -13'),
    `<g fill="${sponge.shade}" opacity=".6"><circle cx="-18" cy="-38" r=".8"/><circle cx="-6" cy="-37" r=".8"/><circle cx="2" cy="-39" r=".8"/><circle cx="-14" cy="-16" r=".8"/><circle cx="-2" cy="-17" r=".8"/></g>`,
    // Its bottom, now its top: pale sponge, the frosting squashed up over its rim in a white lip, a pink smear on it.
    `<ellipse cy="-47" rx="29" ry="6" fill="${baked.base}" stroke="${cream.light}" stroke-width="3"/>`,
    `<ellipse cx="-4" cy="-47.5" rx="19" ry="3.4" fill="${baked.light}"/>`,
    `<g fill="${baked.shade}"><circle cx="-14" cy="-47" r=".9"/><circle cx="-3" cy="-49" r=".8"/><circle cx="7" cy="-46" r=".9"/><circle cx="-20" cy="-45.5" r=".7"/></g>`,
    `<path d="M14 -50q7-3 12 1q-3 4-10 2Z" fill="${pinkCream.base}"/>`,
    // Frosting running down from the lip, in drips.
    `<g fill="${cream.light}" stroke="${cream.shade}" stroke-width=".6"><path d="M18 -45q2 7 0 10q-3 2-3-2q0-5 3-8Z"/><path d="M-27 -44q2 5 0 8q-3 1-3-2q0-3 3-6Z"/></g>`,
    // The pink piped border that ran round its top, round its foot now.
    `<g fill="${pinkCream.base}" stroke="${pinkCream.shade}" stroke-width=".6">${[-26, -18, -10, -2, 6, 14, 22]
      .map((x) => `<circle cx="${x}" cy="${-15 + Math.abs(x) * 0.06}" r="3"/>`)
      .join('')}</g>`,
    `</g>`,
    // The top it landed on, crushed flat under it: white cream bulging out at the floor all round, pink strawberry
    // cream over it, the strawberries of the top squeezed out into it.
    `<path d="M-46 -2q1-9 9-7q4-7 11-4q6-6 12-1q7-6 13-1q6-6 12 0q8-6 13 1q8-3 10 6q-42 8-80 6Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".9"/>`,
    `<path d="M-38 -4q4-6 10-3q5-5 10-1q6-4 11 0q6-5 12-1q6-3 11 1q7-2 8 4q-31 5-62 0Z" fill="${pinkCream.base}"/>`,
    `<path d="M-30 -5q8-2 14 0M0 -5q8-2 14 0" stroke="${pinkCream.light}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
    at(-32, -3, berryShape(0.85), 'rotate(-75)'),
    at(6, -2, berryShape(0.85), 'rotate(95)'),
    at(32, -5, berryShape(0.85), 'rotate(60)'),
    // Strawberries rolled out across the floor, one cut in half, and crumbs of sponge flung out.
    at(-50, -1, berryShape(0.8), 'rotate(-100)'),
    at(50, 0, berryShape(0.8), 'rotate(100)'),
    halfBerry(-40, 0, -8),
    halfBerry(42, -9, 14),
    chunk(-47, -17, -20, 1),
    chunk(50, -20, 25, 0.9),
  ].join('');
}

/**
 * One fallen candle, standing on 0 before it is turned: a slim stick with a spiral stripe and its wick, as long as the
 * candles standing on the cake before it fell (fat and short, lying down, they read as batteries or sweets).
 */
const fallenCandle = (i: number) => {
  const { fill, edge } = CANDLE_COLOURS[i % CANDLE_COLOURS.length]!;
  return `<rect x="-1.1" y="-14" width="2.2" height="14" rx=".8" fill="${fill}" stroke="${edge}" stroke-width=".6"/><path d="M-1.1 -10.5l2.2-1.6M-1.1 -6.5l2.2-1.6M-1.1 -2.5l2.2-1.6" stroke="#fff" stroke-width=".8"/><path d="M0 -14v-2.4" stroke="#2a1f1b" stroke-width=".9" stroke-linecap="round"/>`;
};

/**
 * The fallen cake's candles, each where the crash threw it and apart from the others, so all can be counted: two stuck
 * in the cake's burst side pointing down, as they went in from its top, now underneath; two poking out upside down
 * from under its foot; the rest knocked out flat into the splat at every angle. None stands up on the cake's top (one
 * upright there read as a cake standing the right way up).
 */
const FALLEN: readonly (readonly [number, number, number])[] = [
  [-30, -20, -124],
  [30, -24, 128],
  [-44, -6, 76],
  [-18, -2, -96],
  [-2, -3, 84],
  [20, -2, -78],
  [40, -5, 98],
  [12, -10, 116],
];

function fallenCandles(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const [x, y, turn] = FALLEN[i % FALLEN.length]!;
    return at(x + Math.floor(i / FALLEN.length) * 4, y, fallenCandle(i), `rotate(${turn})`);
  }).join('');
}

/**
 * The moment it lands (c5-p3): a jagged burst of impact behind it, as picture books mark a crash (lines down from the
 * table read as sticks under it), with strokes flying out from the floor where it hit, and the plate it slid off
 * with knocked up on its rim beside it, wobbling (its white top and its pale underside both showing, so it reads
 * as a plate thrown, not a lid). The burst under the cake, the plate over its left edge, all inside its box.
 */
function landing(cake: string): string {
  const ink = '#b0662a';
  const points = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    const r = i % 2 === 0 ? 1 : 0.68;
    return `${(Math.cos(a) * 54 * r).toFixed(1)} ${(-30 + Math.sin(a) * 30 * r).toFixed(1)}`;
  });
  const burst = `<path d="M${points.join('L')}Z" fill="#fff6d2" stroke="#f2b552" stroke-width="1.6" stroke-linejoin="round" opacity=".95"/>`;
  const strokes = `<g stroke="${ink}" stroke-width="2.2" stroke-linecap="round"><path d="M-56 -22l-6 -3M-54 -40l-6 -5M-34 -60l-3 -7M34 -62l3 -7M55 -42l6 -5M58 -22l6 -3"/></g>`;
  const thrown = at(
    -47,
    -26,
    `<ellipse rx="7" ry="19" fill="#e8e2d6" stroke="#8a8072" stroke-width="1.3"/><ellipse cx="1.6" rx="4.2" ry="13" fill="#fbf8f2" stroke="#b8ae9e" stroke-width="1"/><path d="M-12 -16q-4 5 0 10M-13 5q-4 5 0 10" stroke="${ink}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
    'rotate(-24)',
  );
  return burst + strokes + cake + thrown;
}

/**
 * charlotte-birthday's first cake on the floor, upside down: 'cake', 'crash' (the same at the moment it lands,
 * with its plate and the marks of its fall), and 'candles' (its own part) drawn over it.
 */
export const upsideDownCakeProp: PropDefinition = {
  grip: 0,
  variants: ['cake', 'crash', 'candles'],
  draw: ({ size, variant, count }) =>
    scaled(size, variant === 'candles' ? fallenCandles(clampCount(count, 8, 0, 12)) : variant === 'crash' ? landing(upsideDownCake()) : upsideDownCake()),
};
