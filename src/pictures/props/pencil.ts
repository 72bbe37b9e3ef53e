import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/** A stubby pencil, held point down: yellow body, bare wood and a grey point, a pink eraser on top. */
export const pencil: PropDefinition = {
  grip: 0.5,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="rotate(-25)"><path d="M-9 -30h18v-8h-18Z" fill="${tones.pink.base}"/><rect x="-9" y="-32" width="18" height="4" fill="${tones.metal.base}"/><rect x="-9" y="-28" width="18" height="42" fill="${tones.yellow.base}"/><rect x="3" y="-28" width="6" height="42" fill="${tones.yellow.shade}"/><path d="M-9 14L0 36L9 14Z" fill="${tones.wood.light}"/><path d="M-3 28L0 36L3 28Z" fill="#4a4650"/></g>`,
    ),
};
