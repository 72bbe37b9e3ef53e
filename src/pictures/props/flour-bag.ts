import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A paper bag of flour, its top folded over, with a little flour dusting the ground. */
export const flourBag: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-32 0L-36 -90H36L32 0Z" fill="${tones.paper.base}"/><path d="M12 0L16 -90H36L32 0Z" fill="${tones.paper.shade}"/><path d="M-36 -90L-30 -104H30L36 -90Z" fill="${tones.paper.shade}"/><rect x="-24" y="-64" width="40" height="30" rx="4" fill="${tones.blue.base}"/><path d="M-14 -50h20" stroke="${tones.blue.light}" stroke-width="5" stroke-linecap="round"/><ellipse cx="30" cy="-2" rx="18" ry="3" fill="#fbfaf6"/>`,
    ),
};
