import { CANDLE_COLOURS, CANDLE_FLAME } from './birthday-cake';
import { at, clampCount, plate, scaled, tones, type PropDefinition } from '@/pictures';

const cream = tones.cream;
const sponge = tones.yellow;
const berry = tones.red;
/**
 * Deep, pure colours and their edges, in turns: candles keep their colours under their own warm glow in the lamp-lit
 * dining room (the light layer multiplies paler ones toward olive).
 */
const CANDLES = [
  { fill: '#1a5cff', edge: '#0a2a8c' },
  { fill: '#e8457f', edge: '#8f2150' },
] as const;

/** A little candle's height and width: a slim stick five times as tall as it is wide (stubby, they read as batteries). */
const CANDLE_TALL = 15;
const CANDLE_WIDE = 2.8;

/** A strawberry seen from the side, its base at 0: a red drop with a green cap. */
const berryShape = (s: number) =>
  `<g transform="scale(${s})"><path d="M0 0q-6-3-5.5-8.5q1-3.5 5.5-3.5t5.5 3.5q.5 5.5-5.5 8.5Z" fill="${berry.base}"/><path d="M0 0q6-3 5.5-8.5q-1-3.5-5.5-3.5Z" fill="${berry.shade}"/><path d="M-3.5 -12l1.8 1.6l1.7-2.6l1.7 2.6l1.8-1.6v1.8h-7Z" fill="${tones.green.base}"/></g>`;

/**
 * One little birthday candle standing on 0, the `i`th of its row, about a third of the cake's height (as tall as the big
 * cake's, they stood over the small cake like a crown): lit (a slim outlined flame), blown out (a curl of smoke) or,
 * `fresh`, never lit yet (a dark wick and nothing above it).
 */
function candle(lit: boolean, fresh: boolean, i: number): string {
  const { fill, edge } = CANDLES[i % CANDLES.length]!;
  const [h, w] = [CANDLE_TALL, CANDLE_WIDE / 2];
  const stripes = [0.25, 0.55, 0.85].map((t) => `M${-w} ${-h * t + 1.6}l${2 * w} -3.2`).join('');
  const body = `<rect class="candle" x="${-w}" y="${-h}" width="${2 * w}" height="${h}" rx=".8" fill="${fill}" stroke="${edge}" stroke-width=".6"/><path d="${stripes}" stroke="#fff" stroke-width=".8"/><path d="M0 ${-h}v-2.4" stroke="#2a1f1b" stroke-width="1" stroke-linecap="round"/>`;
  // The flame and the smoke drawn for the big cake's taller candle, set down onto this one's wick.
  if (lit) return `${body}<g transform="translate(0 ${(20.8 - h).toFixed(1)})">${CANDLE_FLAME}</g>`;
  if (fresh) return body;
  return `${body}<path class="smoke" d="M0 ${-h - 4}q-3-4 0-8t0-8" stroke="#b0b4bf" stroke-width="1.2" fill="none" opacity=".75"/>`;
}

/** How far the lopsided cake's top leans: it drops this much for every unit to the right (at 0.18 a critic saw it neat: r75). */
const LEAN = 0.26;
/** The lopsided cake's top at x, along its middle: a little higher on the left, sagging to the right. */
const topAt = (x: number) => -40 + x * LEAN;
/** The round top's half-width and half-depth, seen a little from above. */
const TOP = { rx: 30, ry: 8 };
/** The front rim of the round top at x: the nearer edge of its oval. */
const rimAt = (x: number) => topAt(x) + TOP.ry * Math.sqrt(Math.max(0, 1 - (x / TOP.rx) ** 2));

/**
 * The small cake the girls made (c8 to c9): clearly home-made, not bought. A round cake seen a little from above, so
 * its top is an oval and its layers curve round its front (seen from the side with a steep slope, it read as a
 * wedge of cheese): two golden layers of sponge with a band of jam and cream between them, the whole cake leaning,
 * its right side a little lower and bulging, its left side pushed out. Cream is piled on the top by hand and runs
 * down the sponge in drips of every length (one pooling on the plate), and a strawberry has slid all the way down
 * onto the plate. 'cut' is the same cake after the party, a ragged wedge scooped from its front. Drawn at about half
 * the width of the first, bought-looking cake.
 */
