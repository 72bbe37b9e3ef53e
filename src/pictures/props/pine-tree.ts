import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const pine = { base: '#2f8a5b', shade: '#216b45', light: '#5cb07f' };

/** A tall pine: a straight trunk and four tiers of needles, 2.6 times as tall as it is wide. */
export const pineTree: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const tiers = [0, 1, 2, 3]
      .map((i) => {
        const y = -60 - i * 48;
        const w = 50 - i * 9;
        return `<path d="M${-w} ${y}L0 ${y - 80}L${w} ${y}q-${w} 12 -${2 * w} 0Z" fill="${pine.base}"/><path d="M0 ${y - 80}L${w} ${y}q-${w / 2} 8 -${w} 6Z" fill="${pine.shade}"/><path d="M0 ${y - 76}L${-w * 0.5} ${y - 30}" stroke="${pine.light}" stroke-width="4" stroke-linecap="round"/>`;
      })
      .join('');
    return scaled(
      size,
      `<rect x="-8" y="-80" width="16" height="80" fill="${tones.darkWood.base}"/><rect x="2" y="-80" width="6" height="80" fill="${tones.darkWood.shade}"/>${tiers}`,
    );
  },
};
