import { clampCount, scaled, tones, type PropDefinition } from '@/pictures';

const spots: [number, number, number][] = [
  [-30, -6, 16],
  [22, -3, 20],
  [-2, -14, 11],
  [40, -16, 9],
  [-44, -18, 8],
  [8, -22, 7],
];

/** Rain puddles spreading on the ground, flat in perspective with rings where drops land; `count` of them (default 3). */
export const puddles: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 3, 1, spots.length);
    const body = spots
      .slice(0, n)
      .map(([x, y, r]) => {
        const ry = r * 0.3;
        return `<ellipse cx="${x}" cy="${y}" rx="${r + 1.5}" ry="${ry + 1}" fill="${tones.blue.shade}" opacity=".55"/><ellipse cx="${x}" cy="${y - 0.4}" rx="${r}" ry="${ry}" fill="${tones.blue.light}" opacity=".85"/><ellipse cx="${x - r * 0.25}" cy="${y - 0.5}" rx="${r * 0.35}" ry="${ry * 0.35}" fill="none" stroke="#fff" stroke-width=".8"/><ellipse cx="${x + r * 0.35}" cy="${y}" rx="${r * 0.2}" ry="${ry * 0.22}" fill="none" stroke="#fff" stroke-width=".6"/>`;
      })
      .join('');
    return scaled(size, body);
  },
};
