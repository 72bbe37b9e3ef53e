import { scaled, type PropDefinition } from '@/pictures';
import { riverStone as stone } from './river-stones';

/**
 * The slab's flat face, seen a little from the side so it is narrow: about 44 wide and 96 tall, standing on its
 * lowest edge, its sides broken and its corners blunt, so it reads as a rock (round, it read as a wheel; seen
 * face-on and wide, as a round boulder).
 */
const outline = 'M-4 -96Q8 -97 14 -88L22 -66Q25 -50 22 -34L16 -12Q12 -2 2 0L-8 0Q-18 -2 -21 -14L-24 -40Q-25 -58 -20 -74L-13 -90Q-9 -96 -4 -96Z';

/**
 * A flat rock rolled on its edge like a wheel (forest-adventure's children roll flat rocks to the water):
 * a slab standing on its edge, `size` tall, turned a little from us so its face is narrow and its thick rim, in
 * layers, shows beside it: plainly flat, as thick as a hand. Curved marks behind it for the roll, the furrow it
 * leaves and dust kicked up. Pushing hands meet its top edge.
 */
export const rolledRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The rim: the slab's thickness, a band of its darker side with the rock's layers running along it.
        `<path d="${outline}" transform="translate(20 2)" fill="${stone.shade}"/>`,
        `<path d="M20 -92q12 4 18 22M30 -82q10 10 12 30M38 -40q0 16 -8 30" stroke="${stone.base}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
        // The flat face, lumpy, with a crack, a lit top edge and a few speckles.
        `<path d="${outline}" fill="${stone.base}"/>`,
        `<path d="M-8 -62l5 6l-2 10l4 8" stroke="${stone.shade}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`,
        `<path d="M-14 -84q8 -10 22 -6" stroke="${stone.light}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<g fill="${stone.shade}" opacity=".6"><circle cx="-10" cy="-30" r="2"/><circle cx="6" cy="-52" r="1.6"/><circle cx="2" cy="-18" r="1.6"/></g>`,
        `<path d="M-40 -70a40 46 0 0 0 -2 56M-52 -60a36 40 0 0 0 0 40" stroke="#f4ead8" stroke-width="3" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<path d="M-90 -2h64" stroke="#8a6b45" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
        `<g fill="#d8c7a8" opacity=".85"><circle cx="-32" cy="-6" r="6"/><circle cx="-42" cy="-12" r="4.5"/><circle cx="-48" cy="-4" r="4"/></g>`,
      ].join(''),
    ),
};
