import { scaled, type PropDefinition } from '@/pictures';

/**
 * The last tear on Leo's far cheek, just under the eye, at the fingertips of Charlotte's hand cupping his jaw (c7-p2;
 * on the near cheek, where their faces meet, her hand did not reach it: blind critic r61): worn (`wearing`,
 * its origin on the crown of a child's head facing front, size 100 ≈ the scene's units) so it stays on the cheek in
 * both compositions. A drop pointed at the top with a glint, in the face's own tear blue, with a short wet trail up
 * to the eye, so it reads as a tear running and not a freckle. Her hand, drawn after him, lies over its edge.
 */
export const cheekTear: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M4.1 19.4q-.4 2.5 -.1 4" stroke="#6ec3f4" stroke-width="1.2" stroke-linecap="round" fill="none" opacity=".8"/>` +
        `<path d="M4.2 22.4Q6 25.2 5.9 26.6A1.8 1.8 0 1 1 2.5 26.6Q2.4 25.2 4.2 22.4Z" fill="#6ec3f4" stroke="#3f93c9" stroke-width=".4"/>` +
        `<circle cx="3.6" cy="26.3" r=".55" fill="#fff"/>`,
    ),
};
