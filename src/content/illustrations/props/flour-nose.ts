import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * A round dab of flour worn on a grown-up's nose (`wearing`, size 40): higher and rounder than
 * flour-smudge's 'nose', so it sits on the nose and not on the mouth of a taller head.
 */
export const flourNose: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<circle cx="-12" cy="74" r="16" fill="#ffffff"/><circle cx="-16" cy="70" r="6" fill="#f4eee2"/><circle cx="6" cy="62" r="3.5" fill="#ffffff"/><circle cx="-30" cy="86" r="3" fill="#ffffff"/>`,
    ),
};
