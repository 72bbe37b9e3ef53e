import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A paper gift tag on a string. */
export const giftTag: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-40 -20l20-20h60v40h-60Z" fill="${tones.cream.base}"/><path d="M20 -40h20v40h-20Z" fill="${tones.cream.shade}"/><circle cx="-22" cy="-20" r="4" fill="#fff" stroke="${tones.cream.shade}"/><path d="M-26 -20q-20 -10-24 10" stroke="${tones.red.base}" stroke-width="2" fill="none"/><path d="M-6 -26h30M-6 -16h22" stroke="${tones.red.base}" stroke-width="3" stroke-linecap="round"/>`,
    ),
};
