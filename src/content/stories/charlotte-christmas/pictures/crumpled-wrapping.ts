import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A present's wrapping paper torn open and left lying on the floor, its ribbon loose: a low, soft-edged heap of
 * paper, wider than it is tall, with white dots and crinkles, one torn corner curling up. Kept low and rounded,
 * with no points along its top, so it never reads as a paper crown. 'yellow' paper with a red ribbon.
 */
export const crumpledWrapping: PropDefinition = {
  grip: 0,
  variants: ['yellow'],
  draw: ({ size }) => {
    const p = tones.yellow;
    const r = tones.red;
    const dots = [
      [-30, -8],
      [-14, -16],
      [2, -8],
      [18, -18],
      [32, -7],
      [-20, -24],
      [10, -26],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6" fill="#fffaf0" opacity="0.9"/>`)
      .join('');
    return scaled(
      size,
      `<path d="M-48 0Q-52 -10 -42 -14Q-44 -26 -30 -26Q-24 -36 -10 -32Q0 -40 12 -33Q26 -38 32 -28Q46 -28 44 -16Q52 -10 48 0Z" fill="${p.base}"/><path d="M12 -33Q26 -38 32 -28Q46 -28 44 -16Q52 -10 48 0H14Q22 -14 12 -33Z" fill="${p.shade}"/>${dots}<path d="M-40 -6Q-30 -16 -22 -10M-8 -28Q-2 -18 -12 -8M22 -22Q30 -14 26 -4" stroke="${p.shade}" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M-42 -14Q-56 -22 -50 -34Q-40 -26 -30 -26Z" fill="${p.light}"/><path d="M-46 -4Q-30 -2 -16 -14Q0 -24 14 -12Q30 2 54 -6" stroke="${r.base}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-16 -14q-14-10-16 0t16 0q12-12 16-2t-16 2Z" fill="${r.shade}"/>`,
    );
  },
};
