import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A small grey stone with carved lines of writing (2012 · 1,044 names), sitting on the ground; 100 wide. */
export const stonePlaque: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const s = tones.stone;
    const lines = [-44, -34, -24].map((y, i) => `M${-30 + i * 4} ${y}h${60 - i * 12}`).join('');
    return scaled(
      size,
      `<path d="M-46 0Q-50 -44 -30 -56Q0 -66 30 -56Q50 -44 46 0Z" fill="${s.shade}"/><path d="M-42 -4Q-46 -42 -28 -52Q0 -61 28 -52Q44 -42 40 -4Z" fill="${s.base}"/><path d="M-30 -50Q0 -58 26 -50" stroke="${s.light}" stroke-width="3" fill="none"/><path d="${lines}" stroke="#6d655a" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="6 3"/><path d="M-16 -14h32" stroke="#6d655a" stroke-width="3.5" stroke-linecap="round"/>`,
    );
  },
};
