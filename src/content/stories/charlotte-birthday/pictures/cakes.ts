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
 * The first cake, knocked off the table (c5-p3 to c6-p3): it landed upside down and burst. Seen from the side, a
 * squat drum of cake slumped over to one side: its golden-brown baked bottom is its top now, cracked across, and its
 * white-iced side is burst open at the front, showing the stripes of sponge, jam and cream inside. Under it the top
 * it landed on is squashed flat, cream and strawberries squeezed out all round into a ragged splat on the floor,
 * with drops of cream thrown up round it and chunks of sponge flung out. Strawberries the size they are beside a
 * cake (as big as a head, they read as apples). (A plain white mound read as a blob; a golden slab alone as a pie.)
 */
function upsideDownCake(): string {
  const crust = tones.orange;
  const jam = tones.pink;
  const baked = { base: '#dca257', shade: '#b97a34', light: '#f2c57c' };
  // A broken chunk of sponge with a cap of cream, flung out of the cake.
  const chunk = (x: number, y: number, turn: number, k: number) =>
    at(
      x,
      y,
      `<g transform="scale(${k})"><path d="M-6 0l-1-6l5-3l8 2l1 7Z" fill="${sponge.base}" stroke="${crust.shade}" stroke-width=".8"/><path d="M-7 -6l5-3l8 2q-4 3-7 1q-3 2-6 0Z" fill="${baked.base}"/></g>`,
      `rotate(${turn})`,
    );
  // A drop of cream thrown up and out, its tail pointing back at the cake.
  const drop = (x: number, y: number, r: number, turn: number) =>
    at(
      x,
      y,
      `<path d="M0 ${-r}a${r} ${r} 0 1 1 0 ${2 * r}q${-r * 2.2} ${-r} 0 ${-2 * r}Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8"/>`,
      `rotate(${turn})`,
    );
  return [
    // The splat: a wide, ragged pool of cream burst across the floor, tongues shooting out all round, all inside the
    // prop's box (x ±56, down to the floor line), so the phone's frame, which keeps the box whole, keeps it whole.
    `<path d="M55 -9L42 -8L47 -3L30 -4L24 0L8 -1L-6 1L-18 -2L-32 -1L-38 -5L-54 -6L-44 -10L-55 -14L-38 -15L-37 -19L-22 -17L-4 -16L14 -17L30 -16L40 -18L52 -14L42 -12Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1"/>`,
    // Pink jam from the squashed top streaked through the splat.
    `<g fill="${jam.base}"><path d="M-50 -7q8-4 14 0q-6 3-14 0Z"/><path d="M34 -9q10-4 17 1q-9 3-17-1Z"/><path d="M-16 -1q6-2 12 0q-6 2-12 0Z"/></g>`,
    // Drops of cream thrown up round it.
    drop(-50, -30, 3, 200),
    drop(-40, -46, 2.4, 225),
    drop(-20, -58, 2.2, 250),
    drop(22, -60, 2.6, 290),
    drop(42, -46, 2.4, 315),
    drop(52, -30, 3, 340),
    // The cake, slumped over to the right and bulging where it hit: its iced side, white, the right of it in shade.
    `<g transform="rotate(-6 0 -8)">`,
    `<path d="M-34 -31C-38 -24 -40 -15 -37 -7Q0 3 37 -7C40 -15 38 -24 34 -31Q0 -22 -34 -31Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1.2"/>`,
    `<path d="M14 -25Q25 -27 34 -31C38 -24 40 -15 37 -7Q28 -3 18 -2Z" fill="${cream.base}"/>`,
    // Split open down the front: the layers inside, sponge, jam, cream, sponge, jam, in a jagged crack.
    `<path d="M-17 -27L-3 -26L-6 -19L-1 -13L-4 -3L-23 -4L-19 -11L-22 -19Z" fill="${sponge.base}" stroke="${crust.shade}" stroke-width="1" stroke-linejoin="round"/>`,
    `<path d="M-21 -21L-5 -21L-4 -18L-21 -18Z" fill="${berry.base}"/>`,
    `<path d="M-20 -16L-2 -16L-1.5 -14L-20 -14Z" fill="${cream.light}"/>`,
    `<path d="M-20 -10L-3 -10L-3.5 -7L-21 -7Z" fill="${berry.base}"/>`,
    // Its baked bottom, now its top: golden brown, crusty at the rim, cracked across and smeared with cream.
    `<ellipse cy="-31" rx="34" ry="8" fill="${baked.base}" stroke="${baked.shade}" stroke-width="1.4"/>`,
    `<ellipse cx="-3" cy="-32" rx="25" ry="5" fill="${baked.light}" opacity=".7"/>`,
    `<path d="M-22 -28l8-4l6 3l9-5l7 3M8 -30l6 4" stroke="${baked.shade}" stroke-width="1.3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<g fill="${cream.light}" stroke="${cream.shade}" stroke-width=".7"><path d="M20 -36q6-3 10 1q-2 4-8 3Z"/><path d="M-30 -30q4-4 8-1q-3 3-8 1Z"/></g>`,
    `</g>`,
    // The top it landed on, squashed flat under it: cream bulging out at the floor all round, the strawberries of
    // the top squeezed out into it.
    `<path d="M-44 -3q2-9 10-6q5-7 12-3q6-6 12-1q7-6 13-1q6-6 12 0q8-6 13 1q8-3 10 6q-42 7-82 4Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width=".9"/>`,
    at(-26, -4, berryShape(0.8), 'rotate(-75)'),
    at(8, -3, berryShape(0.8), 'rotate(95)'),
    at(30, -6, berryShape(0.8), 'rotate(60)'),
    // Rolled out across the floor, and flung chunks of sponge.
    at(-50, -2, berryShape(0.75), 'rotate(-100)'),
    at(49, 0, berryShape(0.75), 'rotate(100)'),
    chunk(-46, -16, -20, 1),
    chunk(50, -18, 25, 0.9),
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
 * crooked in the cake's burst side, the rest knocked out flat into the splat at every angle.
 */
const FALLEN: readonly (readonly [number, number, number])[] = [
  [-38, -18, -62],
  [36, -22, 56],
  [-44, -6, 76],
  [-18, -2, -96],
  [-2, -3, 84],
  [20, -2, -78],
  [40, -5, 98],
  [4, -38, 18],
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
