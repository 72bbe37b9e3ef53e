import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';
import { riverStone as stone } from './river-stones';

/**
 * The slab's outline, about 86 wide and 96 tall, standing on its lowest edge: broken, uneven sides with blunt
 * corners, so it reads as a rock (round, it read as a wheel).
 */
const outline = 'M-8 -96Q6 -99 18 -93L36 -78Q44 -66 42 -50L38 -22Q34 -8 18 -2L-8 0Q-26 -2 -36 -14L-44 -40Q-46 -56 -38 -72L-24 -90Q-16 -95 -8 -96Z';

/**
 * A flat rock rolled on its edge like a wheel (forest-adventure's children roll flat rocks to the water):
 * a flat round slab standing on its edge, `size` tall, seen a little from the side so its thick rim shows,
 * with curved marks behind it for the roll, the furrow it leaves and dust kicked up. Pushing hands meet its
 * upper left side.
 */
export const rolledRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The rim: the slab's thickness, a crescent of its darker side with two uneven layers along it (even dashes
        // across it read as a tire's tread).
        `<path d="${outline}" transform="translate(14 0)" fill="${stone.shade}"/>`,
        `<path d="M44 -70q6 10 4 22M42 -36q2 10 -4 20" stroke="${stone.base}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
        // The flat face, a lumpy round slab (no ring or perfect edge, which read as a coin), a crack and a few speckles.
        `<path d="${outline}" fill="${stone.base}"/>`,
        `<path d="M-18 -62l8 6l-3 10l6 8" stroke="${stone.shade}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`,
        `<path d="M-24 -82q12-12 26-8" stroke="${stone.light}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<g fill="${stone.shade}" opacity=".6"><circle cx="-12" cy="-36" r="2"/><circle cx="6" cy="-58" r="1.6"/><circle cx="-2" cy="-22" r="1.6"/></g>`,
        `<path d="M-58 -70a40 46 0 0 0 -2 56M-70 -60a36 40 0 0 0 0 40" stroke="#f4ead8" stroke-width="3" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<path d="M-100 -2h60" stroke="#8a6b45" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
        `<g fill="#d8c7a8" opacity=".85"><circle cx="-48" cy="-6" r="6"/><circle cx="-58" cy="-12" r="4.5"/><circle cx="-64" cy="-4" r="4"/></g>`,
      ].join(''),
    ),
};
