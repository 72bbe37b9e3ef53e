import { plate, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * One slice of 달걀말이 seen from its cut face: wider than tall, its layers of rolled egg drawn as rounded bands
 * inside one another, flecked with green onion. Small, square and dotted with red, the slices read as dice.
 */
function slice(x: number, y: number, tilt: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${tilt})"><rect x="-12" y="-17" width="24" height="17" rx="7" fill="${tones.yellow.shade}"/><rect x="-10" y="-15.5" width="20" height="14" rx="6" fill="${tones.yellow.base}"/><rect x="-7" y="-12.5" width="14" height="8" rx="4" fill="none" stroke="${tones.yellow.light}" stroke-width="1.3"/><rect x="-3.5" y="-10" width="7" height="3" rx="1.5" fill="none" stroke="${tones.yellow.light}" stroke-width="1"/><circle cx="-6" cy="-4" r="1" fill="#4a9a45"/><circle cx="5" cy="-13" r="1" fill="#4a9a45"/></g>`;
}

export const gyeranMari: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, plate(48) + [-30, -10, 10, 30].map((x, i) => slice(x, -5, -8 + i * 5)).join('')),
};
