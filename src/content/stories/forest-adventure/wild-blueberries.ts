import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/** Blueberry blue: dusty and pale with the berry's powdery bloom, never a grape's dark purple or navy. */
const berry = { base: '#6f8cc4', shade: '#4f6a9f', light: '#d3ddf0' };

/** One small blueberry at (x, y), radius r: a dusty blue bead with the little star-shaped crown that tells it from a grape. */
const blueberry = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${berry.base}"/><path d="M${x - r} ${y}a${r} ${r} 0 0 0 ${2 * r} 0" fill="${berry.shade}" opacity=".5"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.25}" r="${r * 0.62}" fill="${berry.light}" opacity=".35"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.25}" fill="#ffffff" opacity=".7"/><path d="M${x - r * 0.3} ${y - r * 0.75}l${r * 0.3} ${r * 0.2} ${r * 0.3} ${-r * 0.2}" stroke="${berry.shade}" stroke-width="${r * 0.22}" fill="none" stroke-linecap="round"/>`;

/** Little berries in clusters of two and three along low twigs, among the leaves. */
const bushBerries: readonly (readonly [number, number])[] = [
  [-34, -16],
  [-30, -13],
  [-31, -19],
  [-11, -30],
  [-8, -27],
  [-13, -26],
  [10, -31],
  [13, -28],
  [8, -27],
  [30, -17],
  [33, -20],
  [28, -14],
  [-20, -18],
  [-17, -15],
  [20, -20],
  [22, -24],
  [-2, -20],
  [1, -23],
];

/** Berries poured out flat in a low, loose spread, never stacked up into a bunch. */
const spread: readonly (readonly [number, number])[] = [
  [-30, -4],
  [-20, -5],
  [-10, -4],
  [0, -5],
  [10, -4],
  [20, -5],
  [30, -4],
  [-24, -11],
  [-14, -12],
  [-4, -11],
  [6, -12],
  [16, -11],
  [-9, -18],
  [2, -18],
];

/**
 * Wild blueberries of forest-adventure, drawn small and blue so they never read as grapes: 'bush' is a
 * low, knee-high blueberry bush, small oval leaves on thin twigs with berries dotted along them; 'spread'
 * is a handful of loose berries poured out flat (on a rock, to share).
 */
export const wildBlueberries: PropDefinition = {
  variants: ['bush', 'spread'],
  draw: ({ size, variant }) => {
    if (variant === 'spread') return scaled(size, spread.map(([x, y]) => blueberry(x, y, 3.8)).join(''));
    const twigs = `<path d="M-4 0q-6-14-28-18M-2 0q-2-18-8-32M2 0q6-16 12-34M4 0q14-10 30-18" stroke="${tones.darkWood.base}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
    const leaves = [
      [-40, -20, -20],
      [-26, -26, 20],
      [-12, -34, -30],
      [0, -36, 10],
      [16, -38, 30],
      [26, -28, -10],
      [38, -24, 25],
      [-20, -10, 40],
      [18, -10, -40],
    ]
      .map(
        ([x, y, a], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" transform="rotate(${a} ${x} ${y})" fill="${i % 2 ? tones.green.shade : tones.green.base}"/>`,
      )
      .join('');
    return scaled(size, `${twigs}${leaves}${bushBerries.map(([x, y]) => blueberry(x, y, 2.4)).join('')}`);
  },
};
