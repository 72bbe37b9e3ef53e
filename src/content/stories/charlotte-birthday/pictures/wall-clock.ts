import { tenths, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A round kitchen clock hanging on the wall (y = 0 is its bottom edge): a red rim, a white face
 * with twelve hour marks, and hands at about ten to twelve, so the picture reads "nearly time".
 */
export const wallClock: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const marks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const long = i % 3 === 0;
      const r1 = long ? 30 : 33;
      const p = (r: number) => `${tenths(Math.sin(a) * r)} ${tenths(-50 - Math.cos(a) * r)}`;
      return `<path d="M${p(r1)}L${p(38)}" stroke="#5b4636" stroke-width="${long ? 4 : 2.5}" stroke-linecap="round"/>`;
    }).join('');
    return scaled(
      size,
      [
        `<circle cy="-50" r="50" fill="${tones.red.shade}"/><circle cy="-52" r="48" fill="${tones.red.base}"/>`,
        `<circle cy="-50" r="42" fill="#fffaf0"/><path d="M-42 -50a42 42 0 0 0 84 0q-6 30-42 34q-36-4-42-34Z" fill="#ece2cf" opacity=".7"/>`,
        marks,
        '<path d="M0 -50L-26 -65" stroke="#3f3128" stroke-width="4" stroke-linecap="round"/>',
        '<path d="M0 -50L-3 -71" stroke="#3f3128" stroke-width="6" stroke-linecap="round"/>',
        `<circle cy="-50" r="5" fill="${tones.red.shade}"/>`,
      ].join(''),
    );
  },
};
