import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * The 돗자리's straw and stripes soaked dark with rain: the colours of the dry mat (the kit's dotjari) a
 * few shades deeper, the way wet straw darkens.
 */
const WET = { straw: '#7d6636', shade: '#5e4a22', patch: '#4f3d1c', blue: '#24486a', red: '#7a2f22', sheen: '#d7ecfa', drop: '#6f9cc4' };

/**
 * korean-charlotte-birthday's picnic mat after the downpour (c5), held up by its top edge in a hand: the straw
 * hangs straight and heavy between its cloth-bound sides, its blue and red stripes running down it and the
 * weave across it, dark wet patches on the straw, and its bottom still rolled, as it was rolled in c1 and c4,
 * so it reads as the mat and not a curtain or a skirt; water runs off the roll in streams and drops. Its grip
 * is at the top, so it hangs below the hand; the drops fall to its base (y = 0).
 */
export const soakedMat: PropDefinition = {
  grip: 0.95,
  variants: ['hanging'],
  // Drawn narrow and stretched across: a mat hangs wider than a towel.
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="scale(1.6 1)">${[
        // The mat: held up by its top edge, hanging straight and stiff down to the roll.
        `<path d="M-22 -96H22L23 -28H-23Z" fill="${WET.straw}"/>`,
        // Where the hand bunches the top edge.
        `<path d="M-22 -96H22L21 -90Q0 -87 -21 -90Z" fill="${WET.shade}"/>`,
        // Darker patches where the straw is soaked through.
        `<g fill="${WET.patch}" opacity=".75"><ellipse cx="-14" cy="-44" rx="6" ry="9"/><ellipse cx="12" cy="-60" rx="6" ry="8"/><ellipse cx="2" cy="-38" rx="8" ry="5"/></g>`,
        // The straw's weave, across the mat, close set, so it reads as a woven mat and not cloth.
        `<path d="M-22 -84H22M-22 -76H22M-22.5 -68H22.5M-22.5 -60H22.5M-22.5 -52H22.5M-23 -44H23M-23 -36H23" stroke="${WET.shade}" stroke-width="1.1" fill="none" opacity=".8"/>`,
        // Its stripes running down it: the dry mat's blue pairs and red middle, darkened.
        `<g fill="${WET.blue}"><path d="M-18 -96h3.4v68h-3.6Z"/><path d="M-12.6 -96h3v68h-3.2Z"/><path d="M9.6 -96h3v68h-3.2Z"/><path d="M15 -96h3.4l.2 68h-3.6Z"/></g>`,
        `<path d="M-2.4 -96h4.8v68h-4.8Z" fill="${WET.red}"/>`,
        // The cloth binding down each side, as on the dry mat.
        `<path d="M-22 -96L-23 -28M22 -96L23 -28" stroke="${WET.patch}" stroke-width="2.6" fill="none"/>`,
        // A streak or two of wet shine.
        `<g stroke="${WET.sheen}" stroke-linecap="round" opacity=".75" fill="none"><path d="M-7 -84v44" stroke-width="2"/><path d="M6 -80v36" stroke-width="1.6"/></g>`,
        // Its bottom still rolled up: a heavy wet roll, its stripes round it and its spiral end showing.
        `<rect x="-24" y="-33" width="48" height="15" rx="7" fill="${WET.shade}"/>`,
        `<path d="M-22 -30H22" stroke="${WET.straw}" stroke-width="2.4" stroke-linecap="round"/>`,
        `<g fill="${WET.blue}"><rect x="-18" y="-33" width="3.4" height="15"/><rect x="-12.6" y="-33" width="3" height="15"/><rect x="9.6" y="-33" width="3" height="15"/><rect x="15" y="-33" width="3.4" height="15"/></g>`,
        `<rect x="-2.4" y="-33" width="4.8" height="15" fill="${WET.red}"/>`,
        `<ellipse cx="24" cy="-25.5" rx="3.6" ry="7.5" fill="${WET.patch}"/><path d="M24 -25.5m-1.4 0a1.4 2.6 0 1 0 2.8 0a2.4 4.6 0 1 0-4.4 1.2" stroke="${WET.straw}" stroke-width="1" fill="none"/>`,
        // Water running off the roll in streams all the way down, not only drops.
        `<g stroke="${WET.sheen}" stroke-linecap="round" fill="none" opacity=".95"><path d="M-20 -17v15" stroke-width="2.4" stroke-dasharray="5 3"/><path d="M-8 -16v14" stroke-width="2" stroke-dasharray="4 3"/><path d="M4 -16v15" stroke-width="2.4" stroke-dasharray="5 3"/><path d="M16 -17v14" stroke-width="2" stroke-dasharray="4 3"/></g>`,
        // Big drops falling from the roll, each edged so it reads against the grass and the path.
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
