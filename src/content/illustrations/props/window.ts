import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A window in a wall; `lit` makes the glass glow warm, as from inside at night. */
export const windowProp: PropDefinition = {
  variants: [],
  draw: ({ size, lit = false }) => scaled(size, `${lit ? '<rect x="-60" y="-130" width="120" height="130" rx="10" fill="#ffd66e" opacity=".25"/>' : ''}<rect x="-46" y="-116" width="92" height="108" fill="${lit ? '#ffd66e' : '#bfe3f7'}"/><rect x="-46" y="-116" width="92" height="108" fill="none" stroke="#fff" stroke-width="8"/><path d="M0 -116v108M-46 -62h92" stroke="#fff" stroke-width="6"/><rect x="-54" y="-8" width="108" height="8" rx="3" fill="${tones.cream.shade}"/>`),
  light: ({ size, lit = false }) => (lit ? { x: 0, y: -size * 0.62, radius: size * 1.1 } : null),
};
