import { plate, scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** One slice of 달걀말이 seen from its cut face: a yellow roll with a spiral and bits of green onion. */
function slice(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect x="-9" y="-22" width="18" height="22" rx="6" fill="${tones.yellow.shade}"/><rect x="-7" y="-20" width="14" height="18" rx="5" fill="${tones.yellow.base}"/><path d="M0 -11m-4 0a4 4 0 1 0 4-4a6 6 0 1 1-6 6" stroke="${tones.yellow.light}" stroke-width="1.6" fill="none"/><circle cx="-3" cy="-16" r="1.2" fill="#4a9a45"/><circle cx="4" cy="-6" r="1.2" fill="#e8574f"/></g>`;
}

export const gyeranMari: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, plate(48) + [-32, -13, 6, 25].map((x, i) => slice(x, -6 - (i % 2) * 2)).join('')),
};
