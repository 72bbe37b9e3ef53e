import { scaled } from './drawing';
import type { PropDefinition } from './types';

/** Steam rising in soft white puffs and curls, 100 wide, about 120 tall, its base at y = 0. */
export const steam: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        '<g fill="#ffffff" opacity=".75"><circle cx="-20" cy="-40" r="16"/><circle cx="4" cy="-56" r="20"/><circle cx="24" cy="-36" r="14"/><circle cx="-6" cy="-86" r="16"/><circle cx="18" cy="-100" r="12"/></g>',
        '<g fill="#eef3f8" opacity=".8"><circle cx="-8" cy="-30" r="9"/><circle cx="12" cy="-70" r="9"/></g>',
        '<path d="M-30 -4q-8-12 0-22t0-24M0 -6q-8-14 0-26t0-28M30 -4q-8-12 0-22t0-22" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".85"/>',
      ].join(''),
    ),
};
