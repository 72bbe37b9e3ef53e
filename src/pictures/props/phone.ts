import { scaled } from './kit';
import type { PropDefinition } from './types';

/** A smartphone standing upright, screen lit. */
export const phone: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<rect x="-26" y="-100" width="52" height="100" rx="10" fill="#3c4a5c"/><rect x="-21" y="-92" width="42" height="80" rx="4" fill="#a5d4fb"/><rect x="-14" y="-84" width="28" height="14" rx="3" fill="#fff" opacity=".7"/><rect x="-14" y="-64" width="20" height="8" rx="3" fill="#fff" opacity=".5"/><circle cy="-6" r="3" fill="#77818f"/>`,
    ),
};
