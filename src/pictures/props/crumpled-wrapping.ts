import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A present's wrapping paper torn and crumpled open on the floor, its ribbon loose: a lumpy little
 * present that has just been opened. 'yellow' paper with a red ribbon.
 */
export const crumpledWrapping: PropDefinition = {
  grip: 0,
  variants: ['yellow'],
  draw: ({ size }) => {
    const p = tones.yellow;
    const r = tones.red;
    return scaled(
      size,
      `<path d="M-46 0L-40 -18L-48 -30L-30 -38L-22 -54L-4 -42L10 -56L22 -38L42 -44L38 -24L48 -10L40 0Z" fill="${p.base}"/><path d="M10 -56L22 -38L42 -44L38 -24L48 -10L40 0H8L16 -22Z" fill="${p.shade}"/><path d="M-30 -38L-14 -22L-4 -42M-40 -18L-20 -12L-8 0M16 -22L30 -12" stroke="${p.light}" stroke-width="2.2" fill="none" stroke-linejoin="round"/><path d="M-18 -30L-24 -46L-10 -38Z" fill="${p.light}"/><path d="M-44 -6Q-20 -20 0 -10T46 -16" stroke="${r.base}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M0 -10q-14-12-16-2t16 2q12-14 16-4t-16 4Z" fill="${r.shade}"/>`,
    );
  },
};
