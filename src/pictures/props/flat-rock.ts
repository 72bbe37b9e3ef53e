import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

const stone = tones.stone;
const wet = '#7c7366';

/**
 * A flat, wide river stone: good for a stepping stone, or a table for a snack. Its top is at y = -22. Its
 * outline is uneven and its top a tilted face lit on the left with a wet shine, over a shaded side and a dark
 * wet band at its foot, so it reads as a stone lying in or by water, not as a wheel or a millstone.
 */
export const flatRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 -6q-2-8 4-9q3-6 18-7l26-2q20-1 36 3q13 3 15 10q4 7-3 10q-16 3-42 2q-34 1-48-1q-6-1-6-6Z" fill="${stone.shade}"/><path d="M-46 -14q3-6 18-8l26-2q20-1 36 3q12 3 14 9q-18 3-42 2q-30 0-52-4Z" fill="${stone.base}"/><path d="M-36 -18q14-4 30-3q-14 3-28 5Z" fill="${stone.light}"/><ellipse cx="-24" cy="-17" rx="4" ry="1.4" fill="#ffffff" opacity=".85"/><path d="M30 -16q4 2 3 5M-12 -6q8 2 16 0" stroke="${wet}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity=".6"/><path d="M-50 -5q3 5 10 5q34 2 48 1q28 1 38-2q5-1 5-5q-16 4-44 3q-34 1-51-3Z" fill="${wet}" opacity=".75"/>`,
    ),
};
