import { coin } from './coins';
import { at, clampCount, scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A glass jar holding `count` coins (default 8), piled up from the bottom; 'upside-down' (held up, lid off, tipped out) is empty. */
export const coinJar: PropDefinition = {
  variants: ['upright', 'upside-down'],
  draw: ({ size, count, variant }) => {
    if (variant === 'upside-down') {
      return scaled(size, `<rect x="-34" y="-110" width="68" height="100" rx="16" fill="#d7ecf7" opacity=".6"/><rect x="-34" y="-110" width="68" height="100" rx="16" fill="none" stroke="#bcd9ea" stroke-width="3"/><rect x="-26" y="-14" width="52" height="10" rx="3" fill="#bcd9ea"/><path d="M24 -96v70" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`);
    }
    const n = clampCount(count, 8, 0, 30);
    const pile = Array.from({ length: n }, (_, i) => at(-20 + (i % 5) * 10 + (Math.floor(i / 5) % 2) * 5, -6 - Math.floor(i / 5) * 6, coin));
    return scaled(size, `<rect x="-34" y="-100" width="68" height="100" rx="16" fill="#d7ecf7" opacity=".6"/><g class="coins">${pile.join('')}</g><rect x="-34" y="-100" width="68" height="100" rx="16" fill="none" stroke="#bcd9ea" stroke-width="3"/><rect x="-26" y="-110" width="52" height="12" rx="4" fill="${tones.metal.base}"/><rect x="-10" y="-108" width="20" height="3" fill="${tones.metal.shade}"/><path d="M-24 -86v70" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`);
  },
};
