import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A red dog leash flying free: clipped at the left end, a loop handle at the right. */
export const leash: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const r = tones.red;
    return scaled(
      size,
      `<path d="M-50 -30q20 -14 36 -4t34 2t18 12" stroke="${r.base}" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="44" cy="-12" rx="9" ry="6" fill="none" stroke="${r.shade}" stroke-width="5"/><circle cx="-50" cy="-30" r="4" fill="${tones.metal.shade}"/>`,
    );
  },
};
