import {
  candleAt,
  candleRow,
  candleSpots,
  crookedCandles,
  LAMP_CANDLE_BLUE,
  rowCandleAt,
  slimCandleAt,
  spreadSquashedCandles,
  squashedCandles,
} from './birthday-cake';
import { at, clampCount, scaled, type PropDefinition } from '@/pictures';

/**
 * A thick candle of the bold row with a big flame in a pale halo, so a lit candle reads as lit where
 * it stands in front of a yellow shirt at cover size.
 */
function glowCandleAt(x: number, y: number): string {
  const flame = `<ellipse cy="-29" rx="6" ry="9.5" fill="#fffbe6" opacity=".9"/><path class="flame" d="M0 -39q6 10 0 17q-6-7 0-17Z" fill="#ff9f1a" stroke="#9a3412" stroke-width="1.1"/><path d="M0 -31q2 3.5 0 6q-2-2.5 0-6Z" fill="#fff3b0"/>`;
  return rowCandleAt(x, y, false, true) + at(x, y, flame);
}

/**
 * Just the candles of a birthday cake, drawn where the birthday-cake prop of the same size and
 * variant puts them, so a scene can name the candles apart from the cake: place it at the cake's
 * x, y and size with the same variant. Lit candles glow; blown-out ones curl smoke; on a squashed
 * cake they lie knocked over in the cream; on the big cake ('whole') they were never
 * lit, so unlit ones stand plain, without smoke (draw that cake with count 0 under them).
 * 'small-crooked-spaced' spreads the small cake's candles wider over its top, to count them in a
 * picture where the cake is drawn large (over the birthday-cake of the same variant and count);
 * 'small-crooked-bold' stands them thick in one straight row along the wider bold cake's top;
 * 'small-crooked-glow' is that row lit with big flames in pale halos (the cover);
 * 'small-crooked-bold-lamp' is the bold row in a deeper, purer blue, so the candles still read blue
 * under their own warm glow in a lamp-lit room (the light layer multiplies blue toward olive);
 * 'whole-row' stands them slim, in turns of colour, in one straight row across the big cake, to count them where it is small;
 * 'squashed-spread' lays them knocked over in the squashed cake's cream, bold and apart, to count them.
 * `litCount` lights only the first few (a match about to light the last). Candles knocked into
 * the cream of a squashed cake give no smoke: they went out in it, not by a breath.
 */
export const cakeCandles: PropDefinition = {
  grip: 0,
  variants: [
    'whole',
    'whole-row',
    'squashed',
    'squashed-spread',
    'small-crooked',
    'small-crooked-spaced',
    'small-crooked-bold',
    'small-crooked-bold-lamp',
    'small-crooked-glow',
  ],
  draw: ({ size, variant, count, lit, litCount }) => {
    const n = clampCount(count, 8, 1, 12);
    if (variant === 'squashed') return scaled(size, squashedCandles(n, lit ?? false));
    if (variant === 'squashed-spread') return scaled(size, spreadSquashedCandles(n));
    if (variant === 'whole-row')
      return scaled(
        size,
        candleRow(n, 'whole', (x, y, i) => slimCandleAt(x, y, lit ?? true, true, i)),
      );
    if (variant === 'small-crooked-glow') return scaled(size, candleRow(n, 'bold', glowCandleAt));
    if (variant === 'small-crooked-bold-lamp') return scaled(size, crookedCandles(n, lit ?? true, 'bold', litCount, LAMP_CANDLE_BLUE));
    if (variant?.startsWith('small-crooked'))
      return scaled(
        size,
        crookedCandles(n, lit ?? true, variant === 'small-crooked' ? 'tight' : variant === 'small-crooked-spaced' ? 'spaced' : 'bold', litCount),
      );
    return scaled(
      size,
      candleSpots(n, 30, 5)
        .map(([x, y]) => candleAt(x, -46 + y, lit ?? true, 0, true))
        .join(''),
    );
  },
  light: ({ size, variant, lit }) => {
    if (!(lit ?? !variant?.startsWith('squashed'))) return null;
    return { x: 0, y: -size * (variant?.startsWith('small-crooked') ? 0.52 : 0.62), radius: size * 1.5 };
  },
};
