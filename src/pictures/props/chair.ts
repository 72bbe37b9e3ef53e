import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A wooden chair seen from the front-side, its seat at about y = -50. */
export const chair: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-30 0v-100M26 -4v-96" stroke="${w.shade}" stroke-width="8" stroke-linecap="round"/><rect x="-34" y="-104" width="64" height="12" rx="5" fill="${w.base}"/><rect x="-34" y="-80" width="64" height="8" rx="4" fill="${w.base}"/><path d="M-20 0v-46M36 0v-46" stroke="${w.base}" stroke-width="8" stroke-linecap="round"/><path d="M-40 -50L-30 -58H46L40 -50Z" fill="${w.light}"/><rect x="-40" y="-50" width="80" height="8" rx="3" fill="${w.base}"/>`,
    ),
};
