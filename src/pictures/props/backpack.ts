import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A child's backpack, standing on the ground. */
export const backpack: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-20 -100q20-18 40 0" stroke="${tones.orange.shade}" stroke-width="6" fill="none"/><rect x="-40" y="-100" width="80" height="100" rx="24" fill="${tones.orange.base}"/><path d="M18 -98q22 6 22 30v52q0 16-20 16Z" fill="${tones.orange.shade}"/><rect x="-28" y="-46" width="56" height="38" rx="10" fill="${tones.orange.light}"/><path d="M-28 -36h56" stroke="${tones.orange.shade}" stroke-width="3"/><rect x="-8" y="-80" width="16" height="8" rx="3" fill="${tones.yellow.base}"/>`,
    ),
};
