import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Charlotte's star quilt tucked in over her at bedtime (c9), head to the left, seen side-on like her bed: one soft
 * cover that lies on a child's body on the mattress, its top line following her, level along the bed: up from her chin,
 * a round bump over her shoulder, level over her chest and hip, a step down over her legs and the bump of her feet (a
 * top rising to a peak at her hip read as her body sliding uphill), then over the
 * foot end and down past the mattress's edge, its hem in small folds, so it covers the bed and not only her. A flat top
 * a little over her eyes read as a blue wall standing beside her head; a straight end by her face stood up like a wall;
 * a block that stopped at the mattress's top read as floating over the bed; a round hump as tall as it was wide read as
 * a balloon. By her chin its side falls over the mattress's edge as a slanting corner, not a square end (the phone's
 * frame, cut at her shoulder, showed that square end as a blue wall standing at the picture's side). Drawn at the scene's own scale at size 100 (128 wide, 96 tall): y = 0 a little under her body's top, the
 * mattress's top at y = 16, its edge at y = 46 and the hem at y = 52 (placed at 714, 302 over the bed of c9, Charlotte lying at 0.8).
 */
export const bedtimeQuilt: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The whole cover: over her body in one soft line, then straight down the mattress's side to the hem.
        `<path d="M-62 14C-54 6 -50 -16 -42 -30C-38 -38 -32 -43 -24 -43C-18 -42 -14 -38 -6 -38C2 -38 6 -40 12 -38C20 -35 26 -28 34 -28C42 -28 48 -32 54 -32C60 -32 63 -20 64 -8L64 52Q59 55 54 52Q49 50 44 52Q39 55 34 52Q29 50 24 52Q19 55 14 52Q9 50 4 52Q-1 55 -6 52Q-11 50 -16 52Q-21 55 -26 52Q-31 50 -36 52Q-41 55 -46 52L-47 52Q-54 36 -64 16Q-64 15 -62 14Z" fill="${tones.blue.base}"/>`,
        // The side falling over the mattress's edge a shade darker, so it reads as hanging down and not as a block.
        `<path d="M-64 16Q0 20 64 16L64 52Q59 55 54 52Q49 50 44 52Q39 55 34 52Q29 50 24 52Q19 55 14 52Q9 50 4 52Q-1 55 -6 52Q-11 50 -16 52Q-21 55 -26 52Q-31 50 -36 52Q-41 55 -46 52L-47 52Q-54 36 -64 16Z" fill="${tones.blue.shade}" opacity=".8"/>`,
        // The bend over the mattress's edge and two soft folds in the hanging side.
        `<path d="M-63 16Q0 20 63 16" stroke="${tones.blue.light}" stroke-width="1.2" fill="none" opacity=".7"/>`,
        `<path d="M-38 28q3 8 4 15M0 24q-1 9 0 19M34 24q1 9 0 19" stroke="${tones.blue.shade}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
        // Its hemmed top edge turned down under her chin and over her shoulder, a thin pale line.
        `<path d="M-62 14C-54 6 -50 -16 -42 -30C-38 -38 -32 -43 -24 -43" stroke="${tones.blue.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
        `<g fill="${tones.yellow.light}">${[
          [-40, -20],
          [-24, -26],
          [-6, -24],
          [14, -24],
          [34, -16],
          [52, -20],
          [-36, -8],
          [0, -10],
          [40, -4],
          [-50, 6],
          [-30, 6],
          [-8, 4],
          [22, 4],
          [46, 6],
          [-50, 38],
          [-17, 40],
          [17, 38],
          [50, 40],
        ]
          .map(([x, y]) => `<path d="M${x} ${y! - 3.5}l1.1 2.4 2.5.3-1.8 1.7.6 2.5-2.4-1.3-2.4 1.3.6-2.5-1.8-1.7 2.5-.3Z"/>`)
          .join('')}</g>`,
      ].join(''),
    ),
};
