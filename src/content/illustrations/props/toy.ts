import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A toy: a wind-up robot, or a teddy bear. */
export const toy: PropDefinition = {
  variants: ['robot', 'teddy'],
  draw: ({ size, variant }) => {
    if (variant === 'teddy') {
      const b = tones.wood;
      return scaled(size, `<g fill="${b.base}"><circle cx="-26" cy="-92" r="12"/><circle cx="26" cy="-92" r="12"/><ellipse cx="-26" cy="-10" rx="16" ry="10"/><ellipse cx="26" cy="-10" rx="16" ry="10"/></g><ellipse cy="-36" rx="30" ry="32" fill="${b.base}"/><ellipse cy="-30" rx="16" ry="18" fill="${b.light}"/><circle cy="-78" r="28" fill="${b.base}"/><ellipse cy="-70" rx="12" ry="9" fill="${b.light}"/><circle cx="-10" cy="-84" r="3" fill="#3b2a1f"/><circle cx="10" cy="-84" r="3" fill="#3b2a1f"/><ellipse cy="-74" rx="4" ry="3" fill="#3b2a1f"/><path d="M-14 -52q14 10 28 0" stroke="${tones.red.base}" stroke-width="5" stroke-linecap="round" fill="none"/>`);
    }
    const m = tones.metal;
    return scaled(size, `<rect x="-28" y="-56" width="56" height="50" rx="8" fill="${m.base}"/><rect x="10" y="-56" width="18" height="50" rx="6" fill="${m.shade}"/><rect x="-14" y="-44" width="28" height="16" rx="4" fill="${tones.teal.base}"/><rect x="-20" y="-96" width="40" height="34" rx="8" fill="${m.base}"/><circle cx="-8" cy="-80" r="5" fill="${tones.yellow.base}"/><circle cx="8" cy="-80" r="5" fill="${tones.yellow.base}"/><path d="M0 -96v-10" stroke="${m.shade}" stroke-width="3"/><circle cy="-108" r="4" fill="${tones.red.base}"/><rect x="-24" y="-6" width="18" height="6" rx="2" fill="${m.shade}"/><rect x="6" y="-6" width="18" height="6" rx="2" fill="${m.shade}"/><path d="M-28 -46h-12v20M28 -46h12v20" stroke="${m.shade}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  },
};
