import { scaled, type PropDefinition } from '@/pictures';

/**
 * A smartphone standing upright with its screen dark: no calls, no messages. 'back' shows its back, in a lilac case
 * with its camera at the top corner: the screen turned to whoever holds it and looks into it. 'tilted' turns it a
 * quarter away, its dark screen narrowed in its lilac case and tipped back up toward the eyes over it, its thick edge
 * on the near side: a phone looked into, that we still see is a phone with nothing on it (its flat back read as a
 * lilac card held up to us).
 */
export const silentPhone: PropDefinition = {
  // Cupped from below in the fingers, its screen above them (held by the middle, the fist lay over the dark screen).
  grip: 0.08,
  variants: ['back', 'tilted'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'tilted'
        ? `<path d="M-22 -94Q-22 -99 -17 -98L12 -91Q17 -90 17 -85V-9Q17 -4 12 -5L-17 -11Q-22 -12 -22 -17Z" fill="#8a6fb0"/>` +
            `<path d="M17 -85Q17 -90 12 -91L15 -93Q22 -93 23 -87V-10Q23 -5 18 -5L12 -5Q17 -4 17 -9Z" fill="#6b5390"/>` +
            `<path d="M-18 -90L12 -84V-13L-18 -19Z" fill="#1d2430"/>` +
            `<path d="M-14 -86L-4 -84L-14 -62Z" fill="#fff" opacity=".14"/>` +
            `<circle cx="-2" cy="-14" r="2" fill="#b79ad6"/>`
        : variant === 'back'
          ? `<rect x="-26" y="-100" width="52" height="100" rx="10" fill="#8a6fb0"/><rect x="-23" y="-97" width="46" height="94" rx="8" fill="#b79ad6"/><rect x="-18" y="-92" width="17" height="24" rx="5" fill="#5d4a7a"/><circle cx="-9.5" cy="-86" r="4" fill="#1d2430"/><circle cx="-9.5" cy="-74" r="4" fill="#1d2430"/><circle cx="-10.5" cy="-87" r="1.2" fill="#fff" opacity=".6"/><circle cx="-10.5" cy="-75" r="1.2" fill="#fff" opacity=".6"/><path d="M10 -90 L18 -90 L18 -20 L10 -30 Z" fill="#fff" opacity=".14"/>`
          : `<rect x="-26" y="-100" width="52" height="100" rx="10" fill="#3c4a5c"/><rect x="-21" y="-92" width="42" height="80" rx="4" fill="#1d2430"/><path d="M-17 -88 L-4 -88 L-17 -62 Z" fill="#fff" opacity=".12"/><circle cy="-6" r="3" fill="#77818f"/>`,
    ),
};
