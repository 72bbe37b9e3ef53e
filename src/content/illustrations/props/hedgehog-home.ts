import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A hedgehog's home: a dark round door under the roots of a tree stump, with leaves in front. */
export const hedgehogHome: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 0q10-10 20-16q4-40 10-60h40q6 20 10 60q10 6 20 16Z" fill="${tones.darkWood.base}"/><ellipse cy="-76" rx="20" ry="6" fill="${tones.wood.light}"/><path d="M-24 0q0-34 24-34t24 34Z" fill="#3b2a1f"/><path d="M-24 0q0-34 24-34" stroke="${tones.darkWood.shade}" stroke-width="4" fill="none"/><g fill="${tones.orange.base}"><ellipse cx="-36" cy="-3" rx="8" ry="3"/><ellipse cx="34" cy="-2" rx="7" ry="3" fill="${tones.yellow.shade}"/><ellipse cx="18" cy="-3" rx="6" ry="2.5" fill="${tones.red.base}"/></g>`,
    ),
};
