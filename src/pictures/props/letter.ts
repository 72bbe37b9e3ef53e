import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A letter or card in an envelope, lying flat or standing as a card. */
export const letter: PropDefinition = {
  variants: ['envelope', 'card'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'card'
        ? `<path d="M-40 0V-70L0 -76V-6Z" fill="${tones.pink.shade}"/><path d="M0 -6V-76L40 -70V0Z" fill="${tones.pink.base}"/><path d="M20 -50l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1Z" fill="${tones.yellow.base}"/>`
        : `<rect x="-46" y="-60" width="92" height="60" rx="4" fill="${tones.paper.base}"/><path d="M-46 -60L0 -26L46 -60" stroke="${tones.paper.shade}" stroke-width="3" fill="none"/><path d="M-46 0L-10 -30M46 0L10 -30" stroke="${tones.paper.shade}" stroke-width="2"/><circle cy="-26" r="7" fill="${tones.red.base}"/>`,
    ),
};
