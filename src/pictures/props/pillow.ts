import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/**
 * A plump bed pillow seen from above the bed, as the engine's lying figures are: a soft white cushion
 * puffed between pinched corners, shaded underneath, with a dent where a head rests. 100 wide, about 50 tall, y = 0 its bottom
 * edge on the mattress; lay a lying person's head on its upper half.
 */
export const pillow: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const c = tones.cream;
    return scaled(
      size,
      [
        // Puffed in the middle and pinched at the four corners, lower than it is wide, shaded along its underside:
        // a cushion, not a board (a rounded box with a rim all round read as a picture frame behind the head: r56).
        `<path d="M-50 -2Q-40 -24 -50 -46Q-24 -54 0 -50Q24 -54 50 -46Q40 -24 50 -2Q24 4 0 0Q-24 4 -50 -2Z" fill="#fffaf0"/>`,
        `<path d="M-50 -2Q-24 4 0 0Q24 4 50 -2Q44 -10 40 -12Q20 -16 0 -14Q-20 -16 -40 -12Q-44 -10 -50 -2Z" fill="${c.shade}"/>`,
        `<ellipse cx="-2" cy="-28" rx="24" ry="11" fill="${c.base}" opacity=".7"/>`,
        `<path d="M-30 -44Q0 -49 30 -44" fill="none" stroke="${c.light}" stroke-width="3" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
};
