import { candleRow, slimCandleAt } from './birthday-cake';
import { clampCount, scaled, type PropDefinition } from '@/pictures';

/**
 * Just the candles of the big birthday cake, slim and in turns of colour in one straight row across
 * its top where the birthday-cake prop of the same size puts them, so a scene can name the candles
 * apart from the cake and count them where the cake is small: place it at the cake's x, y and size
 * over a 'whole-unlit' cake. Lit candles glow; unlit ones were never lit yet, so they stand plain,
 * without smoke.
 */
export const cakeCandles: PropDefinition = {
  grip: 0,
  variants: ['whole-row'],
  draw: ({ size, count, lit }) =>
    scaled(
      size,
      candleRow(clampCount(count, 8, 1, 12), (x, y, i) => slimCandleAt(x, y, lit ?? true, true, i)),
    ),
  light: ({ size, lit }) => ((lit ?? true) ? { x: 0, y: -size * 0.62, radius: size * 1.5 } : null),
};
