import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

const w = tones.wood;
const dark = '#7a5232';

const c = tones.cream;
/** Small spots over the cloth's front in staggered rows, so a wide fall of cloth reads as cloth and not as a blank wall. */
const spots = `<g fill="${tones.pink.light}" opacity=".9">${[-58, -47, -36, -25]
  .flatMap((y, row) => Array.from({ length: 8 }, (_, i) => `<circle cx="${-45 + i * 12.5 + (row % 2) * 6}" cy="${y}" r="1.7"/>`))
  .join('')}</g>`;
/** The cloth: over the top's trapezoid, then down the front in a wavy hem, shaded in its folds and under the top's edge. */
const cloth =
  `<path d="M-51 -70L-43 -78H43L51 -70Z" fill="${c.light}"/>` +
  `<path d="M-52 -71H52L55 -7Q48 -3 41 -7T27 -7T13 -7T-1 -7T-15 -7T-29 -7T-43 -7Q-50 -4 -55 -7Z" fill="${c.base}"/>` +
  `<path d="M-52 -71H52L52.5 -66H-52.5Z" fill="${c.shade}" opacity=".7"/>` +
  `<path d="M-33 -66Q-35 -38 -38 -8M-9 -66Q-9 -38 -9 -7M17 -66Q19 -38 20 -7M41 -66Q44 -38 48 -8" stroke="${c.shade}" stroke-width="3" fill="none" opacity=".6"/>` +
  `<path d="M-54.2 -17Q-27 -15 0 -17T54.2 -17" stroke="${tones.pink.base}" stroke-width="3" fill="none" opacity=".8"/>` +
  spots;

/**
 * A wooden table, its top at y = -70 of a 100-wide table: a thick top with grain and a lit front edge, an
 * apron under it, tapered front legs lit on the left and shaded on the right, and the back legs in shadow
 * behind, so it stands as furniture and not as a flat brown sign. `cloth`: a spotted cloth over it, hanging in
 * folds to just above the floor with a band above its hem, so people standing behind it show from the waist up,
 * as in a picture book, and their feet never stand among its legs (the table is shallow: a step behind it,
 * their shoes came down between its front legs and they read as standing inside it).
 */
export const table: PropDefinition = {
  variants: ['bare', 'cloth'],
  // The top's front edge, its thick rim's upper line (y = -71 below).
  handsRest: { front: 0.71, halfWidth: 0.5 },
  draw: ({ size, variant }) => {
    const leg = (x: number) =>
      `<path d="M${x - 4} -62h8l-1.5 58q0 4-2.5 4t-2.5-4Z" fill="${w.base}"/><path d="M${x + 1} -62h3l-1.5 58q0 4-2.5 4Z" fill="${w.shade}"/>`;
    const back = `<path d="M-33 -62v54M33 -62v54" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>`;
    const apron = `<rect x="-44" y="-63" width="88" height="10" fill="${w.shade}"/><path d="M-44 -53.5h88" stroke="${dark}" stroke-width="1.5" opacity=".6"/>`;
    const top = `<path d="M-50 -70L-42 -78H42L50 -70Z" fill="${w.light}"/><path d="M-38 -75.5h34M-6 -73h40M-30 -71.5h18" stroke="${w.base}" stroke-width="1" opacity=".7"/><rect x="-50" y="-71" width="100" height="9" rx="3" fill="${w.base}"/><rect x="-50" y="-65" width="100" height="3" rx="1.5" fill="${w.shade}"/><path d="M-48 -70.3h96" stroke="${w.light}" stroke-width="1.2"/>`;
    if (variant !== 'cloth') return scaled(size, `${back}${apron}${leg(-40)}${leg(40)}${top}`);
    return scaled(size, `${back}${leg(-40)}${leg(40)}${cloth}`);
  },
};
