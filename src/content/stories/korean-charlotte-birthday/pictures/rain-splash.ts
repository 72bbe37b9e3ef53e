import { scaled, type PropDefinition } from '@/pictures';

const WATER = { sheen: '#d7ecfa', edge: '#6f9cc4' };

/** One drop, point up, edged so it reads against hair, sky and grass alike. */
const drop = (x: number, y: number, r: number): string =>
  `<path d="M${x} ${y - r * 2.2}Q${x + r} ${y - r * 0.6} ${x + r} ${y}A${r} ${r} 0 0 1 ${x - r} ${y}Q${x - r} ${y - r * 0.6} ${x} ${y - r * 2.2}Z"/>`;

/**
 * korean-charlotte-birthday's rain landing on someone caught in it (c4): drops falling onto the top of her head,
 * and more dripping down past the cheeks and shoulders, so "getting wet" reads on a
 * phone where the rain streaks alone only fall behind her. 100 wide; y = 0 is the top of the head, the drips
 * fall to about y = 70.
 */
export const rainSplash: PropDefinition = {
  variants: ['on-head'],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // Drops falling onto her hair, and drips running down past her face and off her shoulders: splash crowns
        // thrown up off her head read as a sprinkler.
        `<g fill="${WATER.sheen}" stroke="${WATER.edge}" stroke-width=".9">${[
          drop(-26, -30, 2.4),
          drop(-8, -16, 2.2),
          drop(10, -34, 2.4),
          drop(28, -14, 2.2),
          drop(-30, -2, 2),
          drop(32, 2, 2),
          drop(-40, 30, 2.6),
          drop(41, 26, 2.6),
          drop(-44, 58, 2.8),
          drop(46, 62, 2.8),
        ].join('')}</g>`,
      ].join(''),
    ),
};
