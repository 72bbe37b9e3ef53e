import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

const wood = tones.wood;

/** A round low Korean meal table (bapsang, a soban) seen a little from above: an oval top with a thick rim on four curved legs. */
function roundTable(): string {
  return [
    `<path d="M-34 -4q-6-12 0-20h6q-4 10 0 20ZM34 -4q6-12 0-20h-6q4 10 0 20Z" fill="${wood.shade}"/>`,
    `<path d="M-14 -1q-2-10 1-20h5q-2 10 0 20ZM14 -1q2-10-1-20h-5q2 10 0 20Z" fill="#7d532f"/>`,
    `<path d="M-50 -30v5q0 9 50 9t50-9v-5Z" fill="${wood.base}"/><path d="M20 -18q28-3 30-7v-5h-12Z" fill="${wood.shade}"/>`,
    `<ellipse cy="-30" rx="50" ry="11" fill="${wood.light}"/><ellipse cy="-31" rx="44" ry="8" fill="#ecc597"/>`,
  ].join('');
}

/** A low round meal table for eating on the floor, empty for placing things on it. */
export const bapsang: PropDefinition = {
  variants: ['round'],
  // The oval top's front edge, where its lit top meets the rim (y = -19 below).
  handsRest: { front: 0.19, halfWidth: 0.5 },
  draw: ({ size }) => scaled(size, roundTable()),
};
