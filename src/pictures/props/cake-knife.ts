import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const cream = tones.cream;

/**
 * A palette knife for spreading cream, held by its handle at the box's middle and pointing
 * forward (to the right; a figure facing left mirrors it), its long round-tipped blade tipped
 * a little down and smeared with whipped cream.
 */
export const cakeKnife: PropDefinition = {
  grip: 0.4,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<rect x="-22" y="-45" width="26" height="10" rx="5" fill="${tones.darkWood.base}"/><rect x="-22" y="-45" width="26" height="4" rx="2" fill="${tones.darkWood.light}"/>`,
        `<path d="M4 -42l48 8q6 2 4 6t-7 3l-45-8Z" fill="#c9d1da"/><path d="M4 -38l45 8q4 1 5-1" stroke="#9aa5b1" stroke-width="2" fill="none"/>`,
        `<path d="M30 -37q8-6 16-2t10 4q2 4-4 5q-10 0-22-3Z" fill="${cream.light}"/><path d="M34 -34q8 2 16 3" stroke="${cream.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
      ].join(''),
    ),
};
