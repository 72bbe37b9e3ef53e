import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * The 돗자리's straw and stripes soaked dark with rain: the colours of the dry mat (the kit's dotjari) a
 * few shades deeper, the way wet straw darkens.
 */
const WET = { straw: '#7d6636', shade: '#5e4a22', patch: '#4f3d1c', blue: '#24486a', red: '#7a2f22', sheen: '#d7ecfa', drop: '#6f9cc4' };

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
        // Streaks of wet shine down the folds, long enough to read on a phone.
        `<g stroke="${WET.sheen}" stroke-linecap="round" opacity=".8" fill="none"><path d="M-9 -86q-4 20 -8 58" stroke-width="2.2"/><path d="M8 -84q4 20 8 56" stroke-width="2.2"/><path d="M-2 -76v40" stroke-width="1.8"/><path d="M18 -80q3 22 5 50" stroke-width="1.6"/></g>`,
        // Water running off the hem in streams all the way down, not only drops.
        `<g stroke="${WET.sheen}" stroke-linecap="round" fill="none" opacity=".95"><path d="M-27 -18v16" stroke-width="2.4" stroke-dasharray="5 3"/><path d="M-12 -16v15" stroke-width="2" stroke-dasharray="4 3"/><path d="M3 -16v16" stroke-width="2.4" stroke-dasharray="5 3"/><path d="M16 -17v15" stroke-width="2" stroke-dasharray="4 3"/><path d="M27 -18v16" stroke-width="2.4" stroke-dasharray="5 3"/></g>`,
        // Big drops falling from the hem, each edged so it reads against the grass and the path.
        `<g fill="${WET.sheen}" stroke="${WET.drop}" stroke-width=".8">${(
          [
            [-20, -9],
            [-5, -7],
            [9, -10],
            [22, -6],
          ] as const
        )
          .map(([x, y]) => `<path d="M${x} ${y - 4}q-3.4 5 0 7.6t3.4-2q0-2.6-3.4-5.6Z"/>`)
          .join('')}</g>`,
      ].join('')}</g>`,
    ),
};
