import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * The 돗자리's straw and stripes soaked dark with rain: the colours of the dry mat (the kit's dotjari) a
 * few shades deeper, the way wet straw darkens.
 */
const WET = { straw: '#8c7440', shade: '#6b552a', blue: '#24486a', red: '#7a2f22', sheen: '#d7ecfa', water: '#5d7f98' };

/**
 * korean-charlotte-birthday's picnic mat after the downpour (c5): 'draped' is laid over the front edge of
 * a floor, the back part flat on the boards with rain pooled on it and the front half hanging down, dark and
 * heavy with water, streaks of wet shine on it, water running off its hem in streams into a puddle below. Its base (y = 0)
 * is the ground under the puddle; the floor's edge is 70 above it, so at `size` 100 it hangs from a floor
 * top 70 above the ground.
 */
export const soakedMat: PropDefinition = {
  grip: 0,
  variants: ['draped'],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The puddle it drips into, wider than the mat.
        `<ellipse cy="-3" rx="50" ry="5" fill="${WET.water}" opacity=".75"/><ellipse cx="-8" cy="-4" rx="26" ry="2" fill="${WET.sheen}" opacity=".55"/>`,
        // The back half lying flat on the floor, seen in perspective.
        `<path d="M-40 -84L40 -84L46 -70H-46Z" fill="${WET.straw}"/><path d="M-40 -84L40 -84L41 -81H-41Z" fill="${WET.shade}"/>`,
        // The front half hanging over the edge like wet cloth: narrowing as it sags, its hem drooping in
        // heavy folds, the folds in shade.
        `<path d="M-46 -70H46Q44 -48 40 -30Q34 -18 26 -26Q18 -14 8 -24Q-2 -12 -12 -24Q-22 -14 -30 -26Q-38 -18 -42 -30Q-44 -48 -46 -70Z" fill="${WET.straw}"/>`,
        `<g fill="${WET.shade}" opacity=".85"><path d="M-22 -70Q-20 -44 -20 -18Q-16 -16 -12 -24Q-14 -46 -16 -70Z"/><path d="M12 -70Q14 -44 16 -19Q21 -17 26 -26Q22 -46 20 -70Z"/><path d="M34 -70H46Q44 -48 40 -30Q37 -24 34 -26Q36 -46 34 -70Z"/></g>`,
        // The straw's weave, sagging with the cloth, so it reads as a woven mat and not a board.
        `<path d="M-45 -60Q0 -56 45 -60M-44 -50Q0 -45 43 -50M-43 -40Q0 -34 41 -40" stroke="${WET.shade}" stroke-width="1.2" fill="none" opacity=".8"/>`,
        // Its cloth binding along both hanging sides.
        `<path d="M-46 -70Q-44 -48 -42 -30M46 -70Q44 -48 40 -30" stroke="${WET.red}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        // Its stripes, running over the edge and down the folds.
        `<g fill="${WET.blue}"><path d="M-34 -84h4l-1 14q1 24 -1 44l-4 1q2 -22 1 -45Z"/><path d="M-28 -84h3l-1 14q1 24 0 46l-3 1q1 -24 0 -47Z"/><path d="M22 -84h3l1 14q0 26 2 46l-3 0q-2 -22 -3 -46Z"/><path d="M28 -84h3l1 14q1 24 3 42l-3 2q-2 -22 -4 -44Z"/></g>`,
        `<path d="M-3 -84h6l1 14q1 28 0 50l-7 1q1 -24 0 -51Z" fill="${WET.red}"/>`,
        // The fold along the floor's edge, and streaks of wet shine.
        `<path d="M-46 -70H46" stroke="${WET.shade}" stroke-width="2.4"/>`,
        `<g stroke="${WET.sheen}" stroke-linecap="round" opacity=".7"><path d="M-40 -64v14" stroke-width="2"/><path d="M-16 -66v22" stroke-width="2.4"/><path d="M10 -62v12" stroke-width="2"/><path d="M36 -66v18" stroke-width="2"/><path d="M-30 -80h22" stroke-width="1.6"/></g>`,
        // Rain pooled on the flat part, the sky shining in it.
        `<path d="M-30 -81q14 -2 26 0q6 3 -2 5q-14 2 -24 -1q-5 -2 0 -4Z" fill="${WET.water}"/><path d="M-24 -80q8 -1 14 0" stroke="${WET.sheen}" stroke-width="1.2" stroke-linecap="round"/><path d="M8 -80q12 -2 22 0q4 2 -2 4q-10 1 -20 -1q-4 -2 0 -3Z" fill="${WET.water}"/>`,
        // Water running off the hem in streams down to the puddle, not only drops.
        `<g stroke="${WET.sheen}" stroke-linecap="round" fill="none" opacity=".85"><path d="M-30 -24v18" stroke-width="1.6" stroke-dasharray="5 3"/><path d="M-12 -22v16" stroke-width="1.4" stroke-dasharray="4 3"/><path d="M8 -22v17" stroke-width="1.6" stroke-dasharray="5 3"/><path d="M26 -24v18" stroke-width="1.4" stroke-dasharray="4 3"/></g>`,
        // Drops running off the hem, and falling into the puddle.
        `<g fill="${WET.sheen}"><path d="M-30 -25q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M-12 -23q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M8 -23q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M26 -25q-2.4 4 0 6t2.4-1.5q0-2-2.4-4.5Z"/><path d="M-20 -15q-2 3.4 0 5t2-1.2q0-1.8-2-3.8Z"/><path d="M20 -14q-2 3.4 0 5t2-1.2q0-1.8-2-3.8Z"/><path d="M0 -11q-2 3.4 0 5t2-1.2q0-1.8-2-3.8Z"/></g>`,
        `<g fill="none" stroke="${WET.sheen}" stroke-width="1.2" opacity=".8"><ellipse cx="-20" cy="-3" rx="6" ry="1.6"/><ellipse cx="18" cy="-3" rx="7" ry="1.8"/></g>`,
      ].join(''),
    ),
};
