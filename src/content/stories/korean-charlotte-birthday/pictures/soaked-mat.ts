import { scaled, type PropDefinition } from '@/pictures';

/**
 * The 돗자리's straw and stripes soaked with rain: the damp mat's colours (the kit's dotjari, 'rolled-damp', as it
 * lies drying in c6), so it is still the pale striped mat of c1, only darker where the water soaked in (a step
 * darker still, olive-brown, it read as a sack or a duffel bag).
 */
const WET = { straw: '#c9b175', shade: '#a58a4f', patch: '#8f7640', blue: '#35688f', red: '#a8452f', sheen: '#eaf5fd', drop: '#6f9cc4' };

/**
 * korean-charlotte-birthday's picnic mat after the downpour (c5), held up in a hand by the middle of its top edge:
 * the wet straw hangs down flat and wide from the fist, its top edge sloping down to the corners, its blue and red
 * stripes running straight down it as on the dry mat, the weave across it, dark wet blotches on the straw, and its
 * bottom still rolled, as it was rolled in c1 and c4; water runs off the roll in streams and drops. Pinched by a
 * corner, the stripes fanned out of the fist and two art directors read it as a sack or a bag. Its grip is at the top, so
 * it hangs below the hand; the drops fall to its base (y = 0).
 */
/** Where the top edge is at x: from the fist at the middle, down in a straight slope to each corner. */
const topAt = (x: number) => -97 + (8 * Math.abs(x)) / 24;

export const soakedMat: PropDefinition = {
  grip: 0.95,
  variants: ['hanging'],
  // Drawn narrow and stretched across: a mat hangs wider than a towel.
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="scale(1.6 1)">${[
        // The mat: hanging flat from the fist, its top edge sloping to the corners and its sides a little wavy where
        // the wet straw sags.
        `<path d="M-2 -98Q0 -99 2 -98L24 ${topAt(24)}Q23 -70 24 -50Q25 -38 23 -28H-23Q-25 -38 -24 -50Q-23 -70 -24 ${topAt(24)}Z" fill="${WET.straw}"/>`,
        // Darker blotches where the straw is soaked through.
        `<g fill="${WET.patch}" opacity=".7"><ellipse cx="-13" cy="-62" rx="6" ry="9"/><ellipse cx="12" cy="-72" rx="5" ry="7"/><ellipse cx="6" cy="-44" rx="8" ry="6"/><ellipse cx="-6" cy="-38" rx="6" ry="4"/></g>`,
        // The straw's weave across the mat, so it reads as a woven mat and not cloth.
        `<path d="M-23 -76H23M-23 -66H23M-23 -56H23M-23 -46H23M-23 -37H23" stroke="${WET.shade}" stroke-width="1.1" fill="none" opacity=".7"/>`,
        // Its stripes running straight down it: the dry mat's blue pairs and red middle, darkened.
        `<g fill="${WET.blue}">${(
          [
            [-18, -14.6],
            [-12.6, -9.6],
            [9.6, 12.6],
            [15, 18.4],
          ] as const
        )
          .map(([l, r]) => `<path d="M${l} ${topAt(l)}L${r} ${topAt(r)}V-28H${l}Z"/>`)
          .join('')}</g>`,
        `<path d="M-2.4 ${topAt(2.4)}L0 -97L2.4 ${topAt(2.4)}V-28H-2.4Z" fill="${WET.red}"/>`,
        // The bunched middle of the top edge in the hand.
        `<path d="M-5 -99Q0 -95 5 -99L4 -92Q0 -90 -4 -92Z" fill="${WET.shade}"/>`,
        // Streaks of wet shine.
        `<g stroke="${WET.sheen}" stroke-linecap="round" opacity=".75" fill="none"><path d="M-7 -84Q-8 -64 -7 -44" stroke-width="2"/><path d="M6 -82Q7 -64 6 -50" stroke-width="1.6"/></g>`,
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
