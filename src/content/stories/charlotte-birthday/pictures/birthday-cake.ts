import { at, candle, clampCount, plate, scaled, tones, type PropDefinition } from '@/pictures';

const cream = tones.cream;
const sponge = tones.yellow;
const berry = tones.red;

/** One candle: lit, blown out (a curl of smoke) or, when `fresh`, never lit yet (plain). */
export function candleAt(x: number, y: number, lit: boolean, tilt = 0, fresh = false): string {
  let body = candle.draw({ size: 13, lit });
  if (!lit && fresh) body = body.replace(/<path class="smoke"[^>]*\/>/, '');
  return at(x, y, body, tilt ? `rotate(${tilt})` : '');
}

/** A strawberry seen from the side: a red drop with seeds and a green cap, its base at y. */
export function berryAt(x: number, y: number, s = 1, tilt = 0): string {
  return at(
    x,
    y,
    `<path d="M0 0q-6-3-5.5-8.5q1-3.5 5.5-3.5t5.5 3.5q.5 5.5-5.5 8.5Z" fill="${berry.base}"/><path d="M0 0q6-3 5.5-8.5q-1-3.5-5.5-3.5Z" fill="${berry.shade}"/><path d="M-3.5 -12l1.8 1.6l1.7-2.6l1.7 2.6l1.8-1.6v1.8h-7Z" fill="${tones.green.base}"/><g fill="${sponge.light}"><circle cx="-2" cy="-7" r=".6"/><circle cx="1.8" cy="-4.5" r=".6"/><circle cx="-2.6" cy="-3.6" r=".6"/></g>`,
    [tilt ? `rotate(${tilt})` : '', s === 1 ? '' : `scale(${s})`].filter(Boolean).join(' '),
  );
}

/**
 * Candle spots on the cake's top: one row for a few, a back and a front row for more, staggered
 * so that every candle can be counted in the picture; back ones come first.
 */
export function candleSpots(count: number, rx: number, ry: number): [number, number][] {
  const back = count <= 4 ? count : Math.ceil(count / 2);
  const front = count - back;
  const gap = (2 * rx) / Math.max(back, 2);
  // With equal rows, shift them apart by a quarter gap each so front candles fall between back ones.
  const shift = front === back ? gap / 4 : 0;
  const row = (n: number, y: number, dx: number): [number, number][] =>
    Array.from({ length: n }, (_, i) => [Math.round(((i - (n - 1) / 2) * gap + dx) * 10) / 10, y]);
  if (front === 0) return row(back, 0, 0);
  return [...row(back, -ry, -shift), ...row(front, ry * 0.6, shift)];
}

/**
 * The big strawberry cake: white cream all over, a sponge layer with strawberry slices in the cut
 * line, piped cream round the top and big strawberries round the rim.
 */
function wholeCake(count: number, lit: boolean, fresh = false): string {
  const candles = candleSpots(count, 30, 5).map(([x, y]) => candleAt(x, -46 + y, lit, 0, fresh));
  const rim = [-33, -20, -7, 7, 20, 33];
  const berries = rim.map((x, i) => berryAt(x, -37 + Math.abs(x) * 0.09 + (i % 2), 1.05)).join('');
  const slices = [-30, -14, 2, 18].map((x) => `<path d="M${x - 4} -29h8q0 4-4 4t-4-4Z" fill="${berry.base}"/>`).join('');
  return [
    plate(50),
    `<path d="M-40 -46V-12a40 9 0 0 0 80 0V-46Z" fill="${cream.base}"/>`,
    `<path d="M18 -46V-3.7a40 9 0 0 0 22-8.3V-46Z" fill="${cream.shade}"/>`,
    `<path d="M-40 -31h80v7h-80Z" fill="${sponge.light}"/>${slices}`,
    `<ellipse cy="-46" rx="40" ry="9" fill="${cream.light}"/>`,
    `<path d="M-40 -46a40 9 0 0 0 80 0v4q0 6-5 6t-5-4q-4 6-9 6t-6-5q-3 5-8 5t-7-4q-4 5-9 4t-6-5q-4 4-9 2t-5-4q-6 2-7-2t-4-3Z" fill="${cream.light}"/>`,
    `<g fill="${cream.shade}" opacity=".8"><circle cx="-30" cy="-13" r="1.6"/><circle cx="-10" cy="-10" r="1.6"/><circle cx="10" cy="-10" r="1.6"/><circle cx="30" cy="-13" r="1.6"/></g>`,
    candles.join(''),
    berries,
  ].join('');
}

