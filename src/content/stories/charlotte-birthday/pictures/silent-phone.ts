import { scaled, type PropDefinition } from '@/pictures';

/** A smartphone standing upright with its screen dark: no calls, no messages. */
export const silentPhone: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<rect x="-26" y="-100" width="52" height="100" rx="10" fill="#3c4a5c"/><rect x="-21" y="-92" width="42" height="80" rx="4" fill="#1d2430"/><path d="M-17 -88 L-4 -88 L-17 -62 Z" fill="#fff" opacity=".12"/><circle cy="-6" r="3" fill="#77818f"/>`,
    ),
};
