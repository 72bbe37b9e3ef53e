import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** An open spiral-bound sketchbook lying on a table, with a crayon sun and flower on its page. */
export const sketchbook: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const rings = Array.from(
      { length: 8 },
      (_, i) => `<ellipse cx="${-37 + i * 10.5}" cy="-31" rx="2.4" ry="4" fill="none" stroke="${tones.metal.shade}" stroke-width="1.6"/>`,
    );
    return scaled(
      size,
      [
        `<path d="M-50 0L-40 -30H40L50 0Z" fill="${tones.blue.shade}"/>`,
        `<path d="M-48 -2L-39 -28H39L48 -2Z" fill="${tones.paper.base}"/><path d="M-48 -2H48" stroke="${tones.paper.shade}" stroke-width="2"/>`,
        rings.join(''),
        `<circle cx="-22" cy="-18" r="5" fill="${tones.yellow.base}"/><path d="M-22 -27v-3M-31 -18h-3M-13 -18h3M-28 -24l-2-2M-16 -24l2-2" stroke="${tones.yellow.shade}" stroke-width="1.5" stroke-linecap="round"/>`,
        `<path d="M14 -6v-10" stroke="${tones.green.shade}" stroke-width="2"/><g fill="${tones.pink.base}"><circle cx="11" cy="-18" r="3"/><circle cx="17" cy="-18" r="3"/><circle cx="14" cy="-22" r="3"/><circle cx="14" cy="-15" r="3"/></g><circle cx="14" cy="-18" r="2" fill="${tones.yellow.base}"/>`,
      ].join(''),
    );
  },
};
