import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;

/** A door in its frame, with a round handle; 'open', swung in onto a rainy evening outside. */
export const door: PropDefinition = {
  variants: ['closed', 'open'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'open'
        ? // Open onto a rainy evening outside, the step and the rain showing through it: a dark opening read as a cupboard.
          [
            `<rect x="-34" y="-200" width="68" height="200" fill="#56678a"/><rect x="-34" y="-200" width="68" height="60" fill="#46567a"/>`,
            `<rect x="-34" y="-56" width="68" height="56" fill="#6b7480"/><rect x="-34" y="-10" width="68" height="10" fill="${w.shade}"/>`,
            `<path d="M-26 -190l-4 14M-8 -176l-4 14M12 -188l-4 14M26 -160l-4 14M-20 -140l-4 14M4 -124l-4 14M22 -108l-4 14M-14 -96l-4 14M10 -80l-4 14" stroke="#c9d6e6" stroke-width="2.4" stroke-linecap="round" opacity=".8"/>`,
            `<rect x="-40" y="-206" width="80" height="206" fill="none" stroke="${w.shade}" stroke-width="8"/>`,
            `<path d="M-34 -200l-22 12v188h22Z" fill="${w.base}"/><circle cx="-50" cy="-100" r="3.5" fill="${tones.yellow.base}"/>`,
          ].join('')
        : `<rect x="-40" y="-206" width="80" height="206" fill="${w.shade}"/><rect x="-34" y="-200" width="68" height="200" fill="${w.base}"/><rect x="-26" y="-190" width="52" height="70" rx="3" fill="${w.light}" opacity=".5"/><rect x="-26" y="-104" width="52" height="90" rx="3" fill="${w.light}" opacity=".5"/><circle cx="24" cy="-100" r="5" fill="${tones.yellow.base}"/>`,
    ),
};