function lopsidedCake(cut: boolean): string {
  const crust = tones.orange;
  const base = -8;
  // A band round the cake's front at `up` between the bottom and the top (0 the foot, 1 the top's rim), curving with it.
  const arc = (up: number, x: number) => base + (rimAt(x) - base) * up;
  const curve = (up: number, dy: number) => `M-31 ${arc(up, -30) + dy}Q-16 ${arc(up, -16) + 5 + dy} 0 ${arc(up, 0) + 6 + dy}T31 ${arc(up, 30) + dy}`;
  const curveBack = (up: number, dy: number) => `L31 ${arc(up, 30) + dy}Q16 ${arc(up, 16) + 5 + dy} 0 ${arc(up, 0) + 6 + dy}T-31 ${arc(up, -30) + dy}Z`;
  const body = [
    plate(42),
    // A puddle of cream where the longest drip reached the plate.
    `<ellipse cx="20" cy="-3" rx="11" ry="3" fill="${cream.light}"/>`,
    // The body, golden sponge: its left side bulging out, its right side lower, its foot curving round the front.
    `<path d="M-30 ${topAt(-30)}Q-36 -24 -31 ${base}a31 7 0 0 0 62 0Q34 -18 30 ${topAt(30)}Z" fill="${sponge.base}" stroke="${crust.shade}" stroke-width="1.2"/>`,
    `<path d="M14 ${rimAt(14)}L15 ${base + 6.2}a31 7 0 0 0 16 -6.2Q34 -18 30 ${topAt(30)}Z" fill="${sponge.shade}"/>`,
    // The filling between the two layers, round the front: a line of jam under a wavy band of cream.
    `<path d="${curve(0.45, 2)}${curveBack(0.45, 5)}" fill="${berry.base}"/>`,
    `<path d="${curve(0.45, -2)}${curveBack(0.45, 2)}" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8"/>`,
    // The top: a thick cap of cream spread with a spoon, round and leaning, its lower edge wavy over the sponge.
    `<path d="M-31 ${topAt(-31)}Q-24 ${rimAt(-24) + 7} -16 ${rimAt(-16) + 3}Q-8 ${rimAt(-8) + 8} 2 ${rimAt(2) + 3}Q10 ${rimAt(10) + 8} 18 ${rimAt(18) + 3}Q25 ${rimAt(25) + 7} 31 ${topAt(31)}Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8"/>`,
    `<ellipse cy="${topAt(0)}" rx="${TOP.rx + 1}" ry="${TOP.ry}" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8" transform="rotate(${(Math.atan(LEAN) * 180) / Math.PI} 0 ${topAt(0)})"/>`,
    `<g fill="${cream.shade}" opacity=".55"><path d="M-18 ${topAt(-18) - 2}q8 3 16 0"/><path d="M4 ${topAt(4) - 3}q7 3 14 0" /></g>`,
    // Drips of cream down the sponge, each a different length: the longest reaches the plate.
    `<g fill="${cream.light}"><path d="M-24 ${rimAt(-24) + 4}q3 8 1 13q-2 4-4 0q-1-7 3-13Z"/><path d="M-4 ${rimAt(-4) + 6}q3 5 2 8q-2 3-4 0q0-4 2-8Z"/><path d="M20 ${rimAt(20) + 4}q5 11 3 19q-2 5-5 0q-2-9 2-19Z"/></g>`,
  ].join('');
  const gap = cut
    ? [
        `<path d="M-8 ${rimAt(-8) - 2}Q2 ${rimAt(2) - 6} 12 ${rimAt(12) - 2}L13 -2Q3 2 -7 -1Z" fill="${cream.shade}"/>`,
        `<path d="M-7 ${rimAt(-7) - 1}L-6 -1L2 -3L1 ${rimAt(1) - 4}Z" fill="${sponge.light}"/><path d="M1 ${rimAt(1) - 4}L12 ${rimAt(12) - 1}L12 -3H2Z" fill="${sponge.base}"/>`,
      ].join('')
    : '';
  // The strawberries the girls set round the top's front rim, each the size a strawberry is beside a cake (a sixth of
  // its width: at a third of its height they read as fists on a slab), in front of the candles' row, so they show
  // under the candles; one slid all the way down onto the plate.
  const berries = [
    at(-21, rimAt(-21) - 1, berryShape(0.8), 'rotate(-12)'),
    at(-7, rimAt(-7) - 1, berryShape(0.75), 'rotate(8)'),
    at(7, rimAt(7) - 1, berryShape(0.8), 'rotate(-6)'),
    at(20, rimAt(20) - 1, berryShape(0.75), 'rotate(12)'),
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
      return at(x, topAt(x) + 1.5, candle(on, !on && litCount !== undefined, i), `rotate(${CANDLE_LEANS[i % CANDLE_LEANS.length]})`);
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
 * The first cake, knocked off the table (c5-p3 to c7-p2): a strawberry cake that landed upside down and went flat.
 * Seen from the side, a low, wide lump (half as tall as the cake stood, wider than it was, its white frosting
 * bulging out at both ends), its plate upside down on top of it, slid half off, its foot ring showing. Its front is
 * torn open and the layers inside squeeze out in wavy stripes: sponge, pink strawberry cream, white cream with
 * strawberry slices, sponge. Under it the top it landed on is crushed: white and pink cream squeezed out all round
 * into a wide splat on the floor, strawberries pushed out of it and rolled away, drops of cream and crumbs of sponge
 * thrown up round it. (An upright drum, even burst open, read as a whole cake lying on its side.)
 */
function upsideDownCake(): string {
  const crust = tones.orange;
  const pinkCream = tones.pink;
  const china = tones.china;
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
  // One squeezed layer of the torn front: a wavy band from y to y + h, from l to r, bulging out at its ends; each layer
  // pushed out its own way (all the same width, one over another, they read as a whole cake's neat layers).
  const layer = (y: number, h: number, fill: string, l = -36, r = 36) =>
    `<path d="M${l} ${y + 1}Q${l + 10} ${y - 2} -14 ${y + 1}T10 ${y}T${r} ${y + 1}Q${r + 4} ${y + h / 2} ${r} ${y + h}Q${r - 12} ${y + h + 2} 10 ${y + h}T-14 ${y + h}T${l} ${y + h}Q${l - 4} ${y + h / 2} ${l} ${y + 1}Z" fill="${fill}" stroke="${crust.shade}" stroke-width=".5"/>`;
  const sliceRow = [-26, -12, 2, 16, 28]
    .map((x) => `<path d="M${x - 3.5} -20q3.5-4.5 7 0Z" fill="${berry.base}"/><path d="M${x - 1.5} -20.3q1.5-2 3 0Z" fill="${pinkCream.light}"/>`)
    .join('');
  return [
    // The splat: a wide, ragged pool of cream burst across the floor, tongues shooting out all round, all inside the
    // prop's box (x ±56, down to the floor line), so the phone's frame, which keeps the box whole, keeps it whole.
    `<path d="M55 -8L43 -7L48 -2L30 -3L24 0L8 -1L-6 1L-18 -1L-32 0L-38 -4L-54 -5L-44 -9L-55 -13L-38 -14L-37 -17L-22 -15L-4 -14L14 -15L30 -14L40 -17L52 -13L42 -11Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1"/>`,
    // Pink strawberry cream streaked through it, in wide tongues.
    `<g fill="${pinkCream.base}"><path d="M-53 -6q9-6 18-1q-8 4-18 1Z"/><path d="M32 -8q12-6 21 1q-11 4-21-1Z"/><path d="M-22 -1q8-3 16 0q-8 3-16 0Z"/><path d="M14 -2q6-3 12 0q-6 2-12 0Z"/></g>`,
    // Drops of cream thrown up round it, white and pink.
    drop(-52, -26, 3, 200, cream.light),
    drop(-44, -42, 2.4, 225, pinkCream.base),
    drop(-26, -50, 2.2, 250, cream.light),
    drop(30, -52, 2.6, 290, pinkCream.base),
    drop(47, -40, 2.4, 315, cream.light),
    drop(53, -24, 3, 340, pinkCream.base),
    // The lump: white frosting squashed low and wide, bulging out at both ends, its right end in shade.
    `<path d="M-42 -6Q-52 -10 -50 -18Q-48 -28 -34 -31Q-16 -35 2 -33Q22 -36 36 -31Q50 -27 49 -17Q50 -8 42 -6Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1.2"/>`,
    `<path d="M26 -33Q40 -32 45 -26Q50 -16 47 -10Q46 -7 42 -6L32 -7Q38 -20 26 -33Z" fill="${cream.base}"/>`,
    // Torn open along its front, the layers squeezed out in wavy stripes.
    layer(-29, 4, sponge.base, -30, 33),
    layer(-25, 3, pinkCream.base, -38, 24),
    layer(-22, 4, cream.light, -33, 38),
    sliceRow,
    layer(-18, 3, pinkCream.base, -26, 40),
    layer(-15, 4, sponge.base, -40, 30),
    `<g fill="${sponge.shade}" opacity=".6"><circle cx="-22" cy="-27" r=".8"/><circle cx="-4" cy="-27.5" r=".8"/><circle cx="16" cy="-27" r=".8"/><circle cx="-14" cy="-13" r=".8"/><circle cx="6" cy="-13" r=".8"/></g>`,
    // Its bottom, now its top: pale sponge, cracked where it hit, frosting squashed up over its rim in a white lip.
    `<path d="M-36 -31Q-18 -38 2 -35Q24 -38 38 -31Q20 -28 2 -30Q-18 -27 -36 -31Z" fill="${sponge.light}" stroke="${cream.light}" stroke-width="2.4"/>`,
    `<path d="M-24 -32l4 2l3-3l4 2M-6 -33l3 2l4-2" stroke="${crust.shade}" stroke-width=".8" fill="none" stroke-linecap="round"/>`,
    // Its plate, upside down on top of it and slid half off to the right: the rim's edge, the underside, the foot ring.
    at(
      22,
      -37,
      `<ellipse cy="1.6" rx="22" ry="4.8" fill="${china.shade}" stroke="#8a8072" stroke-width="1"/><ellipse rx="22" ry="4.6" fill="${china.base}" stroke="#8a8072" stroke-width="1"/><ellipse cy="-.5" rx="10" ry="2.2" fill="${china.light}" stroke="#b8ae9e" stroke-width="1.2"/>`,
      'rotate(-14)',
    ),
    // Cream squeezed out from under the plate's rim.
    `<g fill="${cream.light}" stroke="${cream.shade}" stroke-width=".6"><path d="M-2 -33q3-5 7-1q2 3-7 1Z"/><path d="M42 -44q5 0 4 5q-3 2-4-5Z"/></g>`,
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
    halfBerry(44, -10, 14),
    chunk(-49, -18, -20, 1),
    chunk(52, -18, 25, 0.9),
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
 * The fallen cake's candles, each where the crash threw it and apart from the others, so all can be counted: two
 * poking out of the squashed lump's ends, pushed sideways as it went flat; the rest knocked out into the splat at
 * every angle. None stands up on the lump (one upright there read as a cake standing the right way up).
 */
const FALLEN: readonly (readonly [number, number, number])[] = [
  [-46, -20, -108],
  [45, -21, 112],
  [-52, -4, 72],
  [-22, -1, -96],
  [-6, -2, 84],
  [16, -1, -78],
  [34, -3, 98],
  [50, -7, -58],
];

function fallenCandles(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const [x, y, turn] = FALLEN[i % FALLEN.length]!;
    return at(x + Math.floor(i / FALLEN.length) * 4, y, fallenCandle(i), `rotate(${turn})`);
  }).join('');
}

/**
 * charlotte-birthday's first cake on the floor, upside down, after it fell (c5-p3 draws the fall itself): 'cake', and
 * 'candles' (its own part) drawn over it.
 */
export const upsideDownCakeProp: PropDefinition = {
  grip: 0,
  variants: ['cake', 'candles'],
  draw: ({ size, variant, count }) => scaled(size, variant === 'candles' ? fallenCandles(clampCount(count, 8, 0, 12)) : upsideDownCake()),
};
