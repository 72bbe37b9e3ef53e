import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A two-seat sofa with cushions. */
export const sofa: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const c = tones.teal;
    return scaled(
      size,
      `<rect x="-44" y="-66" width="88" height="40" rx="12" fill="${c.shade}"/><rect x="-38" y="-36" width="76" height="22" rx="6" fill="${c.base}"/><rect x="-50" y="-46" width="16" height="38" rx="7" fill="${c.base}"/><rect x="34" y="-46" width="16" height="38" rx="7" fill="${c.base}"/><rect x="-30" y="-58" width="24" height="18" rx="6" fill="${tones.yellow.base}"/><rect x="-44" y="-10" width="6" height="10" fill="${w.shade}"/><rect x="38" y="-10" width="6" height="10" fill="${w.shade}"/><path d="M-36 -34h72" stroke="${c.light}" stroke-width="2"/>`,
    );
  },
};
