import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * A 돗자리 lying flat on the floor in perspective: a woven straw mat with coloured stripes and a
 * cloth border. It is 100 wide at its front edge (y = 0) and 30 deep on the picture.
 */
export const dotjari: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const x = (t: number, y: number) => Math.round((-50 + 100 * t + (y / -30) * (12 - 24 * t)) * 10) / 10;
    const stripes = [0.18, 0.24, 0.5, 0.76, 0.82].map((t, i) => {
      const w = i === 2 ? 0.06 : 0.03;
      const color = i === 2 ? '#d2553f' : '#3f7fb8';
      return `<path d="M${x(t, 0)} -2L${x(t, -28)} -28H${x(t + w, -28)}L${x(t + w, 0)} -2Z" fill="${color}"/>`;
    });
    const weave = [-7, -13, -19, -24].map((y) => `M${x(0.02, y)} ${y}H${x(0.98, y)}`).join('');
    return scaled(
      size,
      [
        '<path d="M-50 0L-38 -30H38L50 0Z" fill="#b58e4f"/>',
        '<path d="M-48 -2L-37 -28H37L48 -2Z" fill="#e6cf8f"/>',
        stripes.join(''),
        `<path d="${weave}" stroke="#c9ad6a" stroke-width=".8"/>`,
        '<path d="M-48 -2H48" stroke="#f3e3b0" stroke-width="1"/>',
      ].join(''),
    );
  },
};
