import { scaled } from './drawing';
import type { PropDefinition } from './types';

/**
 * Steam rising in three soft curling wisps, 100 wide, about 110 tall, its base at y = 0. Wisps only: puffs of round
 * white clouds stacked over a bowl read as a snowman in the soup (blind critic r79, korean p2).
 */
const WISPS = 'M-24 -6q-10-14 0-28t0-28q-6-9 3-17M2 -8q-10-16 0-32t0-32q-6-10 3-19M28 -6q-10-14 0-26t0-24q-5-7 2-13';

export const steam: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="${WISPS}" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" opacity=".35"/>` +
        `<path d="${WISPS}" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".85"/>`,
    ),
};
