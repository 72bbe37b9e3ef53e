import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A stretch of stream lying on the ground in perspective, 100 wide, with ripples and two stones. */
export const stream: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 0Q-30 -14 -20 -26T10 -40H24Q14 -28 20 -16T50 0Z" fill="#4f9fc9"/><path d="M-30 -6Q-16 -16 -8 -24M10 -10q10-8 16-18" stroke="#bfe6f7" stroke-width="2.5" fill="none" stroke-linecap="round"/><ellipse cx="-40" cy="-3" rx="8" ry="4" fill="${tones.stone.base}"/><ellipse cx="30" cy="-8" rx="6" ry="3" fill="${tones.stone.shade}"/>`,
    ),
};
