import { cerealO } from './cereal-o';
import { scaled, tones, type PropDefinition } from '@/pictures';

/** Where the pieces of cereal lie heaped on the spoon's bowl. */
const SPOONFUL: [number, number][] = [
  [-13, -32],
  [-4, -33],
  [5, -31],
  [-9, -38],
  [0, -39],
];

/**
 * Leo's long spoon of cereal (c2-p2), lifted in his fist under his chin, the short handle running up from it to the
 * bowl heaped with cereal at his lips, going in. Unlike the kit's short heaped spoon, whose heap hid the spoon and sat on
 * his face, the handle, the bowl and the pieces on it all show (with the bowl already between his lips, only a rod
 * showed, and read as a straw).
 */
export const cerealSpoon: PropDefinition = {
  // Held above the handle's broad end, so that end shows under the fist.
  grip: 0.22,
  variants: [],
  draw: ({ size }) => {
    const m = tones.metal;
    return scaled(
      size,
      `<path d="M2 4L-1 -20" stroke="${m.shade}" stroke-width="9" stroke-linecap="round"/><path d="M2 4L-1 -20" stroke="${m.base}" stroke-width="6" stroke-linecap="round"/><g transform="translate(-4 -28) rotate(-14)"><ellipse rx="13" ry="8" fill="${m.shade}"/><ellipse cy="-2" rx="10.5" ry="5" fill="#fbfaf6"/></g>${SPOONFUL.map(([x, y]) => cerealO(x, y, 4.2, '#fbfaf6')).join('')}`,
    );
  },
};
