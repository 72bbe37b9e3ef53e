import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A striped paper party cone with a pompom; about 40 wide on a child's head. */
export const partyHat: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<path d="M-40 -4L0 -120L40 -4Q0 8 -40 -4Z" fill="${tones.blue.base}"/>`,
        `<path d="M0 -120L40 -4Q24 0 14 2Z" fill="${tones.blue.shade}"/>`,
        `<path d="M-30 -32Q0 -22 30 -32L24 -50Q0 -42 -24 -50ZM-17 -70Q0 -64 17 -70L11 -88Q0 -84 -11 -88Z" fill="${tones.yellow.base}"/>`,
        `<g fill="${tones.pink.base}"><circle cx="-6" cy="-104" r="3"/><circle cx="8" cy="-60" r="3.5"/><circle cx="-12" cy="-16" r="4"/><circle cx="18" cy="-14" r="4"/></g>`,
        `<circle cy="-124" r="12" fill="${tones.pink.base}"/><circle cx="4" cy="-120" r="7" fill="${tones.pink.shade}"/><circle cx="-4" cy="-128" r="4" fill="${tones.pink.light}"/>`,
      ].join(''),
    ),
};
