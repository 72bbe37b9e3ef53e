import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** The wooden 마루 (porch) of a 한옥, seen from the front: a plank platform on short posts; 100 wide, 22 tall. People sit on its top edge at y = -16. */
export const maru: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    const planks = Array.from({ length: 9 }, (_, i) => `M${-46 + i * 11.5} -22v6`).join('');
    return scaled(
      size,
      `<rect x="-50" y="-16" width="100" height="8" fill="${d.base}"/><rect x="-46" y="-8" width="7" height="8" fill="${d.shade}"/><rect x="39" y="-8" width="7" height="8" fill="${d.shade}"/><rect x="-3" y="-8" width="6" height="8" fill="${d.shade}"/><path d="M-52 -16L-48 -24H48L52 -16Z" fill="${w.base}"/><path d="${planks}" stroke="${w.shade}" stroke-width="1"/><path d="M-52 -16H52" stroke="${w.light}" stroke-width="1.5"/>`,
    );
  },
};
