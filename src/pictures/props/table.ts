import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

const w = tones.wood;
const dark = '#7a5232';

/**
 * A wooden table, its top at y = -70 of a 100-wide table: a thick top with grain and a lit front edge, an
 * apron under it, tapered front legs lit on the left and shaded on the right, and the back legs in shadow
 * behind, so it stands as furniture and not as a flat brown sign.
 */
export const table: PropDefinition = {
  variants: [],
  // The top's front edge, its thick rim's upper line (y = -71 below).
  handsRest: { front: 0.71, halfWidth: 0.5 },
  draw: ({ size }) => {
    const leg = (x: number) =>
      `<path d="M${x - 4} -62h8l-1.5 58q0 4-2.5 4t-2.5-4Z" fill="${w.base}"/><path d="M${x + 1} -62h3l-1.5 58q0 4-2.5 4Z" fill="${w.shade}"/>`;
    const back = `<path d="M-33 -62v54M33 -62v54" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>`;
    const apron = `<rect x="-44" y="-63" width="88" height="10" fill="${w.shade}"/><path d="M-44 -53.5h88" stroke="${dark}" stroke-width="1.5" opacity=".6"/>`;
    const top = `<path d="M-50 -70L-42 -78H42L50 -70Z" fill="${w.light}"/><path d="M-38 -75.5h34M-6 -73h40M-30 -71.5h18" stroke="${w.base}" stroke-width="1" opacity=".7"/><rect x="-50" y="-71" width="100" height="9" rx="3" fill="${w.base}"/><rect x="-50" y="-65" width="100" height="3" rx="1.5" fill="${w.shade}"/><path d="M-48 -70.3h96" stroke="${w.light}" stroke-width="1.2"/>`;
    return scaled(size, `${back}${apron}${leg(-40)}${leg(40)}${top}`);
  },
};