/** Landed upside down on the floor: a flat heap of cream and sponge splashed all round, strawberries squashed, candles knocked over. */
/** Candles knocked over into the cream of the squashed cake; they went out in it, so they give no smoke. */
export function squashedCandles(count: number, lit: boolean): string {
  return Array.from({ length: count }, (_, i) => candleAt(Math.round(-40 + (80 * (i + 0.5)) / count), -6 - (i % 2) * 4, lit, i % 2 ? 78 : -72, true)).join('');
}

/** `count` places evenly across `span`, centred on 0, to a tenth: candles in one straight row with a gap between each. */
function rowXs(count: number, span: number): number[] {
  const gap = count === 1 ? 0 : span / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round((count === 1 ? 0 : -span / 2 + i * gap) * 10) / 10);
}

/**
 * The same candles knocked over into the cream, drawn bold and spread out, all leaning the way they
 * were pushed with a gap between each, so the eight can be counted on a phone.
 */
export function spreadSquashedCandles(count: number): string {
  const lean = [46, 40, 48, 42, 45, 39, 47, 43];
  return rowXs(count, 84)
    .map((x, i) => boldCandleAt(x, -11 + (i % 2) * 3, false, lean[i % lean.length], true))
    .join('');
}

function squashedCake(count: number, lit: boolean): string {
  return [
    `<path d="M-50 -3q-4-6 6-7t4-8q8-4 14 2q4-8 14-6t10 4q8-8 18-4t8 8q12-2 14 6t-8 9q-30 4-80-4Z" fill="${cream.light}"/>`,
    `<g fill="${cream.light}"><circle cx="-52" cy="-16" r="3"/><circle cx="49" cy="-20" r="2.5"/><circle cx="-38" cy="-26" r="2"/><circle cx="40" cy="-30" r="2"/><ellipse cx="56" cy="-3" rx="4" ry="2"/></g>`,
    `<path d="M-34 -4q-2-14 12-18q8-10 22-6q14-6 24 2q12 4 10 20Z" fill="${cream.base}"/>`,
    `<path d="M10 -26q14-6 24 2q12 4 10 20h-24Z" fill="${cream.shade}"/>`,
    `<path d="M-28 -9q10-6 20-1t20-1t20 1" stroke="${sponge.base}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M-26 -17q8-8 18-6t14-4q8 0 10 4" stroke="${cream.light}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<g fill="${berry.base}"><ellipse cx="-18" cy="-20" rx="5" ry="3" transform="rotate(-20 -18 -20)"/><ellipse cx="14" cy="-24" rx="5" ry="3"/><ellipse cx="30" cy="-12" rx="4.5" ry="2.6" transform="rotate(25 30 -12)"/><ellipse cx="-46" cy="-3" rx="4" ry="2"/><circle cx="44" cy="-34" r="2.5"/></g>`,
    `<g fill="${berry.shade}"><ellipse cx="-16" cy="-19" rx="2.5" ry="1.6"/><ellipse cx="16" cy="-23" rx="2.5" ry="1.6"/></g>`,
    squashedCandles(count, lit),
  ].join('');
}

/**
 * A bigger, darker candle for a cake drawn small among many people: a blue stick outlined in dark
 * blue and a flame outlined in dark orange, so each stands out against a yellow shirt behind it.
 */
function boldCandleAt(x: number, y: number, lit: boolean, tilt = 0, fresh = false): string {
  const body = `<rect class="candle" x="-2.6" y="-14" width="5.2" height="14" rx="1.2" fill="#3c83c4" stroke="#1f4f80" stroke-width=".8"/><path d="M-2.6 -10l5.2-3M-2.6 -4.5l5.2-3" stroke="#fff" stroke-width="1"/><path d="M0 -14v-2.5" stroke="#3d2f2a" stroke-width="1"/>`;
  const top = lit
    ? `<path class="flame" d="M0 -26q3.8 5.8 0 9.6q-3.8-3.8 0-9.6Z" fill="#ffb020" stroke="#9a3412" stroke-width="1.1"/><path d="M0 -21q1.2 2.2 0 3.4q-1.2-1.2 0-3.4Z" fill="#fff3b0"/>`
    : fresh
      ? ''
      : `<path class="smoke" d="M0 -17q-3-4 0-8t0-8" stroke="#b0b4bf" stroke-width="1.2" fill="none" opacity=".7"/>`;
  return at(x, y, body + top, tilt ? `rotate(${tilt})` : '');
}

/** A thick candle's blue and its outline. */
interface CandleBlue {
  fill: string;
  edge: string;
}
const CANDLE_BLUE: CandleBlue = { fill: '#3c83c4', edge: '#1f4f80' };
/** Deeper and purer, so candles stay blue under their own warm glow (the light layer multiplies blue toward olive). */
export const LAMP_CANDLE_BLUE: CandleBlue = { fill: '#1a5cff', edge: '#0a2a8c' };

