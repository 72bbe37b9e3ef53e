import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const stone = tones.stone;

/**
 * A flat rock rolled on its edge like a wheel (forest-adventure's children roll flat rocks to the water):
 * a thick round slab standing up, `size` across and as tall, seen a little from the side so its rim shows,
 * with curved marks behind it for the roll, the furrow it leaves and dust kicked up. Pushing hands meet its
 * upper left side.
 */
export const rolledRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<ellipse cx="4" cy="-50" rx="40" ry="50" fill="${stone.shade}"/>`,
        `<ellipse cx="-4" cy="-50" rx="40" ry="50" fill="${stone.base}"/>`,
        `<path d="M-30 -80q16-16 34-12" stroke="${stone.light}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<path d="M-14 -40q8 6 16 0M6 -62q6 4 12 0" stroke="${stone.shade}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
        `<path d="M-58 -70a40 46 0 0 0 -2 56M-70 -60a36 40 0 0 0 0 40" stroke="#f4ead8" stroke-width="3" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<path d="M-100 -2h60" stroke="#8a6b45" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
        `<g fill="#d8c7a8" opacity=".85"><circle cx="-48" cy="-6" r="6"/><circle cx="-58" cy="-12" r="4.5"/><circle cx="-64" cy="-4" r="4"/></g>`,
      ].join(''),
    ),
};
