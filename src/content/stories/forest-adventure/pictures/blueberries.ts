import { clampCount, scaled, type PropDefinition } from '@/pictures';

const juice = { base: '#7a3f9a', shade: '#5a2a74', light: '#b07acb' };

/** Blueberries, 'squashed': `count` purple splats (default 4) in the mud in a zigzag row. */
export const blueberries: PropDefinition = {
  variants: ['squashed'],
  draw: ({ size, count }) => {
    const n = clampCount(count, 4, 1, 10);
    const splats: string[] = [];
    for (let i = 0; i < n; i++) {
      const x = -40 + (80 * i) / Math.max(1, n - 1);
      const y = -6 - (i % 2) * 8;
      splats.push(
        `<g transform="translate(${x.toFixed(1)} ${y}) scale(1 .55)"><path d="M-9 0q-2-7 5-7q3-5 8-1q7 0 5 6q3 5-4 6q-4 3-8 0q-7 1-6-4Z" fill="${juice.base}"/><ellipse cx="-1" cy="-1" rx="4.5" ry="3" fill="${juice.shade}"/><circle cx="8" cy="-9" r="1.6" fill="${juice.base}"/><circle cx="-10" cy="-6" r="1.2" fill="${juice.base}"/><circle cx="1" cy="-3" r="1" fill="${juice.light}"/></g>`,
      );
    }
    return scaled(size, splats.join(''));
  },
};
