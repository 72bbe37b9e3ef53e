import { tenths, at, candle, clampCount, plate, scaled, tones, type PropDefinition } from '@/pictures';

const cream = tones.cream;
const berry = tones.red;

/** A strawberry seen from the side: a red heart-drop with seeds and a green cap. */
function strawberry(x: number, y: number, s = 1): string {
  return at(
    x,
    y,
    `<path d="M0 0q-7-4-6-10q1-4 6-4t6 4q1 6-6 10Z" fill="${berry.base}"/><path d="M0 0q7-4 6-10q-1-4-6-4v14Z" fill="${berry.shade}"/><path d="M-4 -14l2 2l2-3l2 3l2-2v2h-8Z" fill="${tones.green.base}"/><g fill="${tones.yellow.light}"><circle cx="-2" cy="-8" r=".7"/><circle cx="2" cy="-5" r=".7"/><circle cx="-3" cy="-4" r=".7"/></g>`,
    s === 1 ? '' : `scale(${s})`,
  );
}

/** Candle spots on the top, back row first, staggered so every candle can be counted. */
function candleSpots(count: number): [number, number][] {
  const back = count <= 4 ? count : Math.ceil(count / 2);
  const front = count - back;
  const gap = 60 / Math.max(back, 2);
  const shift = front === back ? gap / 4 : 0;
  const row = (n: number, y: number, dx: number): [number, number][] => Array.from({ length: n }, (_, i) => [tenths((i - (n - 1) / 2) * gap + dx), y]);
  if (front === 0) return row(back, -50, 0);
  return [...row(back, -54, -shift), ...row(front, -46, shift)];
}

const candles = (count: number, lit: boolean) =>
  candleSpots(count)
    .map(([x, y]) => at(x, y, candle.draw({ size: 14, lit })))
    .join('');

/** The cake itself: two white sponge layers with cream, strawberries round the top and peeping from the middle. */
function cake(berriesBack: boolean): string {
  const top = berriesBack
    ? [-30, -18, -6, 6, 18, 30].map((x) => strawberry(x, -53, 0.95)).join('')
    : [-32, -20, -8, 4, 16, 28].map((x, i) => strawberry(x, -46 + (i % 2) * 3, 1.1)).join('');
  // With the top's front left to the candles, a ring of whole strawberries round the cake's foot on the plate, so the
  // 딸기 케이크 reads as one in the candle light (with its berries only behind the candles, it showed almost none).
  const foot = berriesBack ? [-34, -20, -6, 8, 22, 36].map((x, i) => strawberry(x, 2 - (i % 2) * 2, 1.05)).join('') : '';
  const side = [-30, -12, 6, 24].map((x) => `<path d="M${x - 5} -27h10q0 5-5 5t-5-5Z" fill="${berry.base}"/>`).join('');
  return [
    plate(50),
    `<path d="M-40 -50V-12a40 9 0 0 0 80 0V-50Z" fill="${cream.base}"/>`,
    `<path d="M18 -50V-3.7a40 9 0 0 0 22-8.3V-50Z" fill="${cream.shade}"/>`,
    `<path d="M-40 -31h80v6h-80Z" fill="${tones.yellow.light}"/>`,
    side,
    `<ellipse cy="-50" rx="40" ry="9" fill="${cream.light}"/>`,
    `<path d="M-40 -50a40 9 0 0 0 80 0v3q-5 6-10 3t-10 3t-10-3t-10 3t-10-3t-10 3t-10-3t-10 3Z" fill="#fff"/>`,
    top,
    foot,
  ].join('');
}

/**
 * A round white cake topped with strawberries, 'whole', with `count` candles (default none, at most 12).
 * 'berries-back': its strawberries along the top's back rim and round its foot, so a row of candles across the front
 * of the top (candle-row) stands clear of them and can be counted (among the berries' red and green, nine read as a dozen).
 */
export const strawberryCake: PropDefinition = {
  grip: 0,
  variants: ['whole', 'berries-back'],
  draw: ({ size, count, lit, variant }) => scaled(size, cake(variant === 'berries-back') + candles(clampCount(count, 0, 0, 12), lit ?? true)),
  light: ({ size, count, lit }) => (lit === false || !count ? null : { x: 0, y: -size * 0.7, radius: size * 1.5 }),
};
