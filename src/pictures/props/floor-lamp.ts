import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/** A standing floor lamp; lit, its shade glows (the halo round it is the scene's pool of light from `light`, not drawn here twice). */
export const floorLamp: PropDefinition = {
  variants: [],
  draw: ({ size, lit = true }) =>
    scaled(
      size,
      `<ellipse cy="-3" rx="20" ry="5" fill="${tones.darkWood.base}"/><path d="M0 -4v-134" stroke="${tones.darkWood.base}" stroke-width="5"/><path d="M-24 -134L-16 -168H16L24 -134Z" fill="${lit ? '#ffe08a' : tones.cream.base}"/><path d="M6 -168H16L24 -134H14Z" fill="${lit ? '#f7c65a' : tones.cream.shade}"/>`,
    ),
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 1.5, radius: size * 2.2 } : null),
};
