import { scaled, type PropDefinition } from '@/pictures';

/** A falling drop of rain water, its round end at (x, y) and its point up. */
const drop = (x: number, y: number, s = 1) =>
  `<path d="M${x} ${y - 7 * s}q-4 ${5 * s}-4 ${7.5 * s}a4 4 0 0 0 8 0q0-${2.5 * s}-4-${7.5 * s}Z" fill="#a5d4fb" stroke="#3b7fb0" stroke-width="1"/>`;

/**
 * Socks still wet from the puddles, where a child sits on them: a dark wet patch soaked into the cushion under the
 * feet, and drops running off the toes and over the cushion's edge. Its origin is under the toes on the cushion
 * (y = 0 the cushion's top), the drops falling to the right of it and below; 60 wide.
 */
export const wetSocks: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        '<ellipse cx="-4" cy="1" rx="30" ry="5" fill="#1f4f66" opacity=".35"/>',
        '<ellipse cx="6" cy="0" rx="14" ry="2.4" fill="#d8efff" opacity=".55"/>',
        drop(18, 12),
        drop(24, 30, 1.2),
        drop(12, 44, 0.9),
        drop(-14, 18, 0.8),
      ].join(''),
    ),
};
