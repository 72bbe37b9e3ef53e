import { at, clampCount, scaled } from './kit';
import type { PropDefinition } from './types';

/** Silver, as US quarters are: base, shadow and highlight. */
const silver = { base: '#c9d1db', shade: '#8f9aa8', light: '#eef2f6' };

/** One quarter lying flat, about 16 wide: its milled edge in shadow, a bright rim and a hint of the head. */
const quarter = `<ellipse cy="-3" rx="8" ry="3.6" fill="${silver.shade}"/><ellipse cy="-5" rx="8" ry="3.6" fill="${silver.base}"/><ellipse cy="-5" rx="5.6" ry="2.3" fill="none" stroke="${silver.light}" stroke-width="1.1"/><ellipse cx="-.6" cy="-5.2" rx="1.8" ry="1.1" fill="${silver.shade}" opacity=".6"/>`;

/**
 * US quarters: silver coins, `count` of them (default 12).
 * 'spread': lying apart on the floor in two loose rows, each one easy to count.
 * 'handful': piled in a cupped palm's worth, held out to pay.
 */
export const quarters: PropDefinition = {
  grip: 0.1,
  variants: ['spread', 'handful'],
  draw: ({ size, count, variant }) => {
    const n = clampCount(count, 12, 1, 24);
    if (variant === 'handful') {
      const pile = Array.from({ length: n }, (_, i) => {
        const layer = Math.floor(i / 4);
        const k = i % 4;
        return at((k - 1.5) * 11 + (layer % 2) * 5, -layer * 3.2, `<g transform="scale(1.3)">${quarter}</g>`);
      });
      return scaled(size, pile.join(''));
    }
    const perRow = Math.ceil(n / 2);
    const gap = 100 / perRow;
    const coinScale = Math.min(1.5, (gap * 0.82) / 16);
    const coins = Array.from({ length: n }, (_, i) => {
      const back = i < perRow;
      const col = back ? i : i - perRow;
      const x = -50 + gap / 2 + col * gap + (back ? gap * 0.25 : -gap * 0.1);
      const y = back ? -9 * coinScale : 0;
      return at(Math.round(x * 10) / 10, Math.round(y * 10) / 10, `<g transform="scale(${Math.round(coinScale * 100) / 100})">${quarter}</g>`);
    });
    return scaled(size, coins.join(''));
  },
};
