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

/** A low 밥상 for eating on the floor: 'empty' for placing things on it, 'set' with a meal laid. */
export const bapsang: PropDefinition = {
  variants: ['empty', 'set'],
  draw: ({ size, variant }) => scaled(size, variant === 'set' ? setTable() : table()),
};
