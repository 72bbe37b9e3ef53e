import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A round play ball with curved stripes, a shaded lower side and a shine. */
export const ball: PropDefinition = {
  grip: 0.3,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<circle cy="-50" r="50" fill="${tones.red.base}"/>`,
        `<path d="M-50 -50a50 50 0 0 1 100 0q-50 22-100 0Z" fill="${tones.yellow.base}"/><path d="M-50 -50q50 22 100 0v0a50 50 0 0 1-2 14q-48 20-96 0a50 50 0 0 1-2-14Z" fill="#fff"/>`,
        `<path d="M-12 -99q-20 48 4 98" stroke="${tones.blue.base}" stroke-width="12" fill="none"/>`,
        `<path d="M40 -80a50 50 0 0 1-64 78a50 50 0 0 0 64-78Z" fill="#000" opacity=".14"/>`,
        `<ellipse cx="-22" cy="-78" rx="12" ry="7" fill="#fff" opacity=".55" transform="rotate(-35 -22 -78)"/>`,
      ].join(''),
    ),
};
