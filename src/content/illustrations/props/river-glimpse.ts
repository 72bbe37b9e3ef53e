import { scaled } from './kit';
import type { PropDefinition } from './types';

const clear = { base: '#6fa9c9', shade: '#4f87a8', light: '#bfe0f0' };
/** After a storm: the same ribbon, muddy brown. */
const muddy = { base: '#a07a52', shade: '#7d5c3a', light: '#d2b48a' };

/**
 * A river seen far off, down the hill between the trees: a thin ribbon of water glinting in the light, lying across,
 * 100 wide and about 5 deep, with glints of light on it. Placed where a path meets the trees, it
 * shows where the path goes down to. 'muddy' is the river brown after a storm; 'flood' is that (see `flood`).
 */
/**
 * The flood seen down the hill (forest-adventure): the muddy ribbon with a strip of dark bank along
 * its near edge and curling wave crests instead of straight glints, so it reads as fast water, not a road.
 */
function flood(size: number): string {
  const crests = [-40, -22, -4, 14, 32]
    .map((x, i) => `<path d="M${x} ${i % 2 ? -9 : -6}q3 -3 6 0t6 0" stroke="${muddy.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`)
    .join('');
  return scaled(
    size,
    `<g transform="scale(1 .42)"><path d="M-50 -12Q-30 -16 -10 -14T30 -15T50 -13V0Q30 2 10 1T-30 2T-50 1Z" fill="${muddy.base}"/><path d="M-50 -3Q-20 -1 0 -2T50 -3V2Q30 4 10 3T-30 4T-50 3Z" fill="#5e7a3a"/>${crests}</g>`,
  );
}

export const riverGlimpse: PropDefinition = {
  variants: ['clear', 'muddy', 'flood'],
  draw: ({ size, variant }) => {
    if (variant === 'flood') return flood(size);
    const water = variant === 'muddy' ? muddy : clear;
    return scaled(
      size,
      `<g transform="scale(1 .42)"><path d="M-50 -10Q-30 -14 -10 -12T30 -13T50 -11V-1Q30 1 10 0T-30 1T-50 0Z" fill="${water.base}"/><path d="M-50 -4Q-20 -2 0 -3T50 -4V-1Q30 1 10 0T-30 1T-50 0Z" fill="${water.shade}"/><path d="M-50 -10Q-30 -14 -10 -12T30 -13T50 -11V-9Q30 -11 -10 -10T-50 -8Z" fill="${water.light}"/><path d="M-38 -7h6M-18 -8h9M4 -6h5M22 -8h8M38 -6h5" stroke="#fff6dc" stroke-width="2" stroke-linecap="round"/></g>`,
    );
  },
};
