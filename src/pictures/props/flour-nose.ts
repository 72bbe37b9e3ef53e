import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * A round dab of flour worn on a grown-up's nose (`wearing`, size 40): higher and rounder than
 * flour-smudge's 'nose', so it sits on the nose and not on the mouth of a taller head. 'big' is a
 * wider, outlined smudge with specks on the cheeks, to see it where the face is drawn small among
 * many people in warm lamplight.
 */
export const flourNose: PropDefinition = {
  variants: ['big'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'big'
        ? `<path d="M-30 74q-2-16 12-20q10-4 18 4q10 2 8 14q4 10-8 14q-6 8-16 2q-16 2-14-14Z" fill="#ffffff" stroke="#a89a86" stroke-width="2.5"/><circle cx="-18" cy="70" r="6" fill="#f4eee2"/><circle cx="16" cy="62" r="5" fill="#ffffff" stroke="#a89a86" stroke-width="1.5"/><circle cx="-40" cy="94" r="4.5" fill="#ffffff" stroke="#a89a86" stroke-width="1.5"/><circle cx="-48" cy="80" r="3" fill="#ffffff"/><circle cx="22" cy="84" r="3.5" fill="#ffffff"/>`
        : `<circle cx="-12" cy="74" r="16" fill="#ffffff"/><circle cx="-16" cy="70" r="6" fill="#f4eee2"/><circle cx="6" cy="62" r="3.5" fill="#ffffff"/><circle cx="-30" cy="86" r="3" fill="#ffffff"/>`,
    ),
};
