import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A camping lantern with a handle; lit, its glass glows with a warm halo. The handle is a tall wire loop and the
 * hand closes round its top, so the loop shows under the fist down to the cap: gripped just over a low loop, the
 * fist sat on the cap and the lantern read as floating beside the hand.
 */
export const lantern: PropDefinition = {
  grip: 1.06,
  variants: [],
  draw: ({ size, lit = true }) => {
    const light = lit ? '<circle cy="-44" r="44" fill="#ffd66e" opacity=".3"/>' : '';
    return scaled(
      size,
      `${light}<path d="M-13 -84C-15 -124 15 -124 13 -84" stroke="${tones.metal.shade}" stroke-width="5" fill="none"/><rect x="-22" y="-86" width="44" height="10" rx="4" fill="${tones.red.base}"/><rect x="-18" y="-76" width="36" height="62" rx="8" fill="${lit ? '#ffe48a' : '#cfe2ec'}"/><path d="M-8 -76v62M8 -76v62" stroke="${tones.red.shade}" stroke-width="3"/>${lit ? '<path d="M0 -30q8-10 0-24q-8 14 0 24Z" fill="#ff9f1c"/>' : ''}<rect x="-24" y="-14" width="48" height="14" rx="5" fill="${tones.red.base}"/><rect x="-24" y="-14" width="48" height="4" rx="2" fill="${tones.red.light}"/>`,
    );
  },
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 0.45, radius: size * 3.2 } : null),
};
