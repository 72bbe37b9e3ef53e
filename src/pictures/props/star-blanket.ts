import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/** Little yellow stars dotted over the quilt. */
const stars = (points: readonly (readonly [number, number])[]) =>
  `<g fill="${tones.yellow.light}">${points
    .map(([x, y]) => `<path d="M${x} ${y - 2.5}l.8 1.7 1.8.2-1.3 1.2.4 1.8-1.7-.9-1.7.9.4-1.8-1.3-1.2 1.8-.2Z"/>`)
    .join('')}</g>`;

/** The quilt's shaded far end, the same in every state. */
const farEnd = `<path d="M10 -25q24 2 26 14q2 8-2 11H18q6-12-8-25Z" fill="${tones.blue.shade}"/>`;

/**
 * 'tucked-in': tucked in over someone lying in bed, head to the left: the top edge slopes down from the
 * chest to the shoulder and the turned-down sheet lies as a thin cuff along it, so the sheet reads as
 * folded over the chest rather than a board standing in the bed.
 */
const tuckedIn = () =>
  [
    `<path d="M-30 0q-2-12 6-18q8-6 20-6q26-2 44 0q24 2 26 14q2 8-2 10Z" fill="${tones.blue.base}"/>`,
    farEnd,
    stars([
      [-10, -15],
      [6, -18],
      [22, -15],
      [40, -10],
      [10, -8],
      [-2, -6],
      [30, -5],
    ]),
    `<path d="M-33 0q-2-13 7-19q5-4 10-5l1 4q-5 1-8 4q-6 6-5 16Z" fill="${tones.cream.base}"/><path d="M-26 -19q5-4 10-5" stroke="${tones.cream.shade}" stroke-width="1.5" fill="none"/>`,
  ].join('');

/**
 * A soft quilt laid over someone lying in bed: a rounded hump over the body with the top turned
 * back at the left (where the head is; flip it for a head on the right), dotted with little stars.
 * 100 wide, about 26 tall, y = 0 on the mattress. 'tucked-in' (above) is tucked in to the armpits.
 */
export const starBlanket: PropDefinition = {
  variants: ['turned-back', 'tucked-in'],
  draw: ({ size, variant }) => {
    if (variant === 'tucked-in') return scaled(size, tuckedIn());
    return scaled(
      size,
      [
        `<path d="M-34 0q-4-16 8-22q22-6 50-2q24 2 26 14q2 8-2 10Z" fill="${tones.blue.base}"/>`,
        farEnd,
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
    );
  },
};
