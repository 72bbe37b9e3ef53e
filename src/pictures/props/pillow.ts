import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/**
 * A plump bed pillow seen from above the bed, as the engine's lying figures are: a soft white cushion
 * with a shaded lower edge and a dent where a head rests. 100 wide, about 56 tall, y = 0 its bottom
 * edge on the mattress; lay a lying person's head on its upper half.
 */
export const pillow: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const c = tones.cream;
    return scaled(
      size,
      [
        `<path d="M-46 -4q-6-24 2-48q22-8 44-4q22-4 44 4q8 24 2 48q-22 6-46 2q-24 4-46-2Z" fill="${c.shade}"/>`,
        `<path d="M-44 -10q-4-20 2-40q20-6 42-3q22-3 42 3q6 20 2 40q-20 5-44 2q-24 3-44-2Z" fill="#fffaf0"/>`,
        `<ellipse cx="-2" cy="-30" rx="24" ry="12" fill="${c.base}" opacity=".55"/>`,
      ].join(''),
    );
  },
};
