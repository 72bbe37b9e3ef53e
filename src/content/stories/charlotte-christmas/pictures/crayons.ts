import { clampCount, ring, scaled, type PropDefinition } from '@/pictures';

/** A few wax crayons lying side by side (`count`, default 5), each with its paper wrap. */
export const crayons: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 5, 1, 8);
    const items = Array.from({ length: n }, (_, i) => {
      const c = ring(i);
      const y = -4 - i * 5;
      const dx = (i % 2) * 6 - 3;
      return `<g transform="translate(${dx} ${y}) rotate(-4)"><path d="M-40 -3h66l10 3-10 3h-66q-3 0-3-3t3-3Z" fill="${c.base}"/><rect x="-30" y="-3" width="40" height="6" fill="${c.shade}"/><path d="M-30 -1h40" stroke="${c.light}" stroke-width="1.2"/></g>`;
    });
    return scaled(size, items.join(''));
  },
};
