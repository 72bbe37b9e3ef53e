import { clampCount, scaled } from './kit';
import type { PropDefinition } from './types';

/** A coil of rope lying on the ground (`count` loops, default 3). */
export const rope: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const loops = clampCount(count, 3, 1, 5);
    const rings = Array.from(
      { length: loops },
      (_, i) => `<ellipse cy="${-12 - i * 5}" rx="${44 - i * 6}" ry="${12 - i}" fill="none" stroke="${i % 2 ? '#c9a66b' : '#b08a50'}" stroke-width="7"/>`,
    );
    return scaled(size, `${rings.join('')}<path d="M40 -12q10 6 10 12" stroke="#b08a50" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  },
};
