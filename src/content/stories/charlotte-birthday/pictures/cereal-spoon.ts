import { cerealO } from './cereal-o';
import { scaled, tones, type PropDefinition } from '@/pictures';

/** Where the pieces of cereal lie heaped on the spoon's bowl. */
const SPOONFUL: [number, number][] = [
  [-9, -30],
  [-2, -31],
  [-6, -35],
];

/**
 * Leo's long spoon of cereal (c2-p2), lifted in his fist under his chin, the short handle running up from it to the
 * bowl heaped with cereal at his lips, going in. Unlike the kit's short heaped spoon, whose heap hid the spoon and sat on
 * his face, the handle, the bowl and the pieces on it all show (with the bowl already between his lips, only a rod
 * showed, and read as a straw). Its bowl a spoon's, about as wide as his mouth, a few pieces on it (as wide as his face,
 * heaped, it read as a saucer: blind critic r59, p5).
 */
export const cerealSpoon: PropDefinition = {
  // Held above the handle's broad end, so that end shows under the fist.
  grip: 0.22,
  variants: [],
  draw: ({ size }) => {
    const m = tones.metal;
    return scaled(
      size,
      `<path d="M2 4L-1 -20" stroke="${m.shade}" stroke-width="6.5" stroke-linecap="round"/><path d="M2 4L-1 -20" stroke="${m.base}" stroke-width="4" stroke-linecap="round"/><g transform="translate(-4 -27) rotate(-14)"><ellipse rx="8.5" ry="5.5" fill="${m.shade}"/><ellipse cy="-1.4" rx="6.8" ry="3.4" fill="#fbfaf6"/></g>${SPOONFUL.map(([x, y]) => cerealO(x, y, 3.3, '#fbfaf6')).join('')}`,
    );
  },
};
