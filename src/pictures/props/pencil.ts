import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/**
 * A stubby pencil, held point down: yellow body, bare wood and a grey point, a pink eraser on top. Its point leans
 * right ('point-right', the first and so the one drawn unnamed), or left ('point-left') in the hand of someone writing
 * to their left (leaning right there, its eraser was on the paper and its point at the writer's chest: blind critic
 * r73, forest p12).
 */
export const pencil: PropDefinition = {
  grip: 0.5,
  variants: ['point-right', 'point-left'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      `<g transform="rotate(${variant === 'point-left' ? 25 : -25})"><path d="M-9 -30h18v-8h-18Z" fill="${tones.pink.base}"/><rect x="-9" y="-32" width="18" height="4" fill="${tones.metal.base}"/><rect x="-9" y="-28" width="18" height="42" fill="${tones.yellow.base}"/><rect x="3" y="-28" width="6" height="42" fill="${tones.yellow.shade}"/><path d="M-9 14L0 36L9 14Z" fill="${tones.wood.light}"/><path d="M-3 28L0 36L3 28Z" fill="#4a4650"/></g>`,
    ),
};
