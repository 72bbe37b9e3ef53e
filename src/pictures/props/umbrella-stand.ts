import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * The foot of the 'planted' umbrella (props/umbrella.ts): its heavy round stand and the bottom of its
 * pole, in the same units, so that placed at the umbrella's x, y, size and rotate it draws the stand
 * again in front of the people sitting round it (the umbrella stands on its own, not held).
 */
export const umbrellaStand: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M0 -44V-8" stroke="${tones.darkWood.base}" stroke-width="4" stroke-linecap="round"/><path d="M-16 0q0-9 16-9t16 9Z" fill="${tones.metal.shade}"/><path d="M-10 -6q4-2 8-2" stroke="${tones.metal.base}" stroke-width="2" stroke-linecap="round"/>`,
    ),
};
