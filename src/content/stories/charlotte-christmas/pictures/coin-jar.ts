import { coin } from './coins';
import { at, clampCount, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A glass jar holding `count` coins (default 8), piled up from the bottom; 'upside-down' (held up, lid off, tipped out) is empty;
 * 'tipped' is the same empty jar upside down in stronger blue glass, its open mouth at the bottom and a last quarter dropping out.
 */
export const coinJar: PropDefinition = {
  variants: ['upright', 'upside-down', 'tipped'],
  draw: ({ size, count, variant }) => {
    if (variant === 'tipped') {
      return scaled(
        size,
        `<rect x="-34" y="-110" width="68" height="96" rx="16" fill="#8cc4e2" opacity=".85"/><rect x="-34" y="-110" width="68" height="96" rx="16" fill="none" stroke="#4f8fb8" stroke-width="4"/><path d="M-24 -22h48v12h-48Z" fill="#6aa9cf" stroke="#4f8fb8" stroke-width="3"/><path d="M22 -98v62" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/><path d="M-22 -98v20" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".5"/><ellipse cx="0" cy="2" rx="9" ry="4" fill="#9aa4ad"/><ellipse cx="0" cy="0" rx="9" ry="4" fill="#d5dde3"/>`,
      );
    }
    if (variant === 'upside-down') {
      return scaled(
        size,
        `<rect x="-34" y="-110" width="68" height="100" rx="16" fill="#d7ecf7" opacity=".6"/><rect x="-34" y="-110" width="68" height="100" rx="16" fill="none" stroke="#bcd9ea" stroke-width="3"/><rect x="-26" y="-14" width="52" height="10" rx="3" fill="#bcd9ea"/><path d="M24 -96v70" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
      );
    }
    const n = clampCount(count, 8, 0, 30);
    const pile = Array.from({ length: n }, (_, i) => at(-20 + (i % 5) * 10 + (Math.floor(i / 5) % 2) * 5, -6 - Math.floor(i / 5) * 6, coin));
    return scaled(
      size,
      `<rect x="-34" y="-100" width="68" height="100" rx="16" fill="#d7ecf7" opacity=".6"/><g class="coins">${pile.join('')}</g><rect x="-34" y="-100" width="68" height="100" rx="16" fill="none" stroke="#bcd9ea" stroke-width="3"/><rect x="-26" y="-110" width="52" height="12" rx="4" fill="${tones.metal.base}"/><rect x="-10" y="-108" width="20" height="3" fill="${tones.metal.shade}"/><path d="M-24 -86v70" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
    );
  },
};
