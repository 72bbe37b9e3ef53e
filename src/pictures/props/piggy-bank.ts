import { coin } from './coins';
import { at, clampCount, scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A pink piggy bank with a coin slot, and `count` coins beside it (default 0). */
export const piggyBank: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 0, 0, 10);
    const p = tones.pink;
    const beside = Array.from({ length: n }, (_, i) => at(38 + (i % 2) * 6, -i * 3, coin)).join('');
    return scaled(
      size,
      `<g fill="${p.shade}"><rect x="-30" y="-22" width="12" height="22" rx="5"/><rect x="14" y="-22" width="12" height="22" rx="5"/></g><ellipse cx="-4" cy="-40" rx="42" ry="32" fill="${p.base}"/><path d="M20 -66q18 14 16 34t-24 24q18-24 8-58Z" fill="${p.shade}"/><ellipse cx="-18" cy="-54" rx="14" ry="8" fill="${p.light}"/><path d="M-30 -68l-4-14 14 8Z" fill="${p.shade}"/><ellipse cx="-44" cy="-40" rx="8" ry="10" fill="${p.light}"/><g fill="${p.shade}"><circle cx="-46" cy="-43" r="2"/><circle cx="-46" cy="-36" r="2"/></g><circle cx="-28" cy="-50" r="3" fill="#3b2a1f"/><rect x="-12" y="-72" width="20" height="4" rx="2" fill="#8a4a5e"/>${beside}`,
    );
  },
};
