import { bowl } from './bowl';
import { miyeokguk } from './miyeokguk';
import { riceBowl } from './rice-bowl';
import { at, scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * The 밥상's top, as a fraction of the drawn size above its base: place things on it at
 * y = -BAPSANG_TOP × size (within about ±0.3 × size of its centre line).
 */
export const BAPSANG_TOP = 0.3;

const wood = tones.wood;

function table(): string {
  return [
    `<path d="M-40 -4q-4-14 4-22h6q-6 10 0 22ZM40 -4q4-14-4-22h-6q6 10 0 22Z" fill="${wood.shade}"/>`,
    `<path d="M-26 -8q-3-10 3-18h5q-4 8 0 18ZM26 -8q3-10-3-18h-5q4 8 0 18Z" fill="#7d532f"/>`,
    `<path d="M-50 -26L-40 -36H40L50 -26Z" fill="${wood.light}"/>`,
    `<rect x="-50" y="-27" width="100" height="6" rx="2" fill="${wood.base}"/><rect x="10" y="-27" width="40" height="6" rx="2" fill="${wood.shade}"/>`,
  ].join('');
}

/** A round 밥상 (소반) seen a little from above: an oval top with a thick rim on four curved legs. */
function roundTable(): string {
  return [
    `<path d="M-34 -4q-6-12 0-20h6q-4 10 0 20ZM34 -4q6-12 0-20h-6q4 10 0 20Z" fill="${wood.shade}"/>`,
    `<path d="M-14 -1q-2-10 1-20h5q-2 10 0 20ZM14 -1q2-10-1-20h-5q2 10 0 20Z" fill="#7d532f"/>`,
    `<path d="M-50 -30v5q0 9 50 9t50-9v-5Z" fill="${wood.base}"/><path d="M20 -18q28-3 30-7v-5h-12Z" fill="${wood.shade}"/>`,
    `<ellipse cy="-30" rx="50" ry="11" fill="${wood.light}"/><ellipse cy="-31" rx="44" ry="8" fill="#ecc597"/>`,
  ].join('');
}

/** Spoon and chopsticks side by side, lying on the table. */
function sujeo(): string {
  return `<path d="M-4 -1L28 -6M-4 2L30 -3" stroke="${tones.metal.base}" stroke-width="1.4" stroke-linecap="round"/><path d="M-8 -4L24 -8" stroke="${tones.metal.shade}" stroke-width="1.8" stroke-linecap="round"/><ellipse cx="-10" cy="-4" rx="4" ry="2" fill="${tones.metal.base}"/>`;
}

function setTable(): string {
  const banchan = bowl(30, 10, '<ellipse cy="-10" rx="12" ry="3" fill="#d8573c"/>', tones.china, '#7ea6d8');
  return [
    table(),
    at(-34, -33, banchan, 'scale(.7)'),
    at(30, -33, bowl(30, 10, '<ellipse cy="-10" rx="12" ry="3" fill="#6cbf5f"/>'), 'scale(.7)'),
    at(-18, -27, riceBowl.draw({ size: 26 })),
    at(14, -27, miyeokguk.draw({ size: 28 })),
    at(-2, -27, sujeo(), 'scale(.6)'),
  ].join('');
}

/** A low 밥상 for eating on the floor: 'empty' for placing things on it, 'set' with a meal laid, 'round' an empty round one. */
export const bapsang: PropDefinition = {
  variants: ['empty', 'set', 'round'],
  draw: ({ size, variant }) => scaled(size, variant === 'set' ? setTable() : variant === 'round' ? roundTable() : table()),
};
