import { scaled, tones, type PropDefinition } from '@/pictures';

const stone = tones.stone;

/**
 * One round river pebble (an animal nudges it along the bank with its nose):
 * a plump grey oval, 100 wide and 70 tall, its bottom at y = 0, with a highlight so it reads as round.
 */
export const roundPebble: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<ellipse cx="0" cy="-2" rx="46" ry="8" fill="#000" opacity=".15"/><path d="M-48 -30q0-34 48-36q48 2 48 36q0 30-48 30q-48 0-48-30Z" fill="${stone.base}" stroke="${stone.shade}" stroke-width="4"/><path d="M-40 -16q6 14 40 14q34 0 40-14q-6 6-40 6q-34 0-40-6Z" fill="${stone.shade}"/><ellipse cx="-16" cy="-46" rx="16" ry="8" fill="${stone.light}"/>`,
    ),
};
