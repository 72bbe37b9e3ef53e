import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A flashlight lying on its side, pointing right. With `lit` a pale beam cone runs out from the
 * lens: the beam is drawn here so it is a light source in the picture, not a shape to stand on.
 */
export const flashlight: PropDefinition = {
  grip: 0.1,
  variants: [],
  draw: ({ size, lit = false }) => {
    const beam = lit ? '<path d="M-6 -16L50 -44V12L-6 -6Z" fill="#fff3b0" opacity=".55"/><circle cx="-6" cy="-11" r="8" fill="#fff3b0" opacity=".7"/>' : '';
    return scaled(
      size,
      `${beam}<rect x="-50" y="-18" width="36" height="14" rx="5" fill="${tones.blue.base}"/><rect x="-50" y="-18" width="36" height="4" rx="2" fill="${tones.blue.light}"/><path d="M-16 -20h10v18h-10Z" fill="${tones.blue.shade}"/><rect x="-8" y="-21" width="4" height="20" rx="2" fill="${lit ? '#fff7c8' : tones.metal.base}"/><rect x="-36" y="-4" width="10" height="4" fill="${tones.blue.shade}"/>`,
    );
  },
  light: ({ size, lit = false }) => (lit ? { x: size * 0.5, y: -size * 0.15, radius: size * 2.4 } : null),
};
