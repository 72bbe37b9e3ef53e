import { scaled, tones, type PropDefinition } from '@/pictures';

const r = tones.red;

/** A red rubber ball: a round red ball with a curved seam and a shine, resting on y = 0. */
export const redBall: PropDefinition = {
  grip: 0.5,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<circle cy="-50" r="48" fill="${r.base}"/><path d="M20 -94a48 48 0 0 1 0 88a48 48 0 0 0 0-88Z" fill="${r.shade}"/><path d="M-40 -76q40 22 80 0M-40 -24q40-22 80 0" stroke="${r.shade}" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="-18" cy="-72" rx="12" ry="8" fill="${r.light}" transform="rotate(-30 -18 -72)"/>`,
    ),
};
