import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A door in its frame, with a round handle. */
export const door: PropDefinition = {
  variants: ['closed', 'open'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'open'
        ? `<rect x="-34" y="-200" width="68" height="200" fill="#3b3440"/><rect x="-40" y="-206" width="80" height="206" fill="none" stroke="${w.shade}" stroke-width="8"/><path d="M-34 -200l-14 10v190l14 0Z" fill="${w.base}"/>`
        : `<rect x="-40" y="-206" width="80" height="206" fill="${w.shade}"/><rect x="-34" y="-200" width="68" height="200" fill="${w.base}"/><rect x="-26" y="-190" width="52" height="70" rx="3" fill="${w.light}" opacity=".5"/><rect x="-26" y="-104" width="52" height="90" rx="3" fill="${w.light}" opacity=".5"/><circle cx="24" cy="-100" r="5" fill="${tones.yellow.base}"/>`,
    ),
};
