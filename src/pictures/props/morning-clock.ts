import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * The bedroom's round wall clock drawn again over the background's own, its hands at seven o'clock
 * for a birthday morning. Place it at the bedroom clock (x 470, y 145)
 * at size 100; y = 0 is its bottom edge.
 */
export const morningClock: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      '<circle cy="-25" r="22" fill="#fff" stroke="#f6c453" stroke-width="6"/><path d="M0 -37V-25l-5 8.7" stroke="#7a5a44" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
    ),
};
