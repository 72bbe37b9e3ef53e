import { scaled, type PropDefinition } from '@/pictures';

/**
 * The last tear on Leo's near cheek, just under the eye, where Charlotte's thumb wipes it (c7-p2): worn (`wearing`,
 * its origin on the crown of a child's head facing front, size 100 ≈ the scene's units) so it stays on the cheek in
 * both compositions. A drop pointed at the top with a glint, in the face's own tear blue, with a short wet trail up
 * to the eye, so it reads as a tear running and not a freckle. Her hand, drawn after him, lies over its edge.
 */
export const cheekTear: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-5.5 21q-.4 2.5 -.1 4" stroke="#6ec3f4" stroke-width="1.2" stroke-linecap="round" fill="none" opacity=".8"/>` +
        `<path d="M-5.4 24Q-3.6 26.8 -3.7 28.2A1.8 1.8 0 1 1 -7.1 28.2Q-7.2 26.8 -5.4 24Z" fill="#6ec3f4" stroke="#3f93c9" stroke-width=".4"/>` +
        `<circle cx="-6" cy="27.9" r=".55" fill="#fff"/>`,
    ),
};
