import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const kraft = { base: '#d9a86c', shade: '#b8874e', light: '#ecc995' };

/** A brown paper bag, its top open, with two half-moon songpyeon (one pink, one green) peeking out. */
export const songpyeonBag: PropDefinition = {
  variants: ['open'],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<path d="M-24 -62q12 -26 24 -8q10 -22 22 6Z" fill="${tones.pink.base}" stroke="${tones.pink.shade}" stroke-width="2"/>`,
        `<path d="M-4 -64q14 -24 26 -4Z" fill="${tones.green.light}" stroke="${tones.green.shade}" stroke-width="2"/>`,
        `<path d="M-32 0l4 -66h56l4 66Z" fill="${kraft.base}" stroke="${kraft.shade}" stroke-width="2" stroke-linejoin="round"/>`,
        `<path d="M-28 -66l4 8h48l4 -8" fill="none" stroke="${kraft.shade}" stroke-width="2"/>`,
        `<path d="M-28 -58h56v6h-56Z" fill="${kraft.light}"/>`,
        `<path d="M8 -40q10 -8 14 4" fill="none" stroke="${kraft.shade}" stroke-width="2" stroke-linecap="round"/>`,
      ].join(''),
    ),
};
