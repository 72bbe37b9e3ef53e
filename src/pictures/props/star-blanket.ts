import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/** Little yellow stars dotted over the quilt. */
const stars = (points: readonly (readonly [number, number])[]) =>
  `<g fill="${tones.yellow.light}">${points
    .map(([x, y]) => `<path d="M${x} ${y - 2.5}l.8 1.7 1.8.2-1.3 1.2.4 1.8-1.7-.9-1.7.9.4-1.8-1.3-1.2 1.8-.2Z"/>`)
    .join('')}</g>`;

/**
 * A soft quilt laid over someone lying in bed: a rounded hump over the body with the top turned
 * back at the left (where the head is; flip it for a head on the right), dotted with little stars.
 * 100 wide, about 26 tall, y = 0 on the mattress: 'turned-back'.
 */
export const starBlanket: PropDefinition = {
  variants: ['turned-back'],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<path d="M-34 0q-4-16 8-22q22-6 50-2q24 2 26 14q2 8-2 10Z" fill="${tones.blue.base}"/>`,
        // The quilt's shaded far end.
        `<path d="M10 -25q24 2 26 14q2 8-2 11H18q6-12-8-25Z" fill="${tones.blue.shade}"/>`,
        stars([
          [-18, -14],
          [2, -18],
          [22, -15],
          [40, -10],
          [8, -8],
          [-6, -6],
          [30, -5],
        ]),
        `<path d="M-38 2q-6-16 4-24l8 1q-8 10-4 23Z" fill="${tones.cream.base}"/><path d="M-34 -22l8 1" stroke="${tones.cream.shade}" stroke-width="2"/>`,
      ].join(''),
    ),
};
