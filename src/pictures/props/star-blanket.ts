import { scaled, tones } from './kit';
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
 * 'tucked': pulled up to the chin of someone lying in bed, head to the left: the hump rises over the
 * shoulder, the turned-down sheet lies flat along its top as a cuff, and a small fist (a light-skinned
 * child's) grips the cuff under the chin, since a lying figure's hand
 * cannot reach out over the quilt drawn on top of it.
 */
const tuckedUp = () =>
  [
    `<path d="M-40 0V-10q0-11 10-14q14-4 30-2q20 3 30 12q24 4 26 12q2 6-2 7Z" fill="${tones.blue.base}"/>`,
    farEnd,
    stars([
      [-24, -8],
      [-6, -12],
      [14, -10],
      [40, -8],
      [6, -4],
      [-16, -2],
      [28, -4],
    ]),
    `<path d="M-42 0V-12q0-11 11-14q14-4 30-2q16 2 27 11l-4 5q-11-7-24-9q-14-1-25 2q-8 3-8 10V0Z" fill="${tones.cream.base}"/>`,
    `<path d="M-35 -5V-11q1-6 6-8q13-3 26-1q13 2 22 9" stroke="${tones.cream.shade}" stroke-width="1.3" fill="none"/>`,
    `<ellipse cx="-37" cy="-15" rx="3.6" ry="3.2" fill="#f8d7bf" stroke="#d9a98a" stroke-width=".7"/><path d="M-38.2 -17.3v3.4M-36 -17.6v3.6" stroke="#d9a98a" stroke-width=".6" stroke-linecap="round"/>`,
  ].join('');

/**
 * A soft quilt laid over someone lying in bed: a rounded hump over the body with the top turned
 * back at the left (where the head is; flip it for a head on the right), dotted with little stars.
 * 100 wide, about 26 tall, y = 0 on the mattress. 'tucked' (below) is pulled up to the chin;
 * 'tucked-in' (above) is tucked lower, to the armpits.
 */
export const starBlanket: PropDefinition = {
  variants: ['turned-back', 'tucked', 'tucked-in'],
  draw: ({ size, variant }) => {
    if (variant === 'tucked-in') return scaled(size, tuckedIn());
    if (variant === 'tucked') return scaled(size, tuckedUp());
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
