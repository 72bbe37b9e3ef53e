import { scaled } from './drawing';
import type { PropDefinition } from './types';

const sweat = { base: '#7cc8f2', light: '#e4f6ff' };
const line = '#3d2630';

/** A sweat drop falling to the right of (0, 0) at scale k. */
function drop(x: number, y: number, k: number): string {
  return `<path d="M${x} ${y}q${-5 * k} ${8 * k} ${-5 * k} ${12 * k}a${5 * k} ${5 * k} 0 0 0 ${10 * k} 0q0 ${-4 * k} ${-5 * k} ${-12 * k}Z" fill="${sweat.base}"/><ellipse cx="${x - 2 * k}" cy="${y + 11 * k}" rx="${1.4 * k}" ry="${2 * k}" fill="${sweat.light}"/>`;
}

/**
 * A thing rocking under someone, 'wobble': its base centred on (0, 0), 100 wide: two curved strokes tipping at each
 * end, as a picture book draws a rocking stone or chair, and rings of ripples spreading round it on the water.
 */
function wobble(): string {
  const tips = `<path d="M-58 -22q-9 10 -2 22M-68 -26q-11 13 -3 28M58 -22q9 10 2 22M68 -26q11 13 3 28" stroke="${line}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const ripples = `<g fill="none" stroke="#f4fbff" stroke-linecap="round"><path d="M-62 6q62 16 124 0" stroke-width="3"/><path d="M-80 12q80 22 160 0" stroke-width="2.2" opacity=".7"/></g>`;
  return ripples + tips;
}

/**
 * The picture-book marks of fright drawn round a small face that is too small to show it alone
 * (a hedgehog, a fox at the back), 'scared': two sweat drops flying off and trembling lines on
 * both sides. The face is at (0, -50) in the 100-unit box; the marks face right (flip the item for a face
 * looking left).
 */
export const frightMarks: PropDefinition = {
  variants: ['scared', 'wobble'],
  draw: ({ size, variant }) => {
    if (variant === 'wobble') return scaled(size, wobble());
    const shakes = `<path d="M-40 -70q-6 8 0 16t0 16M-48 -74q-6 10 0 20t0 20M40 -70q6 8 0 16t0 16M48 -74q6 10 0 20t0 20" stroke="${line}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
    return scaled(
      size,
      `${shakes}${drop(26, -98, 1.2)}${drop(-24, -104, 0.9)}<path d="M-6 -102l-3-10M4 -104l2-10M12 -100l5-8" stroke="${line}" stroke-width="2.6" stroke-linecap="round"/>`,
    );
  },
};
