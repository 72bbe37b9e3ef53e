import { tenths, clampCount, scaled, type PropDefinition } from '@/pictures';

/** The kit's birthday candle colours (props/candle.ts): a sky-blue stick with white stripes, an orange flame. */
const CANDLE = { stick: '#7cc6f2', stripe: '#fff', wick: '#3b2a1e', flame: '#ff9f1c', core: '#ffe066' };

/**
 * korean-charlotte-birthday's nine candles (c8), drawn over the kit's strawberry-cake at the same place and size:
 * thin candles in ONE row curving round the front of the cake's top with a gap between each, so every flame stands apart
 * and the nine can be counted on a phone (the cake's own candles stand in two staggered rows that merge there).
 * Each flame is a narrow teardrop with no halo of its own (a halo round each ran the nine into one glow on a phone),
 * and stands on its wick at the candle's top, not in the air above it.
 */
export const candleRow: PropDefinition = {
  grip: 0,
  variants: ['lit'],
  draw: ({ size, count }) => {
    const n = clampCount(count, 9, 1, 12);
    // Across the top's middle (the cake is 80 wide), back from its front rim.
    const span = 66;
    const gap = n > 1 ? span / (n - 1) : 0;
    const candles = Array.from({ length: n }, (_, i) => {
      const x = tenths(i * gap - (n > 1 ? span / 2 : 0));
      // On a curve round the top's front half, the middle ones nearer us and lower: in a dead straight line the nine
      // read as a fence.
      const y = tenths(-51 + 6 * (1 - (x / (span / 2 || 1)) ** 2));
      return `<g class="candle-lit" transform="translate(${x} ${y})"><rect class="candle" x="-2" y="-17" width="4" height="17" rx="1.2" fill="${CANDLE.stick}"/><path d="M-2 -12l4-2.6M-2 -6l4-2.6" stroke="${CANDLE.stripe}" stroke-width="1"/><path d="M0 -17v-2" stroke="${CANDLE.wick}" stroke-width=".8"/><path class="flame" d="M0 -28q2.4 5.2 0 9.2q-2.4-4 0-9.2Z" fill="${CANDLE.flame}"/><path d="M0 -24q1 2.2 0 4.2q-1-2-0-4.2Z" fill="${CANDLE.core}"/></g>`;
    });
    return scaled(size, candles.join(''));
  },
  // The row's light, low over the cake and no wider than the group round it, so it warms the faces without bleaching them.
  light: ({ size }) => ({ x: 0, y: -size * 0.68, radius: size * 0.9 }),
};
