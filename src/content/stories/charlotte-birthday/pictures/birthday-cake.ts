import { tenths, at, candle, clampCount, plate, scaled, tones, type PropDefinition } from '@/pictures';

const cream = tones.cream;
const sponge = tones.yellow;
const berry = tones.red;

/** One candle: lit, or blown out (a curl of smoke). */
function candleAt(x: number, y: number, lit: boolean): string {
  return at(x, y, candle.draw({ size: 13, lit }));
}

/** A strawberry seen from the side: a red drop with seeds and a green cap, its base at y. */
export function berryAt(x: number, y: number, s = 1): string {
  return at(
    x,
    y,
    `<path d="M0 0q-6-3-5.5-8.5q1-3.5 5.5-3.5t5.5 3.5q.5 5.5-5.5 8.5Z" fill="${berry.base}"/><path d="M0 0q6-3 5.5-8.5q-1-3.5-5.5-3.5Z" fill="${berry.shade}"/><path d="M-3.5 -12l1.8 1.6l1.7-2.6l1.7 2.6l1.8-1.6v1.8h-7Z" fill="${tones.green.base}"/><g fill="${sponge.light}"><circle cx="-2" cy="-7" r=".6"/><circle cx="1.8" cy="-4.5" r=".6"/><circle cx="-2.6" cy="-3.6" r=".6"/></g>`,
    s === 1 ? '' : `scale(${s})`,
  );
}

/**
 * Candle spots on the cake's top: one row for a few, a back and a front row for more, staggered
 * so that every candle can be counted in the picture; back ones come first.
 */
function candleSpots(count: number, rx: number, ry: number): [number, number][] {
  const back = count <= 4 ? count : Math.ceil(count / 2);
  const front = count - back;
  const gap = (2 * rx) / Math.max(back, 2);
  // With equal rows, shift them apart by a quarter gap each so front candles fall between back ones.
  const shift = front === back ? gap / 4 : 0;
  const row = (n: number, y: number, dx: number): [number, number][] => Array.from({ length: n }, (_, i) => [tenths((i - (n - 1) / 2) * gap + dx), y]);
  if (front === 0) return row(back, 0, 0);
  return [...row(back, -ry, -shift), ...row(front, ry * 0.6, shift)];
}

/**
 * The big strawberry cake: white cream all over, a sponge layer with strawberry slices in the cut
 * line, piped cream round the top and big strawberries round the rim.
 */
function wholeCake(count: number, lit: boolean): string {
  const candles = candleSpots(count, 30, 5).map(([x, y]) => candleAt(x, -46 + y, lit));
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

/** `count` places evenly across `span`, centred on 0, to a tenth: candles in one straight row with a gap between each. */
function rowXs(count: number, span: number): number[] {
  const gap = count === 1 ? 0 : span / (count - 1);
  return Array.from({ length: count }, (_, i) => tenths(count === 1 ? 0 : -span / 2 + i * gap));
}

/** The birthday candles' colours in turn, each with its darker edge, so candles stand out against white cream. */
export const CANDLE_COLOURS = [
  { fill: '#ff6f9f', edge: '#a8345f' },
  { fill: '#3c8fe0', edge: '#1d4f86' },
  { fill: '#ffc83a', edge: '#a8740a' },
  { fill: '#5cc27a', edge: '#2a7442' },
] as const;

/** A slim outlined flame over a wick whose top is at y -23.2, as the big cake's candles have; shorter candles set it down. */
export const CANDLE_FLAME = `<path class="flame" d="M0 -34q3.2 6.4 0 10.4q-3.2-4 0-10.4Z" fill="#ffb020" stroke="#9a3412" stroke-width="1"/><path d="M0 -28.5q1 2 0 3.2q-1-1.2 0-3.2Z" fill="#fff3b0"/>`;

/**
 * A birthday candle of the big cake's row, the `i`th: a slim stick in its turn of the colours with a white spiral
 * stripe, a dark wick and, lit, a slim outlined flame, about as tall as a real one beside the cake (fat and short, in one
 * blue, they read as batteries). Not lit yet (`fresh`) it shows its wick and nothing above it.
 */
export function slimCandleAt(x: number, y: number, lit: boolean, fresh: boolean, i: number): string {
  const { fill, edge } = CANDLE_COLOURS[i % CANDLE_COLOURS.length]!;
  const body = `<rect class="candle" x="-1.7" y="-20" width="3.4" height="20" rx="1" fill="${fill}" stroke="${edge}" stroke-width=".8"/><path d="M-1.7 -15.5l3.4-2.2M-1.7 -10l3.4-2.2M-1.7 -4.5l3.4-2.2" stroke="#fff" stroke-width="1"/><path d="M0 -20v-3.2" stroke="#2a1f1b" stroke-width="1.2" stroke-linecap="round"/>`;
  const top = lit ? CANDLE_FLAME : fresh ? '' : `<path class="smoke" d="M0 -24q-3-4 0-8t0-8" stroke="#b0b4bf" stroke-width="1.2" fill="none" opacity=".7"/>`;
  return at(x, y, body + top);
}

/** `count` slim candles in one straight row, level across the big cake's top, each told its place in the row. */
export function candleRow(count: number, candle: (x: number, y: number, i: number) => string): string {
  return rowXs(count, 68)
    .map((x, i) => candle(x, -45, i))
    .join('');
}

/**
 * The big birthday cake with `count` candles (default 5, at most 12). Lit candles glow; blown-out
 * ones show a curl of smoke (candles never lit yet: cake-candles). 'whole-unlit' is the cake waiting
 * to be lit: its candles plain, with neither flame nor smoke, slim and in turns of colour in one straight row (where
 * cake-candles 'whole-row' stands them, so naming them apart draws no second set behind).
 */
export const birthdayCake: PropDefinition = {
  grip: 0,
  variants: ['whole', 'whole-unlit'],
  draw: ({ size, variant, count, lit }) => {
    const n = clampCount(count, 5, 0, 12);
    if (variant === 'whole-unlit') return scaled(size, wholeCake(0, false) + candleRow(n, (x, y, i) => slimCandleAt(x, y, false, true, i)));
    return scaled(size, wholeCake(n, lit ?? true));
  },
  light: ({ size, variant, count, lit }) => {
    const on = variant !== 'whole-unlit' && (lit ?? true);
    if (!on || count === 0) return null;
    return { x: 0, y: -size * 0.62, radius: size * 1.5 };
  },
};