/**
 * A thick candle for the wide small cake, so eight stand in one row with a clear gap between each:
 * a fat blue stick outlined in dark blue and a slim outlined flame no wider than the stick. Not lit
 * yet (`fresh`) it shows a dark upright wick and nothing above it.
 */
export function rowCandleAt(x: number, y: number, lit: boolean, fresh: boolean, blue: CandleBlue = CANDLE_BLUE): string {
  const body = `<rect class="candle" x="-3" y="-17" width="6" height="17" rx="1.4" fill="${blue.fill}" stroke="${blue.edge}" stroke-width=".9"/><path d="M-3 -12l6-3M-3 -6l6-3" stroke="#fff" stroke-width="1.1"/><path d="M0 -17v-3.5" stroke="#2a1f1b" stroke-width="1.3" stroke-linecap="round"/>`;
  const top = lit
    ? `<path class="flame" d="M0 -31q3.2 6.4 0 10.4q-3.2-4 0-10.4Z" fill="#ffb020" stroke="#9a3412" stroke-width="1"/><path d="M0 -25.5q1 2 0 3.2q-1-1.2 0-3.2Z" fill="#fff3b0"/>`
    : fresh
      ? ''
      : `<path class="smoke" d="M0 -21q-3-4 0-8t0-8" stroke="#b0b4bf" stroke-width="1.2" fill="none" opacity=".7"/>`;
  return at(x, y, body + top);
}

/** The birthday candles' colours in turn, each with its darker edge, so candles stand out against white cream. */
export const CANDLE_COLOURS = [
  { fill: '#ff6f9f', edge: '#a8345f' },
  { fill: '#3c8fe0', edge: '#1d4f86' },
  { fill: '#ffc83a', edge: '#a8740a' },
  { fill: '#5cc27a', edge: '#2a7442' },
] as const;

/**
 * A birthday candle of the big cake's row, the `i`th: a slim stick in its turn of the colours with a white spiral
 * stripe, a dark wick and, lit, a slim outlined flame, about as tall as a real one beside the cake (fat and short, in one
 * blue, they read as batteries). Not lit yet (`fresh`) it shows its wick and nothing above it.
 */
export function slimCandleAt(x: number, y: number, lit: boolean, fresh: boolean, i: number): string {
  const { fill, edge } = CANDLE_COLOURS[i % CANDLE_COLOURS.length]!;
  const body = `<rect class="candle" x="-1.7" y="-20" width="3.4" height="20" rx="1" fill="${fill}" stroke="${edge}" stroke-width=".8"/><path d="M-1.7 -15.5l3.4-2.2M-1.7 -10l3.4-2.2M-1.7 -4.5l3.4-2.2" stroke="#fff" stroke-width="1"/><path d="M0 -20v-3.2" stroke="#2a1f1b" stroke-width="1.2" stroke-linecap="round"/>`;
  const top = lit
    ? `<path class="flame" d="M0 -34q3.2 6.4 0 10.4q-3.2-4 0-10.4Z" fill="#ffb020" stroke="#9a3412" stroke-width="1"/><path d="M0 -28.5q1 2 0 3.2q-1-1.2 0-3.2Z" fill="#fff3b0"/>`
    : fresh
      ? ''
      : `<path class="smoke" d="M0 -24q-3-4 0-8t0-8" stroke="#b0b4bf" stroke-width="1.2" fill="none" opacity=".7"/>`;
  return at(x, y, body + top);
}

/** Thick candles in one straight row: along the tilted top of the bold small cake, or level across the big cake. */
export function candleRow(count: number, top: 'bold' | 'whole', candle: (x: number, y: number, i: number) => string): string {
  return rowXs(count, 68)
    .map((x, i) => candle(x, top === 'bold' ? -36 + x * 0.117 : -45, i))
    .join('');
}

/**
 * The small cake's candles, tilted with its top; 'spaced' spreads them wider so each can be counted
 * where the cake is drawn large, 'bold' stands them thick in one straight row along the top of the
 * wider 'bold' cake, to count them on a phone. A candle past `litCount` is not lit yet: plain, without smoke.
 */
export function crookedCandles(count: number, lit: boolean, layout: 'tight' | 'spaced' | 'bold', litCount?: number, blue?: CandleBlue): string {
  const on = (i: number) => lit && (litCount === undefined || i < litCount);
  const fresh = (i: number) => !on(i) && litCount !== undefined;
  if (layout === 'bold') return candleRow(count, 'bold', (x, y, i) => rowCandleAt(x, y, on(i), fresh(i), blue));
  const spots = layout === 'spaced' ? candleSpots(count, 24, 5) : candleSpots(count, 18, 3.5);
  return spots.map(([x, y], i) => candleAt(x, -38 + y + x * 0.16, on(i), 9, fresh(i))).join('');
}

