import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A soft quilted blanket laid over someone lying down: a long rounded hump with a folded-back hem; 100 wide, 40 tall. */
export const quilt: PropDefinition = {
  grip: 0.5,
  variants: [],
  draw: ({ size }) => {
    const p = tones.purple;
    return scaled(
      size,
      `<path d="M-50 0Q-52 -30 -20 -36Q20 -42 44 -24Q52 -12 50 0Z" fill="${p.shade}"/><path d="M-46 -4Q-48 -28 -18 -32Q18 -38 40 -22Q46 -12 46 -4Z" fill="${p.base}"/><path d="M-30 -30Q-28 -14 -32 -2M-6 -34Q-2 -18 -6 -2M18 -32Q22 -16 18 -2" stroke="${p.light}" stroke-width="2" fill="none" stroke-dasharray="4 3"/><path d="M-50 -8Q-40 -18 -36 -4Z" fill="${p.light}"/>`,
    );
  },
};
