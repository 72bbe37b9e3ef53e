import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A red leash still clipped to a dog's collar (charlotte-birthday c5–c6): the clip at the top of
 * its box (x 0, 40 up of 100), the cord dropping to the floor and trailing away to the left, its
 * loop handle lying on the floor. Put the box's origin under the collar; flip to trail right.
 */
export const trailingLeash: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const r = tones.red;
    return scaled(
      size,
      `<path d="M0 -40q-6 18 -10 32q-4 8 -16 7q-16 -2 -32 0" stroke="${r.base}" stroke-width="3.5" fill="none" stroke-linecap="round"/><ellipse cx="-68" cy="-2" rx="9" ry="4" fill="none" stroke="${r.shade}" stroke-width="3.5"/><circle cx="0" cy="-40" r="3" fill="${tones.metal.shade}"/>`,
    );
  },
};
