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
 * it all show. 'in-mouth': the spoonful stuffed in, the bowl gone between his lips, so only the handle runs up into the
 * corner of his mouth, with a piece of cereal stuck at his lip and one dropping off.
 */
export const cerealSpoon: PropDefinition = {
  grip: 0.1,
  variants: ['in-mouth'],
  draw: ({ size, variant }) => {
    const m = tones.metal;
    const handle = (top: string) =>
      `<path d="M2 4L${top}" stroke="${m.shade}" stroke-width="9" stroke-linecap="round"/><path d="M2 4L${top}" stroke="${m.base}" stroke-width="6" stroke-linecap="round"/>`;
    if (variant === 'in-mouth') return scaled(size, `${handle('-3 -30')}${cerealO(-8, -32, 4.2, '#f3d9c4')}${cerealO(-15, -19, 3.6, '#fbfaf6')}`);
    return scaled(
      size,
      `${handle('-1 -20')}<g transform="translate(-4 -28) rotate(-14)"><ellipse rx="13" ry="8" fill="${m.shade}"/><ellipse cy="-2" rx="10.5" ry="5" fill="#fbfaf6"/></g>${SPOONFUL.map(([x, y]) => cerealO(x, y, 4.2, '#fbfaf6')).join('')}`,
    );
  },
};