/**
 * A small home-made cake leaning to one side: white cream spread unevenly, a sponge layer showing,
 * a drip of cream down its low side, strawberries on top (two, or three on the bold cake) and its candles tilted.
 */
function crookedCake(count: number, lit: boolean, layout: 'tight' | 'spaced' | 'bold', litCount?: number): string {
  const body = [
    plate(40),
    `<path d="M-28 -42V-10a28 7 0 0 0 56 0V-32Z" fill="${cream.base}"/>`,
    `<path d="M12 -34V-3.4a28 7 0 0 0 16-6.6V-32Z" fill="${cream.shade}"/>`,
    `<path d="M-28 -27l56 6v6l-56-6Z" fill="${sponge.light}"/><path d="M-28 -24l56 6" stroke="${berry.base}" stroke-width="1.6"/>`,
    `<ellipse cy="-37" rx="29" ry="7" fill="${cream.light}" transform="rotate(9)"/>`,
    `<path d="M22 -31q3 8 1 12q-2 3-3 0q-1-6 2-12Z" fill="${cream.light}"/>`,
  ].join('');
  // 'bold' widens the cake so its eight thick candles fit in one row with a gap between each; its
  // three strawberries sit on the top, in front of the row and in the gaps between the candles.
  if (layout === 'bold')
    return [
      `<g transform="scale(1.35 1)">${body}</g>`,
      crookedCandles(count, lit, layout, litCount),
      ...[-19.5, 0, 19.5].map((x) => berryAt(x, -29.5 + x * 0.117, 0.8, x / 3)),
    ].join('');
  return [body, crookedCandles(count, lit, layout, litCount), berryAt(-16, -37, 1.1, -8), berryAt(20, -30, 1.1, 12)].join('');
}

/**
 * Where slices were cut from the small cake's front: the sponge and its jam line show in a wedge-shaped
 * gap, its floor the plate.
 */
const cutGap = [
  `<path d="M-2 -38L22 -32V-6Q10 -3 -2 -4Z" fill="${tones.cream.shade}"/>`,
  `<path d="M-2 -38L-2 -4L6 -8V-34Z" fill="${sponge.light}"/><path d="M6 -34L22 -32V-8L6 -8Z" fill="${sponge.base}"/>`,
  `<path d="M-2 -24l8-2M6 -22l16 1" stroke="${berry.base}" stroke-width="1.6"/>`,
  `<path d="M-2 -38L6 -34L22 -32" stroke="${cream.light}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
].join('');

/**
 * The birthday cake with `count` candles (default 5, at most 12). Lit candles glow; blown-out
 * ones show a curl of smoke (candles never lit yet: cake-candles). A squashed cake lies on the floor, so its candles default to out.
 * 'small-crooked-spaced' is the small crooked cake with its candles spread wider over its top, so
 * each can be counted where the cake is drawn large. 'whole-unlit' is the big cake waiting to be lit:
 * its candles plain, with neither flame nor smoke, slim and in turns of colour in one straight row (where cake-candles
 * 'whole-row' stands them, so naming them apart draws no second set behind). 'small-crooked-bold' draws the small cake wider
 * with thick candles in one straight row, to count them on a phone among many people.
 * On the small cake, `litCount` lights only the first few. 'small-crooked-cut' is the small cake
 * after the party, a wedge of slices cut from its front.
 */
export const birthdayCake: PropDefinition = {
  grip: 0,
  variants: ['whole', 'whole-unlit', 'squashed', 'small-crooked', 'small-crooked-spaced', 'small-crooked-bold', 'small-crooked-cut'],
  draw: ({ size, variant, count, lit, litCount }) => {
    const n = clampCount(count, 5, 0, 12);
    if (variant === 'small-crooked-spaced') return scaled(size, crookedCake(n, lit ?? true, 'spaced', litCount));
    if (variant === 'small-crooked-bold') return scaled(size, crookedCake(n, lit ?? true, 'bold', litCount));
    if (variant === 'squashed') return scaled(size, squashedCake(n, lit ?? false));
    if (variant === 'small-crooked') return scaled(size, crookedCake(n, lit ?? true, 'tight', litCount));
    if (variant === 'small-crooked-cut') return scaled(size, crookedCake(n, lit ?? false, 'tight') + cutGap);
    if (variant === 'whole-unlit') return scaled(size, wholeCake(0, false) + candleRow(n, 'whole', (x, y, i) => slimCandleAt(x, y, false, true, i)));
    return scaled(size, wholeCake(n, lit ?? true));
  },
  light: ({ size, variant, count, lit }) => {
    const on = variant !== 'whole-unlit' && (lit ?? variant !== 'squashed');
    if (!on || count === 0) return null;
    return { x: 0, y: -size * (variant?.startsWith('small-crooked') ? 0.52 : 0.62), radius: size * 1.5 };
  },
};
