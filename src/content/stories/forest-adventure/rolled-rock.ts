import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';
import { riverStone as stone } from './river-stones';

/** The slab's lumpy, nearly round outline, about 86 wide and 96 tall, standing on its lowest point like a wheel. */
const outline = 'M-2 -96C22 -97 40 -78 42 -52C44 -26 32 -6 8 -1C-14 3 -36 -10 -42 -34C-47 -58 -36 -84 -18 -93C-12 -95 -7 -96 -2 -96Z';

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
        // The rim: the slab's thickness, a crescent of its darker side with the rock's layers across it.
        `<path d="${outline}" transform="translate(14 0)" fill="${stone.shade}"/>`,
        `<path d="M40 -80h10M46 -62h10M48 -44h10M44 -26h10M34 -10h8" stroke="${stone.base}" stroke-width="2.4" stroke-linecap="round"/>`,
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
