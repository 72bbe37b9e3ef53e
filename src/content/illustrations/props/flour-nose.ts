import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * A round dab of flour worn on a grown-up's nose (`wearing`, size 40): higher and rounder than
 * flour-smudge's 'nose', so it sits on the nose and not on the mouth of a taller head. 'big' is a
 * wider dab, to see it where the face is drawn small among many people.
 */
export const flourNose: PropDefinition = {
  variants: ['big'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'big'
        ? `<circle cx="-12" cy="76" r="21" fill="#ffffff"/><circle cx="-18" cy="72" r="7" fill="#f4eee2"/><circle cx="14" cy="66" r="4.5" fill="#ffffff"/><circle cx="-36" cy="92" r="4" fill="#ffffff"/>`
        : `<circle cx="-12" cy="74" r="16" fill="#ffffff"/><circle cx="-16" cy="70" r="6" fill="#f4eee2"/><circle cx="6" cy="62" r="3.5" fill="#ffffff"/><circle cx="-30" cy="86" r="3" fill="#ffffff"/>`,
    ),
};
