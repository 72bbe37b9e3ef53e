import { clampCount, ring, scaled, type PropDefinition } from '@/pictures';

/** A bunch of `count` balloons (default 3) whose strings meet where a hand holds them, at y = 0. */
export const balloons: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 3, 1, 7);
    const items = Array.from({ length: n }, (_, i) => {
      const t = n === 1 ? 0 : i / (n - 1) - 0.5;
      const x = Math.round(t * 70);
      const y = -120 - (i % 2) * 22 + Math.abs(t) * 20;
      const c = ring(i);
      return `<path d="M0 0Q${x * 0.3} -50 ${x} ${y + 30}" stroke="#8b6b4a" stroke-width="1.2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="20" ry="25" fill="${c.base}"/><path d="M${x + 6} ${y - 22}q14 12 8 34q-6 10-14 13q12-10 6-47Z" fill="${c.shade}"/><ellipse cx="${x - 8}" cy="${y - 10}" rx="4" ry="7" fill="${c.light}"/><path d="M${x - 4} ${y + 28}h8l-4-5Z" fill="${c.shade}"/>`;
    });
    return scaled(size, items.join(''));
  },
};
