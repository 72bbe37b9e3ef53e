import { scaled, type PropDefinition } from '@/pictures';

/**
 * The sun's warmth in the stones under a palm pressed on them: a soft warm glow, deepest in its middle and fading out
 * in rings, with three short warm shimmers rising off it, so "the stones are warm!" shows where the hand lies. About
 * 100 across; its middle at (0, -50), so a scene puts its foot half its size under the palm.
 */
const RINGS = 8;

export const warmGlow: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        ...Array.from({ length: RINGS }, (_, i) => {
          const r = 50 - i * 5;
          const fill = i < 3 ? '#ffd27a' : i < 6 ? '#ffc25a' : '#ffb347';
          return `<ellipse cx="0" cy="-50" rx="${r}" ry="${(r * 0.82).toFixed(1)}" fill="${fill}" opacity=".16"/>`;
        }),
        '<path d="M-22 -86q-5 -6 0 -12t0 -12M0 -94q-5 -6 0 -12t0 -12M22 -86q-5 -6 0 -12t0 -12" stroke="#ffcf6e" stroke-width="4" fill="none" stroke-linecap="round" opacity=".75"/>',
      ].join(''),
    ),
};
