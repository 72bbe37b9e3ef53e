import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const stone = tones.stone;

/**
 * A flat rock stood up on its edge and rolled like a wheel (forest-adventure c3-p2: the children
 * roll flat rocks to the water's edge): a thick stone disc seen a little from the side, its flat
 * face toward the viewer, with dust puffs behind where it rolls. 100 wide and about 90 tall, so
 * kneeling children's hands meet it.
 */
export const rollingRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<ellipse cx="6" cy="-44" rx="34" ry="44" fill="${stone.shade}"/><ellipse cx="-4" cy="-45" rx="34" ry="44" fill="${stone.base}"/><ellipse cx="-12" cy="-58" rx="14" ry="18" fill="${stone.light}" opacity=".8"/><path d="M6 -20q10 4 14-4M-22 -30q6 6 14 2" stroke="${stone.shade}" stroke-width="3" fill="none" stroke-linecap="round"/><g fill="#d8c7a8" opacity=".8"><circle cx="-44" cy="-6" r="6"/><circle cx="-54" cy="-12" r="4.5"/><circle cx="-50" cy="-2" r="4"/></g>`,
    ),
};
