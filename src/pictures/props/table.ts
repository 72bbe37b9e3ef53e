import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A table, its top at y = -70 of a 100-wide table. */
export const table: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-40 0v-64M40 0v-64" stroke="${w.shade}" stroke-width="8" stroke-linecap="round"/><path d="M-50 -70L-42 -78H42L50 -70Z" fill="${w.light}"/><rect x="-50" y="-71" width="100" height="9" rx="3" fill="${w.base}"/>`,
    ),
};
