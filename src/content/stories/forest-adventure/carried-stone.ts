import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';
import { riverStone as stone } from './river-stones';

/**
 * One flat stepping stone lifted out of the water in both hands: the slab of the kit's stepping stones, drawn
 * dry and with its grip low on its sides, so the hands close round its edges instead of floating above it.
 */
export const carriedStone: PropDefinition = {
  variants: [],
  grip: 0.12,
  halfWidth: 0.46,
  draw: ({ size }) =>
    scaled(
      size,
      `<rect x="-46" y="-24" width="92" height="24" rx="10" fill="${stone.base}"/><path d="M-46 -6h92v-6q-46 10-92 0Z" fill="${stone.shade}"/><ellipse cx="-8" cy="-19" rx="26" ry="3.6" fill="${stone.light}"/><path d="M-20 3q6 5 4 10M14 2q4 6 1 12" stroke="#bcd9e6" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".8"/>`,
    ),
};
