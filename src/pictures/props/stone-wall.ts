import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A stretch of old stone wall, big and small rounded stones fitted like a puzzle with a tiled cap;
 * 100 wide, 56 tall. 'corner' turns back at the right end; 'long' runs on along a lane, 240 wide at
 * the same height (the one wall that lines the lane from end to end).
 */
const rows: [number, number, number][][] = [
  [
    [-44, -10, 9],
    [-28, -10, 8],
    [-12, -9, 9],
    [6, -10, 10],
    [24, -9, 8],
    [40, -10, 9],
  ],
  [
    [-38, -26, 8],
    [-22, -27, 9],
    [-4, -26, 7],
    [12, -27, 9],
    [30, -26, 9],
    [46, -26, 5],
  ],
  [
    [-45, -40, 6],
    [-30, -41, 8],
    [-14, -41, 8],
    [2, -40, 8],
    [20, -41, 9],
    [38, -40, 8],
  ],
];

export const stoneWall: PropDefinition = {
  variants: ['straight', 'corner', 'long'],
  draw: ({ size, variant = 'straight' }) => {
    const s = tones.stone;
    const long = variant === 'long';
    const shifts = long ? [-96, 0, 96] : [0];
    const half = long ? 120 : 50;
    const stones = shifts
      .flatMap((dx) => rows.flat().map(([cx, cy, r]): [number, number, number] => [cx + dx, cy, r]))
      .filter(([cx]) => Math.abs(cx) < half - 4)
      .map(
        ([cx, cy, r], i) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${r + 1}" ry="${r * 0.82}" fill="${i % 3 === 0 ? s.light : s.base}"/><ellipse cx="${cx - r * 0.25}" cy="${cy - r * 0.3}" rx="${r * 0.45}" ry="${r * 0.28}" fill="#fff" opacity=".35"/>`,
      )
      .join('');
    const corner =
      variant === 'corner' ? `<path d="M50 -50L62 -56V-6L50 0Z" fill="${s.shade}"/><path d="M50 -50L62 -56" stroke="${s.light}" stroke-width="2"/>` : '';
    return scaled(
      size,
      `${corner}<rect x="${-half}" y="-50" width="${half * 2}" height="50" fill="${s.shade}"/>${stones}<path d="M${-half - 3} -49H${half + 3}L${half} -56H${-half}Z" fill="#5d6470"/><path d="M${-half} -56H${half}" stroke="#7f8794" stroke-width="2"/>`,
    );
  },
};
