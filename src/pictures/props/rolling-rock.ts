import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const stone = tones.stone;

/**
 * A big flat rock pushed along the bank (the children push flat rocks to
 * the water's edge): a thick slab, 100 wide and 50 tall with a flat top, so crouching children's
 * palms meet its left side, with scrape marks and dust behind it on the left.
 */
export const rollingRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-48 -6q-2-30 10-40q6-5 16-5h60q14 0 16 12q4 16 2 34q0 5-6 5H-42q-6 0-6-6Z" fill="${stone.base}"/><path d="M-48 -8q0 8 6 8h86q6 0 6-6v-8q-46 10-98 6Z" fill="${stone.shade}"/><path d="M-30 -44h54q10 0 14 6q-34 4-70 0q-2-6 2-6Z" fill="${stone.light}" opacity=".9"/><path d="M10 -24q10 3 18 0M-30 -18q8 4 16 0" stroke="${stone.shade}" stroke-width="2.5" fill="none" stroke-linecap="round"/><path d="M-96 -2h36M-90 -8h26" stroke="#8a6b45" stroke-width="2.5" stroke-linecap="round" opacity=".6"/><g fill="#d8c7a8" opacity=".8"><circle cx="-58" cy="-6" r="5"/><circle cx="-66" cy="-12" r="4"/><circle cx="-70" cy="-4" r="3.5"/></g>`,
    ),
};
