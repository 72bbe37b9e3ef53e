import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * The star blanket (props/star-blanket.ts) tucked in over someone lying in bed, head to the left: its
 * top edge slopes down from the chest to the shoulder, and the turned-down sheet lies as a thin cuff
 * along that edge, so the sheet reads as folded over the chest rather than a board standing in the bed.
 */
export const tuckedStarBlanket: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const c = tones.blue;
    const stars = [
      [-10, -15],
      [6, -18],
      [22, -15],
      [40, -10],
      [10, -8],
      [-2, -6],
      [30, -5],
    ]
      .map(([x, y]) => `<path d="M${x} ${y! - 2.5}l.8 1.7 1.8.2-1.3 1.2.4 1.8-1.7-.9-1.7.9.4-1.8-1.3-1.2 1.8-.2Z"/>`)
      .join('');
    return scaled(
      size,
      [
        `<path d="M-30 0q-2-12 6-18q8-6 20-6q26-2 44 0q24 2 26 14q2 8-2 10Z" fill="${c.base}"/>`,
        `<path d="M10 -25q24 2 26 14q2 8-2 11H18q6-12-8-25Z" fill="${c.shade}"/>`,
        `<g fill="${tones.yellow.light}">${stars}</g>`,
        `<path d="M-33 0q-2-13 7-19q5-4 10-5l1 4q-5 1-8 4q-6 6-5 16Z" fill="${tones.cream.base}"/><path d="M-26 -19q5-4 10-5" stroke="${tones.cream.shade}" stroke-width="1.5" fill="none"/>`,
      ].join(''),
    );
  },
};
