import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const stone = tones.stone;

/** A flat, wide rock: good for a stepping stone, or a table for a snack. Its top is at y = -22. */
export const flatRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 -4q0-16 14-18h72q14 2 14 18q0 4-6 4H-44q-6 0-6-4Z" fill="${stone.base}"/><path d="M-50 -6q0 6 6 6h88q6 0 6-6v-2q-44 6-100 0Z" fill="${stone.shade}"/><ellipse cx="-6" cy="-18" rx="30" ry="3" fill="${stone.light}"/><path d="M20 -14q8 2 14 0" stroke="${stone.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    ),
};
