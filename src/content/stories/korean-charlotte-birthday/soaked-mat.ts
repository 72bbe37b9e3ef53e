import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * The 돗자리's straw and stripes soaked dark with rain: the colours of the dry mat (the kit's dotjari) a
 * few shades deeper, the way wet straw darkens.
 */
const WET = { straw: '#8c7440', shade: '#6b552a', patch: '#5e4a24', blue: '#24486a', red: '#7a2f22', sheen: '#d7ecfa' };

/**
 * korean-charlotte-birthday's picnic mat after the downpour (c5), held up by one corner in a hand: it hangs
 * limp and heavy like wet cloth, its top edge bunched in the fist and its hem sagging in folds, its blue
 * and red stripes running down it, dark wet patches on the straw, and water running off its hem in
 * streams and drops. Its grip is at the top, so it hangs below the hand; the drops fall to its base (y = 0).
 */
export const soakedMat: PropDefinition = {
  grip: 0.95,
  variants: ['hanging'],
  // Drawn narrow and stretched across: a mat hangs wider than a towel.
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="scale(1.6 1)">${[
        // The mat: held up by its top edge, hanging straight and heavy, its hem sagging in wet folds.
        `<path d="M-22 -96H22Q24 -60 27 -22Q21 -14 15 -21Q9 -13 3 -20Q-3 -12 -9 -20Q-15 -13 -21 -21Q-25 -16 -27 -21Q-24 -60 -22 -96Z" fill="${WET.straw}"/>`,
        // Where the hand bunches the top edge, and the folds in shade down to the hem.
        `<path d="M-22 -96H22L21 -90Q0 -87 -21 -90Z" fill="${WET.shade}"/>`,
        `<g fill="${WET.shade}" opacity=".85"><path d="M-12 -90Q-13 -56 -15 -20Q-12 -14 -9 -20Q-8 -56 -8 -90Z"/><path d="M8 -90Q10 -56 12 -20Q14 -16 15 -21Q14 -56 12 -90Z"/><path d="M20 -92Q22 -58 27 -22L24 -20Q20 -56 17 -90Z"/></g>`,
        // Darker patches where the straw is soaked through.
        `<g fill="${WET.patch}" opacity=".75"><ellipse cx="-14" cy="-44" rx="6" ry="11"/><ellipse cx="12" cy="-56" rx="6" ry="9"/><ellipse cx="2" cy="-30" rx="9" ry="6"/></g>`,
        // The straw's weave, across the mat, so it reads as a woven mat and not a towel.
        `<path d="M-22 -78H22M-23 -64H23M-24 -50H24M-25 -36H25" stroke="${WET.shade}" stroke-width="1" fill="none" opacity=".7"/>`,
        // Its stripes running down it: the dry mat's blue pairs and red middle, darkened.
        `<g fill="${WET.blue}"><path d="M-18 -96h3.4l-.6 76h-3.6Z"/><path d="M-12.6 -96h3l-.4 76h-3.2Z"/><path d="M9.6 -96h3l.6 75h-3.2Z"/><path d="M15 -96h3.4l1.2 74h-3.6Z"/></g>`,
        `<path d="M-2.4 -96h4.8l.2 77h-5.2Z" fill="${WET.red}"/>`,
        // Streaks of wet shine down the folds.
        `<g stroke="${WET.sheen}" stroke-linecap="round" opacity=".7" fill="none"><path d="M-9 -74q-4 14 -8 26" stroke-width="1.8"/><path d="M8 -70q4 14 8 24" stroke-width="1.8"/><path d="M-2 -60v16" stroke-width="1.4"/></g>`,
        // Water running off the hem in streams, not only drops.
        `<g stroke="${WET.sheen}" stroke-linecap="round" fill="none" opacity=".9"><path d="M-30 -16v10" stroke-width="1.6" stroke-dasharray="4 3"/><path d="M-12 -14v9" stroke-width="1.4" stroke-dasharray="3 3"/><path d="M10 -14v10" stroke-width="1.6" stroke-dasharray="4 3"/><path d="M30 -16v10" stroke-width="1.4" stroke-dasharray="3 3"/></g>`,
        // Drops falling from the hem.
        `<g fill="${WET.sheen}"><path d="M-30 -18q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M-20 -6q-2 3.4 0 5t2-1.2q0-1.8-2-3.8Z"/><path d="M-5 -16q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M4 -5q-2 3.4 0 5t2-1.2q0-1.8-2-3.8Z"/><path d="M24 -17q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M20 -4q-2 3.4 0 5t2-1.2q0-1.8-2-3.8Z"/></g>`,
      ].join('')}</g>`,
    ),
};
