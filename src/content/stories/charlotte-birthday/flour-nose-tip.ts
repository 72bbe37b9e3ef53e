import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * Flour on the tip of Dad's nose (c8-p1, c9-p1), worn (`wearing`, size 40) on a grown-up's head turned
 * three-quarters left: lower than the kit's flour-nose, whose dab sat on the near lens of his glasses and
 * read as a swollen eye. A white dab with a pale edge on the nose's tip, and a few specks below it.
 */
export const flourNoseTip: PropDefinition = {
  variants: ['tip'],
  draw: ({ size }) =>
    scaled(
      size,
      `<ellipse cx="-24" cy="94" rx="14" ry="10" fill="${tones.paper.light}" stroke="#a89a86" stroke-width="2"/><circle cx="-28" cy="91" r="4" fill="${tones.cream.base}"/><circle cx="-46" cy="100" r="2.5" fill="${tones.paper.light}"/><circle cx="-4" cy="88" r="2.5" fill="${tones.paper.light}"/>`,
    ),
};
