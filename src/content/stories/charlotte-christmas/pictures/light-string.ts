import { scaled, type PropDefinition } from '@/pictures';

const bulbs = ['#ff6b6b', '#ffd25a', '#5aa9ea', '#7ed67a', '#f59ab5'];

/** A bulb on the wire: a small glowing drop with a dark cap. */
const bulb = (x: number, y: number, i: number) =>
  `<circle cx="${x}" cy="${y}" r="5.5" fill="${bulbs[i % bulbs.length]}" opacity=".35"/><circle cx="${x}" cy="${y}" r="3.4" fill="${bulbs[i % bulbs.length]}"/><rect x="${x - 1.6}" y="${y - 5.6}" width="3.2" height="2.6" fill="#3a4a3a"/>`;

/**
 * A string of tiny Christmas lights being wound: a loose coil of green wire and coloured bulbs held in the
 * hands (grip at the coil's middle), its free end running off to the left in a sagging loop, about 100 wide.
 */
export const lightString: PropDefinition = {
  grip: 0.5,
  variants: [],
  draw: ({ size }) => {
    const coil = [0, 1, 2]
      .map((k) => `<ellipse cx="${16 + k * 3}" cy="-50" rx="${18 - k * 2}" ry="${26 - k * 3}" stroke="#2f6b3a" stroke-width="2" fill="none"/>`)
      .join('');
    const tail = '<path d="M2 -40Q-20 -2 -48 -30Q-58 -40 -60 -58" stroke="#2f6b3a" stroke-width="2" fill="none"/>';
    const coilBulbs = (
      [
        [0, -66],
        [32, -62],
        [34, -34],
        [4, -28],
        [18, -76],
      ] as const
    ).map(([x, y], i) => bulb(x, y, i));
    const tailBulbs = (
      [
        [-12, -18],
        [-30, -16],
        [-46, -28],
        [-57, -46],
      ] as const
    ).map(([x, y], i) => bulb(x, y, i + 2));
    return scaled(size, tail + coil + [...coilBulbs, ...tailBulbs].join(''));
  },
};
