import { scaled, tones, type PropDefinition } from '@/pictures';

/** A dusting of flour: soft white patches, each [x, y, rx, ry]. */
const dust = (patches: [number, number, number, number][]) =>
  patches.map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${tones.paper.light}" opacity=".9"/>`).join('');

/**
 * Flour on Dad's nose and in his hair just after the sneeze's cloud reached him (c8-p1), "a snowman", worn (`wearing`,
 * size 40) on a grown-up's head turned three-quarters left: lower than the kit's flour-nose, whose dab sat on the near
 * lens of his glasses and read as a swollen eye. A white dab with a pale edge on the tip of the nose, under the glasses
 * and clear of the mouth (a bigger, lower dab covered the mouth and read as a dummy), a few specks round it.
 */
export const flourNoseTip: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<ellipse cx="-26" cy="68" rx="23" ry="13" fill="${tones.paper.light}" stroke="#a89a86" stroke-width="2"/>` +
        // The specks see-through a touch, so the picture's ink leaves them unoutlined: outlined, they were two dark dots on the
        // white nose, a snout's nostrils.
        `<circle cx="-29" cy="70" r="3" fill="${tones.cream.base}" opacity=".95"/><circle cx="-44" cy="80" r="2.5" fill="${tones.paper.light}" opacity=".95"/><circle cx="-8" cy="66" r="2.5" fill="${tones.paper.light}" opacity=".95"/>` +
        dust([
          [-40, -6, 16, 7],
          [-6, -14, 14, 6],
          [26, -4, 12, 6],
          [-58, 14, 7, 4],
          [44, 12, 6, 4],
          // Flour blown back over his cheeks by the sneeze, round the white nose, so the face reads floury on a phone.
          [-50, 64, 9, 5],
          [-4, 60, 8, 4],
          [-30, 88, 7, 3],
        ]),
    ),
};
