import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A desk with a drawer and a little lamp. */
export const desk: PropDefinition = {
  variants: [],
  draw: ({ size, lit = false }) =>
    scaled(
      size,
      `<rect x="-46" y="-64" width="10" height="64" fill="${w.shade}"/><rect x="10" y="-64" width="36" height="64" fill="${w.base}"/><path d="M14 -44h28M14 -22h28" stroke="${w.shade}" stroke-width="2"/><circle cx="28" cy="-52" r="2" fill="${w.shade}"/><rect x="-50" y="-70" width="100" height="8" rx="3" fill="${w.light}"/>${lit ? '<circle cx="-26" cy="-90" r="22" fill="#ffd66e" opacity=".3"/>' : ''}<path d="M-26 -70v-16l8-10" stroke="${tones.metal.shade}" stroke-width="3" fill="none"/><path d="M-26 -100l18 4-6 12Z" fill="${tones.green.base}"/>`,
    ),
};
