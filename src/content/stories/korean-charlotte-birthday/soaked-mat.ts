import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * The 돗자리's straw and stripes soaked with rain: the damp mat's colours (the kit's dotjari, 'rolled-damp', as it
 * lies drying in c6), so it is still the pale striped mat of c1, only darker where the water soaked in (a step
 * darker still, olive-brown, it read as a sack or a duffel bag).
 */
const WET = { straw: '#c9b175', shade: '#a58a4f', patch: '#8f7640', blue: '#35688f', red: '#a8452f', sheen: '#eaf5fd', drop: '#6f9cc4' };

/**
 * korean-charlotte-birthday's picnic mat after the downpour (c5), pinched up by a corner in a hand: the straw
 * sags from the fist in soft folds, its blue and red stripes fanning down it and the weave across it, dark wet
 * patches on the straw, and its bottom still rolled, as it was rolled in c1 and c4, so it reads as the mat and not
 * a curtain or a skirt; water runs off the roll in streams and drops. Its grip
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
        // The mat: pinched up by a corner in the hand, the wet straw sagging out from the fist in soft folds down to
        // the roll, its sides wavy: cut square and stiff, it read as a crate or a suitcase.
        `<path d="M-5 -98Q-3 -100 5 -98Q15 -88 21 -74Q25 -58 21 -46Q19 -38 23 -28Q0 -24 -23 -28Q-19 -40 -22 -52Q-25 -66 -18 -80Q-12 -90 -5 -98Z" fill="${WET.straw}"/>`,
        // Darker patches where the straw is soaked through.
        `<g fill="${WET.patch}" opacity=".75"><ellipse cx="-12" cy="-46" rx="5" ry="8"/><ellipse cx="11" cy="-58" rx="5" ry="7"/><ellipse cx="3" cy="-38" rx="7" ry="4"/></g>`,
        // The straw's weave across the mat, sagging between the folds, so it reads as a woven mat and not cloth.
        `<path d="M-14 -84Q0 -80 14 -84M-19 -72Q0 -67 19 -72M-21 -60Q0 -55 21 -60M-22 -48Q0 -43 21 -48M-22 -37Q0 -32 22 -37" stroke="${WET.shade}" stroke-width="1.1" fill="none" opacity=".8"/>`,
        // Its stripes running down it, fanning out from the fist: the dry mat's blue pairs and red middle, darkened.
        `<g fill="${WET.blue}">${(
          [
            [-18, -14.6],
            [-12.6, -9.6],
            [9.6, 12.6],
            [15, 18.4],
          ] as const
        )
          .map(([l, r]) => `<path d="M${l * 0.2} -96H${r * 0.2}L${r} -28H${l}Z"/>`)
          .join('')}</g>`,
        `<path d="M-0.5 -97H0.5L2.4 -27H-2.4Z" fill="${WET.red}"/>`,
        // Two folds where the wet straw hangs in from the fist.
        `<path d="M-4 -94Q-9 -70 -7 -30M5 -94Q8 -66 7 -30" stroke="${WET.patch}" stroke-width="1.8" fill="none" opacity=".55"/>`,
        // The bunched corner in the hand.
        `<path d="M-6 -99Q0 -95 6 -99L4 -92Q0 -90 -4 -92Z" fill="${WET.shade}"/>`,
        // A streak or two of wet shine.
        `<g stroke="${WET.sheen}" stroke-linecap="round" opacity=".75" fill="none"><path d="M-9 -80Q-12 -60 -10 -42" stroke-width="2"/><path d="M8 -76Q11 -60 9 -46" stroke-width="1.6"/></g>`,
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
