import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A rice-cake seller's scissors, held upright by the handles: the fist closes round the red rings and the blades point
 * down below it; 100 tall. (Held at the pivot, with the rings standing up over the fist, a critic saw them held by the
 * blades: r89, p17.)
 */
export const riceCakeScissors: PropDefinition = {
  grip: 0.78,
  halfWidth: 0.2,
  variants: [],
  draw: ({ size }) => {
    const red = tones.red;
    const blade = '#b9c0c9';
    const edge = '#7d8590';
    return scaled(
      size,
      [
        `<path d="M-3 -56L-9 -2L-5 0L2 -54Z" fill="${blade}" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>`,
        `<path d="M3 -56L9 -2L5 0L-2 -54Z" fill="${blade}" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>`,
        `<circle cx="0" cy="-56" r="3" fill="${edge}"/>`,
        `<path d="M-2 -58L-10 -70M2 -58L10 -70" stroke="${red.shade}" stroke-width="5" stroke-linecap="round"/>`,
        `<ellipse cx="-12" cy="-82" rx="9" ry="13" fill="none" stroke="${red.base}" stroke-width="6"/>`,
        `<ellipse cx="12" cy="-82" rx="9" ry="13" fill="none" stroke="${red.base}" stroke-width="6"/>`,
      ].join(''),
    );
  },
};
