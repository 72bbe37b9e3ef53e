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
const LEAN = 0.52;
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
  // Two big strawberries the girls set on the top's front rim, in front of the candles' row, so they show
  // under the candles (set further back, the candles hid them); one slid all the way down onto the plate.
  const berries = [
    at(-20, topAt(-20) + 9, berryShape(1.45), 'rotate(-10)'),
    at(8, topAt(8) + 9, berryShape(1.35), 'rotate(14)'),
    at(36, -1, berryShape(0.95), 'rotate(70)'),
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
 * The first cake, knocked off the table (c5-p3 to c6-p3): it landed upside down and burst. No neat outline
 * anywhere, and no flat golden slab on top: at phone size an oval top with a ring read as a pie, and a
 * golden slab with red in its crack as a hot dog. It is a slumped mound of white cream, burst open at the
 * front to show the layers of sponge, jam and cream, with the thin golden crust of its bottom broken on top;
 * big whole strawberries with green caps cling to it and roll out into a ragged splat of cream with pink
 * jam streaks, broken chunks of sponge and big drops thrown wide. No plate: one lying over the top, even half off it, read as a
 * lid on an upright cake. 'candles' draws its `count` candles over it (its own part): slim, plain sticks
 * lying in a fan in the cream, each apart so they can be counted, out and without smoke.
 */
function upsideDownCake(): string {
  const crust = tones.orange;
  const jam = tones.pink;
  // A broken chunk of sponge with a cap of cream, flung out of the cake.
  const chunk = (x: number, y: number, turn: number, k: number) =>
    at(
      x,
      y,
      `<g transform="scale(${k})"><path d="M-7 0l-1-7l6-3l9 2l1 8Z" fill="${sponge.base}" stroke="${crust.shade}" stroke-width=".8"/><path d="M-8 -7l6-3l9 2q-4 3-8 1q-4 2-7 0Z" fill="${cream.light}"/></g>`,
      `rotate(${turn})`,
    );
  return [
    // The splat: a wide, ragged blob of cream burst across the floor, tongues shooting out all round, all
    // inside the prop's box (x ±56, down to the floor line), so the phone's frame, which keeps the box whole, keeps the whole splat.
    `<path d="M54 -12L41 -9L45 -6L28 -5L22 -1L6 -2L-8 -0L-18 -3L-35 -3L-36 -7L-52 -9L-43 -12L-52 -15L-36 -17L-35 -21L-18 -21L-8 -24L6 -22L22 -23L28 -19L45 -18L41 -15Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1"/>`,
    // Pink jam streaked through the splat.
    `<g fill="${jam.base}"><path d="M-52 -8q8-4 14 0q-6 3-14 0Z"/><path d="M36 -10q10-4 18 1q-10 3-18-1Z"/><path d="M-20 2q6-2 12 0q-6 2-12 0Z"/></g>`,
    // Big drops thrown wide.
    `<g fill="${cream.light}" stroke="${cream.shade}" stroke-width=".8"><circle cx="-52" cy="-36" r="3.4"/><circle cx="-42" cy="-48" r="2.6"/><circle cx="52" cy="-38" r="3.4"/><circle cx="42" cy="-50" r="2.6"/><circle cx="-22" cy="-58" r="2.4"/><circle cx="20" cy="-60" r="2.8"/></g>`,
    // The body, slumped into a lopsided mound of white cream, lumpy, lower on the right where it hit first.
    `<path d="M-46 -4q-8-8-2-16q-2-12 10-16q10-8 24-6q14-6 28-1q14 1 20 10q10 6 6 16q6 8-2 13q-40 6-84 0Z" fill="${cream.light}" stroke="${cream.shade}" stroke-width="1.2"/>`,
    `<path d="M20 -39q14 1 20 10q10 6 6 16q6 8-2 13q-14 2-28 2q12-20 4-41Z" fill="${cream.base}"/>`,
    // Burst open at the front: the layers of a cake, sponge, jam and cream in stripes, so it reads as cake
    // at phone size (a plain slab read as a pie or a hot dog).
    `<path d="M-34 -30l8-3l7 2l8-3l7 3l4 26q-16 3-34 0l-3-12Z" fill="${sponge.light}" stroke="${crust.shade}" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="M-36 -24q10 2 18-1t18 1l1 4q-9-2-18 1t-18-1Z" fill="${berry.base}"/>`,
    `<path d="M-36 -20q10 2 18-1t19 1l0.5 3q-9-2-18 1t-19-1Z" fill="${cream.light}"/>`,
    `<path d="M-37 -12q10 2 18-1t20 1l0.6 4q-10-2-19 1t-19-1Z" fill="${berry.base}"/>`,
    // The sponge bottom, now on top: a thin golden crust broken in pieces, cream oozing between them.
    `<path d="M-22 -40l4-4q10-2 18 0l-2 4q-10 2-20 0Z" fill="${sponge.base}" stroke="${crust.shade}" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="M4 -43q12-1 22 3l-2 4q-10-1-21-2Z" fill="${sponge.shade}" stroke="${crust.shade}" stroke-width="1.2" stroke-linejoin="round"/>`,
    // Cream bulging out at the floor all round, chunks of sponge squeezed out into it.
    `<path d="M-48 -3q4-8 12-4q6-6 14-1q8-5 14 0q8-5 14 0q8-6 14 0q10-5 18 5q-44 6-86 0Z" fill="${cream.light}"/>`,
    chunk(-48, -12, -20, 1),
    chunk(50, -14, 25, 0.9),
    // Big whole strawberries with green caps: on the wreck, stuck in its side, and rolled out into the cream.
    at(-40, -26, berryShape(1.5), 'rotate(-35)'),
    at(30, -28, berryShape(1.5), 'rotate(40)'),
    at(-30, -9, berryShape(1.4), 'rotate(-90)'),
    at(36, -9, berryShape(1.4), 'rotate(90)'),
    at(6, -8, berryShape(1.2), 'rotate(-80)'),
  ].join('');
}

/**
 * One fallen candle, standing on 0 before it is turned: a slim plain stick with its wick, no stripes (short
 * and striped, lying down, they read as sweet wrappers). The floor cake is drawn larger than the table's, so
 * the stick is short enough that in the picture it is the size of the candles on the cake before it fell.
 */
const fallenCandle = `<rect x="-1.6" y="-12" width="3.2" height="12" rx="1.1" fill="${CANDLE.fill}" stroke="${CANDLE.edge}" stroke-width=".7"/><path d="M0 -12v-2.4" stroke="#2a1f1b" stroke-width="1" stroke-linecap="round"/>`;

/** The fallen cake's candles: in a fan on the floor in front of it, each lying nearly flat the way it was flung. */
function fallenCandles(count: number): string {
  const span = 92;
  return Array.from({ length: count }, (_, i) => {
    const x = count === 1 ? 0 : -span / 2 + (i * span) / (count - 1);
    // Every candle lies down (none stands up like a fence post): those on the left point left, those on the right right.
    const side = x < 0 || (x === 0 && i % 2 === 0) ? -1 : 1;
    const lean = side * (62 + (i % 3) * 9);
    return at(x, 2 - (i % 2) * 3, fallenCandle, `rotate(${lean})`);
  }).join('');
}

/**
 * The moment it lands (c5-p3): the plate it slid off with, knocked up on its rim against the wreck's left side (its
 * white top and its pale underside both showing, so it reads as a plate thrown, not a lid), three curved lines
 * down from the table's side on the right, where it fell from, and short strokes bursting out at the floor
 * where it hit. The lines drawn under the cake, the plate over its left edge, all inside its box.
 */
function landing(cake: string): string {
  const ink = '#9a6b3c';
  const thrown = at(
    -42,
    -36,
    `<ellipse rx="10" ry="27" fill="#e8e2d6" stroke="#8a8072" stroke-width="1.4"/><ellipse cx="2" rx="6" ry="19" fill="#fbf8f2" stroke="#b8ae9e" stroke-width="1"/>`,
    'rotate(-24)',
  );
  const fall = `<g stroke="${ink}" stroke-width="2.6" stroke-linecap="round" fill="none"><path d="M52 -96q-4 22-22 40"/><path d="M40 -104q-6 24-26 42"/><path d="M28 -98q-6 18-20 30"/></g>`;
  const burst = `<g stroke="${ink}" stroke-width="2.4" stroke-linecap="round"><path d="M-54 -30l-6 -6M-56 -18l-8 -2M52 -28l6 -6M55 -16l7 -2M-30 -52l-3 -8M34 -54l3 -8"/></g>`;
  return fall + burst + cake + thrown;
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
