import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const WATER = { sheen: '#d7ecfa', edge: '#6f9cc4' };

/** One drop, point up, edged so it reads against hair, sky and grass alike. */
const drop = (x: number, y: number, r: number): string =>
  `<path d="M${x} ${y - r * 2.2}Q${x + r} ${y - r * 0.6} ${x + r} ${y}A${r} ${r} 0 0 1 ${x - r} ${y}Q${x - r} ${y - r * 0.6} ${x} ${y - r * 2.2}Z"/>`;

/**
 * korean-charlotte-birthday's rain landing on someone caught in it (c4): drops splashing up off the top of the
 * head in two little crowns, and more dripping down past the cheeks and shoulders, so "getting wet" reads on a
 * phone where the rain streaks alone only fall behind her. 100 wide; y = 0 is the top of the head, the drips
 * fall to about y = 70.
 */
export const rainSplash: PropDefinition = {
  variants: ['on-head'],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The splash crowns, thrown up and out where the drops hit her hair.
        `<g stroke="${WATER.sheen}" stroke-width="3.4" stroke-linecap="round" fill="none"><path d="M-22 2q-6-8-12-10M-18 0q-2-10-4-14M-14 2q4-8 8-11"/><path d="M14 2q-4-8-8-11M18 0q2-10 4-14M22 2q6-8 12-10"/></g>`,
        `<g stroke="${WATER.edge}" stroke-width="1.2" stroke-linecap="round" fill="none"><path d="M-22 2q-6-8-12-10M14 2q-4-8-8-11"/></g>`,
        // Flung-off drops over the crowns, and drips running down past her face and off her shoulders.
        `<g fill="${WATER.sheen}" stroke="${WATER.edge}" stroke-width=".9">${[
          drop(-36, -12, 2.2),
          drop(-22, -18, 2),
          drop(24, -18, 2),
          drop(37, -12, 2.2),
          drop(-40, 30, 2.6),
          drop(41, 26, 2.6),
          drop(-44, 58, 2.8),
          drop(46, 62, 2.8),
        ].join('')}</g>`,
      ].join(''),
    ),
};
