import { scaled, type PropDefinition } from '@/pictures';

const clear = { base: '#6fa9c9', shade: '#4f87a8', light: '#bfe0f0' };

/**
 * A river seen far off, down the hill between the trees, 'clear': a thin ribbon of water glinting in the light,
 * lying across, 100 wide and about 5 deep, with glints of light on it. Placed where a path meets the trees, it
 * shows where the path goes down to.
 */
export const riverGlimpse: PropDefinition = {
  variants: ['clear'],
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="scale(1 .42)"><path d="M-50 -10Q-30 -14 -10 -12T30 -13T50 -11V-1Q30 1 10 0T-30 1T-50 0Z" fill="${clear.base}"/><path d="M-50 -4Q-20 -2 0 -3T50 -4V-1Q30 1 10 0T-30 1T-50 0Z" fill="${clear.shade}"/><path d="M-50 -10Q-30 -14 -10 -12T30 -13T50 -11V-9Q30 -11 -10 -10T-50 -8Z" fill="${clear.light}"/><path d="M-38 -7h6M-18 -8h9M4 -6h5M22 -8h8M38 -6h5" stroke="#fff6dc" stroke-width="2" stroke-linecap="round"/></g>`,
    ),
};
