import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A striped knitted scarf lying in a loose S, with tassels. */
export const scarf: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 -8Q-30 -30 0 -16T50 -20V-6Q20 0 0 -4T-44 6Z" fill="${tones.red.base}"/><path d="M-30 -20l6 22M-10 -18l4 20M10 -12l2 18M30 -14l0 18" stroke="${tones.cream.base}" stroke-width="5"/><path d="M50 -20V-6" stroke="${tones.red.shade}" stroke-width="4"/><path d="M52 -18h6M52 -13h6M52 -8h6" stroke="${tones.red.light}" stroke-width="2"/>`,
    ),
};
