import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Charlotte's star quilt tucked in over her at bedtime (c9), head to the left, seen side-on like her bed: one soft
 * cover that lies on a child's body on the mattress, its top line following her, level along the bed: up from her chin,
 * a round bump over her shoulder, level over her chest and hip, a step down over her legs and the bump of her feet (a
 * top rising to a peak at her hip read as her body sliding uphill), then a short way down the mattress's side to a hem
 * in small folds, so the pale mattress shows under it and she lies ON the bed (hanging down to the mattress's foot, the
 * cover was twice her head's height and a critic saw a curtain standing beside her head, with no body under it: r28).
 * A flat top a little over her eyes read as a blue wall standing beside her head; a block that stopped at the
 * mattress's top read as floating over the bed; a round hump as tall as it was wide read as a balloon. By her chin its
 * side comes down to the mattress as a slanting corner, not a square end. Drawn at the scene's own scale at size 100
 * (128 wide, 70 tall): y = 0 a little under her body's top, the bend over the mattress's edge at y = 12 and the hem at
 * y = 24 (placed at 692, 300 over the bed of c9, Charlotte lying at 0.8).
 */
export const bedtimeQuilt: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The whole cover: over her body in one soft line, then a short way down the mattress's side to the hem.
        `<path d="M-60 20C-54 6 -50 -16 -42 -30C-38 -38 -32 -43 -24 -43C-18 -42 -14 -38 -6 -38C2 -38 6 -40 12 -38C20 -35 26 -28 34 -28C42 -28 48 -32 54 -32C60 -32 63 -20 64 -8L64 24Q59 27 54 24Q49 27 44 24Q39 27 34 24Q29 27 24 24Q19 27 14 24Q9 27 4 24Q-1 27 -6 24Q-11 27 -16 24Q-21 27 -26 24Q-31 27 -36 24Q-41 27 -46 24Q-51 27 -56 24L-56 24Q-58 22 -60 20Z" fill="${tones.blue.base}"/>`,
        // The side falling over the mattress's edge a shade darker, so it reads as hanging down and not as a block.
        `<path d="M-59 12Q0 16 64 12L64 24Q59 27 54 24Q49 27 44 24Q39 27 34 24Q29 27 24 24Q19 27 14 24Q9 27 4 24Q-1 27 -6 24Q-11 27 -16 24Q-21 27 -26 24Q-31 27 -36 24Q-41 27 -46 24Q-51 27 -56 24L-56 24Q-58 22 -60 20Z" fill="${tones.blue.shade}" opacity=".8"/>`,
        // Its corner by her chin hanging down over the mattress's edge toward Mom, a soft point she tucks in: the cover
        // stopped at her chin and Mom's far hand, kneeling back on the floor, fell short of it (the hand reached to
        // it on an arm a critic saw as a long tube: blind critic r58). A broad flap of the same starry cloth, widening
        // to the cover, with a star and its pale hem: a narrow dark tongue read as a third arm in a blue sleeve (r76).
        `<path d="M-60 6Q-67 20 -78 34Q-70 38 -62 36Q-56 33 -52 24L-56 24Q-58 22 -60 20Z" fill="${tones.blue.base}"/>`,
        `<path d="M-78 34Q-70 38 -62 36Q-56 33 -52 24" stroke="${tones.blue.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
        `<path d="M-64 20l1.4 3 3.2 .4-2.4 2.2.7 3.2-2.9-1.6-2.9 1.6.7-3.2-2.4-2.2 3.2-.4z" fill="${tones.yellow.light}"/>`,
        // The bend over the mattress's edge and three soft folds in the hanging side.
        `<path d="M-59 12Q0 16 63 12" stroke="${tones.blue.light}" stroke-width="1.2" fill="none" opacity=".7"/>`,
        `<path d="M-38 15q1 4 2 8M0 16v8M34 15q1 4 0 8" stroke="${tones.blue.shade}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
        // Its hemmed top edge turned down under her chin and over her shoulder, a thin pale line.
        `<path d="M-60 20C-54 6 -50 -16 -42 -30C-38 -38 -32 -43 -24 -43" stroke="${tones.blue.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
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
        ]
          .map(([x, y]) => `<path d="M${x} ${y! - 3.5}l1.1 2.4 2.5.3-1.8 1.7.6 2.5-2.4-1.3-2.4 1.3.6-2.5-1.8-1.7 2.5-.3Z"/>`)
          .join('')}</g>`,
      ].join(''),
    ),
};
