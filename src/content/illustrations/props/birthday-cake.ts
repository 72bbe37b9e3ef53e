import { candle } from './candle';
import { at, clampCount, plate, scaled, tones } from './kit';
import type { PropDefinition } from './types';

const icing = tones.pink;
const cream = tones.cream;

function candleAt(x: number, y: number, lit: boolean, tilt = 0): string {
  return at(x, y, candle.draw({ size: 13, lit }), tilt ? `rotate(${tilt})` : '');
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
  const row = (n: number, y: number, dx: number): [number, number][] =>
    Array.from({ length: n }, (_, i) => [Math.round(((i - (n - 1) / 2) * gap + dx) * 10) / 10, y]);
  if (front === 0) return row(back, 0, 0);
  return [...row(back, -ry, -shift), ...row(front, ry * 0.6, shift)];
}

function wholeCake(count: number, lit: boolean): string {
  const candles = candleSpots(count, 30, 5).map(([x, y]) => candleAt(x, -46 + y, lit));
  return [
    plate(50),
    `<path d="M-40 -46V-12a40 9 0 0 0 80 0V-46Z" fill="${icing.base}"/>`,
    `<path d="M18 -46V-3.7a40 9 0 0 0 22-8.3V-46Z" fill="${icing.shade}"/>`,
    `<path d="M-40 -30q10 6 20 0t20 0t20 0t20 0v7q-10 6-20 0t-20 0t-20 0t-20 0Z" fill="${cream.base}"/>`,
    `<ellipse cy="-46" rx="40" ry="9" fill="${icing.light}"/>`,
    `<path d="M-40 -46a40 9 0 0 0 80 0v4q0 7-5 7t-5-4q-4 7-9 7t-6-6q-3 6-8 6t-7-5q-4 6-9 5t-6-6q-4 5-9 3t-5-5q-6 2-7-2t-4-4Z" fill="${cream.light}"/>`,
    `<g fill="${tones.yellow.base}"><rect x="-30" y="-18" width="5" height="2" rx="1" transform="rotate(30 -28 -17)"/><rect x="8" y="-14" width="5" height="2" rx="1"/></g><g fill="${tones.blue.base}"><rect x="-10" y="-17" width="5" height="2" rx="1" transform="rotate(-30 -8 -16)"/><rect x="26" y="-19" width="5" height="2" rx="1"/></g>`,
    candles.join(''),
  ].join('');
}

/** Landed upside down on the floor: a flat heap with cream splashed all round, candles knocked over. */
function squashedCake(count: number, lit: boolean): string {
  const candles = Array.from({ length: count }, (_, i) => {
    const x = Math.round(-40 + (80 * (i + 0.5)) / count);
    return candleAt(x, -6 - (i % 2) * 4, lit, i % 2 ? 78 : -72);
  });
  return [
    `<path d="M-50 -3q-4-6 6-7t4-8q8-4 14 2q4-8 14-6t10 4q8-8 18-4t8 8q12-2 14 6t-8 9q-30 4-80-4Z" fill="${cream.light}"/>`,
    `<g fill="${cream.light}"><circle cx="-52" cy="-16" r="3"/><circle cx="49" cy="-20" r="2.5"/><circle cx="-38" cy="-26" r="2"/><circle cx="40" cy="-30" r="2"/><ellipse cx="56" cy="-3" rx="4" ry="2"/></g>`,
    `<path d="M-34 -4q-2-14 12-18q8-10 22-6q14-6 24 2q12 4 10 20Z" fill="${icing.base}"/>`,
    `<path d="M10 -26q14-6 24 2q12 4 10 20h-24Z" fill="${icing.shade}"/>`,
    `<path d="M-26 -16q8-8 18-6t14-4q8 0 10 4" stroke="${icing.light}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M-30 -10q10-5 20 0t20 0t20 0" stroke="${cream.base}" stroke-width="4" fill="none"/>`,
    `<g fill="${icing.base}"><ellipse cx="-46" cy="-2" rx="6" ry="2"/><circle cx="30" cy="-34" r="2.5"/><circle cx="-24" cy="-34" r="2"/></g>`,
    candles.join(''),
  ].join('');
}

/** A small home-made cake, leaning to one side, with its candles tilted. */
function crookedCake(count: number, lit: boolean): string {
  const spots = candleSpots(count, 18, 3.5);
  const candles = spots.map(([x, y]) => candleAt(x, -38 + y + x * 0.16, lit, 9));
  return [
    plate(40),
    `<path d="M-28 -41V-10a28 7 0 0 0 56 0V-32Z" fill="${tones.yellow.base}"/>`,
    `<path d="M12 -34V-3.4a28 7 0 0 0 16-6.6V-32Z" fill="${tones.yellow.shade}"/>`,
    `<ellipse cy="-37" rx="29" ry="7" fill="${cream.light}" transform="rotate(9)"/>`,
    `<g fill="${tones.red.base}"><circle cx="-10" cy="-20" r="2.5"/><circle cx="6" cy="-16" r="2.5"/><circle cx="-20" cy="-14" r="2"/></g>`,
    candles.join(''),
  ].join('');
}

/**
 * The birthday cake with `count` candles (default 5, at most 12). Lit candles glow; blown-out
 * ones show a curl of smoke. A squashed cake lies on the floor, so its candles default to out.
 */
export const birthdayCake: PropDefinition = {
  grip: 0,
  variants: ['whole', 'squashed', 'small-crooked'],
  draw: ({ size, variant, count, lit }) => {
    const n = clampCount(count, 5, 0, 12);
    if (variant === 'squashed') return scaled(size, squashedCake(n, lit ?? false));
    if (variant === 'small-crooked') return scaled(size, crookedCake(n, lit ?? true));
    return scaled(size, wholeCake(n, lit ?? true));
  },
  light: ({ size, variant, count, lit }) => {
    const on = lit ?? variant !== 'squashed';
    if (!on || count === 0) return null;
    return { x: 0, y: -size * (variant === 'small-crooked' ? 0.52 : 0.62), radius: size * 1.5 };
  },
};
