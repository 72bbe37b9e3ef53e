import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/** A dusting of flour: soft white patches, each [x, y, rx, ry]. */
const dust = (patches: [number, number, number, number][]) =>
  patches.map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${tones.paper.light}" opacity=".9"/>`).join('');

/**
 * Flour on Dad's nose (c8-p1, c9-p1), worn (`wearing`, size 40) on a grown-up's head turned three-quarters
 * left: lower than the kit's flour-nose, whose dab sat on the near lens of his glasses and read as a swollen
 * eye. A big white dab with a pale edge over the whole nose (big enough to read as a white nose on a phone), a few specks below it; 'dusted' (c8-p1, just
 * after the cloud reached him) adds flour in his hair as well, "a snowman".
 */
export const flourNoseTip: PropDefinition = {
  variants: ['tip', 'dusted'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      `<ellipse cx="-24" cy="93" rx="25" ry="17" fill="${tones.paper.light}" stroke="#a89a86" stroke-width="2"/><circle cx="-29" cy="89" r="5" fill="${tones.cream.base}"/><circle cx="-48" cy="102" r="3" fill="${tones.paper.light}"/><circle cx="-2" cy="86" r="3" fill="${tones.paper.light}"/><circle cx="-14" cy="112" r="2.5" fill="${tones.paper.light}"/>` +
        (variant === 'dusted'
          ? dust([
              [-40, -6, 16, 7],
              [-6, -14, 14, 6],
              [26, -4, 12, 6],
              [-58, 14, 7, 4],
              [44, 12, 6, 4],
            ])
          : ''),
    ),
};
