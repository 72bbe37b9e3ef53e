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
 * Leo's long spoon of cereal (c2-p2), held in his fist under his chin, the handle running straight up from it. Unlike
 * the kit's short heaped spoon, whose heap hid the spoon and sat on his face, the handle, the bowl and the few pieces on
 * it all show. 'in-mouth': the spoonful stuffed in, the bowl gone between his lips, so only the handle shows, slanting
 * up from his fist into his mouth: a flat silver handle, broad and rounded at the fist's end and narrow at the lips (a
 * rod of even width read as a test tube), with a piece of cereal stuck at his lip and one dropping off.
 */
export const cerealSpoon: PropDefinition = {
  // Held above the handle's broad end, so that end shows under the fist.
  grip: 0.22,
  variants: ['in-mouth'],
  draw: ({ size, variant }) => {
    const m = tones.metal;
    if (variant === 'in-mouth')
      return scaled(
        size,
        `<path d="M1 4C-7 4-10-6-6-16L-6 -62L-2 -62L3 -18C9 -8 8 4 1 4Z" fill="${m.base}" stroke="${m.shade}" stroke-width="1.6" stroke-linejoin="round"/><path d="M-2 -2L-4 -58" stroke="${m.light}" stroke-width="1.6" stroke-linecap="round"/>${cerealO(-10, -62, 4.2, '#f3d9c4')}${cerealO(-16, -46, 3.6, '#fbfaf6')}`,
      );
    return scaled(
      size,
      `<path d="M2 4L-1 -20" stroke="${m.shade}" stroke-width="9" stroke-linecap="round"/><path d="M2 4L-1 -20" stroke="${m.base}" stroke-width="6" stroke-linecap="round"/><g transform="translate(-4 -28) rotate(-14)"><ellipse rx="13" ry="8" fill="${m.shade}"/><ellipse cy="-2" rx="10.5" ry="5" fill="#fbfaf6"/></g>${SPOONFUL.map(([x, y]) => cerealO(x, y, 4.2, '#fbfaf6')).join('')}`,
    );
  },
};
