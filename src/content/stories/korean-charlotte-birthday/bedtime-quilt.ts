import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * Charlotte's star quilt tucked in over her at bedtime (c9), head to the left: a rounded hump over her body,
 * its top edge hemmed with a thin pale line and its near side hanging a little over the mattress's edge. The
 * kit's star blanket turns its sheet down in a broad white cuff, which at this size read as a strange pale
 * band across her. 100 wide, about 26 tall; y = 0 on the mattress.
 */
export const bedtimeQuilt: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<path d="M-30 6q-4-18 6-24q8-6 20-6q26-2 44 0q24 2 26 14q2 8-2 16Z" fill="${tones.blue.base}"/>`,
        `<path d="M10 -25q24 2 26 14q2 10-2 17H18q6-14-8-31Z" fill="${tones.blue.shade}"/>`,
        `<path d="M-29 -10q2-7 5-8q8-6 20-6q26-2 44 0" stroke="${tones.blue.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
        `<g fill="${tones.yellow.light}">${[
          [-10, -15],
          [6, -18],
          [22, -15],
          [40, -10],
          [10, -6],
          [-4, -4],
          [30, -2],
        ]
          .map(([x, y]) => `<path d="M${x} ${y! - 2.5}l.8 1.7 1.8.2-1.3 1.2.4 1.8-1.7-.9-1.7.9.4-1.8-1.3-1.2 1.8-.2Z"/>`)
          .join('')}</g>`,
      ].join(''),
    ),
};
