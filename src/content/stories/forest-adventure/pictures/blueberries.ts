import { clampCount, scaled, type PropDefinition } from '@/pictures';

const berry = { base: '#5b5fc7', shade: '#3f4198', light: '#9ea3f0' };
const juice = { base: '#7a3f9a', shade: '#5a2a74', light: '#b07acb' };

/** Where 'scattered' strews its splats: loosely either side of a trail of prints rising to the right, not in a row. */
const scatteredSpots = [
  [-22, -14],
  [-5, 10],
  [30, 6],
] as const;

/**
 * Blueberries: a round 'heap' of fat berries (count of them), 'squashed' purple splats in the mud in a
 * zigzag row, or 'scattered', the same splats strewn loosely beside a trail, for a closer view.
 */
export const blueberries: PropDefinition = {
  variants: ['heap', 'squashed', 'scattered'],
  draw: ({ size, variant, count }) => {
    if (variant === 'squashed' || variant === 'scattered') {
      const scattered = variant === 'scattered';
      const n = scattered ? clampCount(count, scatteredSpots.length, 1, scatteredSpots.length) : clampCount(count, 4, 1, 10);
      const splats: string[] = [];
      for (let i = 0; i < n; i++) {
        const [x, y] = scattered ? scatteredSpots[i]! : [-40 + (80 * i) / Math.max(1, n - 1), -6 - (i % 2) * 8];
        splats.push(
          `<g transform="translate(${x.toFixed(1)} ${y}) scale(1 .55)"><path d="M-9 0q-2-7 5-7q3-5 8-1q7 0 5 6q3 5-4 6q-4 3-8 0q-7 1-6-4Z" fill="${juice.base}"/><ellipse cx="-1" cy="-1" rx="4.5" ry="3" fill="${juice.shade}"/><circle cx="8" cy="-9" r="1.6" fill="${juice.base}"/><circle cx="-10" cy="-6" r="1.2" fill="${juice.base}"/><circle cx="1" cy="-3" r="1" fill="${juice.light}"/></g>`,
        );
      }
      return scaled(size, splats.join(''));
    }
    const n = clampCount(count, 12, 3, 24);
    const dots: string[] = [];
    let i = 0;
    for (let row = 0; i < n; row++) {
      const inRow = Math.max(1, 6 - row);
      for (let j = 0; j < inRow && i < n; j++, i++) {
        const x = (j - (inRow - 1) / 2) * 14;
        const y = -8 - row * 11;
        dots.push(
          `<circle cx="${x}" cy="${y}" r="8" fill="${berry.base}"/><path d="M${x - 8} ${y}a8 8 0 0 0 16 0" fill="${berry.shade}"/><circle cx="${x - 3}" cy="${y - 3}" r="2.4" fill="${berry.light}"/><path d="M${x - 2} ${y - 7}l2 2 2-2" stroke="${berry.shade}" stroke-width="1.4" fill="none"/>`,
        );
      }
    }
    return scaled(size, dots.join(''));
  },
};
