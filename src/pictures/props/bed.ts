import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A child's bed with a pillow and a blanket, headboard on the left. */
export const bed: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<rect x="-50" y="-70" width="12" height="70" rx="4" fill="${w.shade}"/><rect x="-40" y="-32" width="90" height="24" rx="4" fill="${w.base}"/><rect x="44" y="-40" width="8" height="40" rx="3" fill="${w.shade}"/><rect x="-38" y="-46" width="88" height="16" rx="6" fill="#fff"/><rect x="-36" y="-56" width="28" height="14" rx="6" fill="${tones.cream.base}"/><path d="M-10 -48h60v20h-60q-6-10 0-20Z" fill="${tones.blue.base}"/><path d="M-10 -34h60v6h-60Z" fill="${tones.blue.shade}"/>`,
    ),
};
