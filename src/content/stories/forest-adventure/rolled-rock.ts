import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const stone = tones.stone;

/** The slab's lumpy outline, about 64 wide and 100 tall, standing on its lowest point. */
const outline = 'M-4 -100C12 -101 26 -86 28 -64C30 -42 25 -16 8 -3C-4 3 -22 1 -31 -16C-40 -34 -39 -64 -31 -82C-25 -95 -15 -99 -4 -100Z';

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
        `<path d="${outline}" transform="translate(16 0)" fill="${stone.shade}"/>`,
        `<path d="M30 -84h10M36 -66h10M38 -48h10M36 -30h10M30 -14h8" stroke="${stone.base}" stroke-width="2.4" stroke-linecap="round"/>`,
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
