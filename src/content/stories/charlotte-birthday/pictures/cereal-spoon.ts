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
 * Leo's spoonful about to go in (c2-p2): a long spoon held in his fist raised under his chin, the handle running straight up
 * from it to a bowl heaped with cereal at his lips. Unlike the kit's short heaped spoon, whose heap hid the spoon and
 * sat on his face, the handle, the bowl and the few pieces on it all show; drawn up and out in front of him, the bowl
 * stopped by his eye.
 */
export const cerealSpoon: PropDefinition = {
  grip: 0.1,
  variants: [],
  draw: ({ size }) => {
    const m = tones.metal;
    return scaled(
      size,
      `<path d="M2 4L-1 -20" stroke="${m.shade}" stroke-width="9" stroke-linecap="round"/><path d="M2 4L-1 -20" stroke="${m.base}" stroke-width="6" stroke-linecap="round"/><g transform="translate(-4 -28) rotate(-14)"><ellipse rx="13" ry="8" fill="${m.shade}"/><ellipse cy="-2" rx="10.5" ry="5" fill="#fbfaf6"/></g>${SPOONFUL.map(([x, y]) => cerealO(x, y, 4.2, '#fbfaf6')).join('')}`,
    );
  },
};
