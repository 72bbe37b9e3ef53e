import { scaled, type PropDefinition } from '@/pictures';

/**
 * A smartphone standing upright: screen lit, or 'at-ear', pressed to an ear with its screen to the face, so we see
 * its dark back with the camera at the top (its lit screen turned to us read as showing a photo, not a call).
 */
export const phone: PropDefinition = {
  variants: ['at-ear'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'at-ear'
        ? `<rect x="-22" y="-100" width="44" height="100" rx="10" fill="#3c4a5c"/><rect x="8" y="-96" width="10" height="92" rx="5" fill="#56657a"/><circle cx="-8" cy="-86" r="5" fill="#1f2733"/><circle cx="-8" cy="-86" r="2" fill="#77818f"/>`
        : `<rect x="-26" y="-100" width="52" height="100" rx="10" fill="#3c4a5c"/><rect x="-21" y="-92" width="42" height="80" rx="4" fill="#a5d4fb"/><rect x="-14" y="-84" width="28" height="14" rx="3" fill="#fff" opacity=".7"/><rect x="-14" y="-64" width="20" height="8" rx="3" fill="#fff" opacity=".5"/><circle cy="-6" r="3" fill="#77818f"/>`,
    ),
};
