import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/** A hedgehog's home: a dark round door under the roots of a tree stump, with leaves in front. */
/** Just the round door between a tree's roots, flung open: warm light inside, the little wooden door swung back. */
function doorOpen(): string {
  return `<path d="M-50 0q14-4 22-18q10-26 28-26t28 26q8 14 22 18Z" fill="${tones.darkWood.base}"/><path d="M-22 0q0-34 22-34t22 34Z" fill="#ffd66e"/><path d="M-14 0q0-24 14-24t14 24Z" fill="#fff0a8"/><path d="M-22 0q0-34 22-34t22 34" stroke="${tones.darkWood.shade}" stroke-width="4" fill="none"/><path d="M22 0q2-30 18-36q6 14 2 36Z" fill="${tones.wood.base}"/><path d="M26 -6q2-20 12-26" stroke="${tones.wood.shade}" stroke-width="2" fill="none"/><circle cx="36" cy="-18" r="2.4" fill="${tones.yellow.shade}"/><path d="M-40 4h80" stroke="#ffd66e" stroke-width="4" opacity=".5" stroke-linecap="round"/>`;
}

export const hedgehogHome: PropDefinition = {
  variants: ['stump', 'door-open'],
  light: ({ size, variant, lit = true }) => (variant === 'door-open' && lit ? { x: 0, y: -size * 0.18, radius: size * 1.6 } : null),
  draw: ({ size, variant }) =>
    variant === 'door-open'
      ? scaled(size, doorOpen())
      : scaled(
          size,
          `<path d="M-50 0q10-10 20-16q4-40 10-60h40q6 20 10 60q10 6 20 16Z" fill="${tones.darkWood.base}"/><ellipse cy="-76" rx="20" ry="6" fill="${tones.wood.light}"/><path d="M-24 0q0-34 24-34t24 34Z" fill="#3b2a1f"/><path d="M-24 0q0-34 24-34" stroke="${tones.darkWood.shade}" stroke-width="4" fill="none"/><g fill="${tones.orange.base}"><ellipse cx="-36" cy="-3" rx="8" ry="3"/><ellipse cx="34" cy="-2" rx="7" ry="3" fill="${tones.yellow.shade}"/><ellipse cx="18" cy="-3" rx="6" ry="2.5" fill="${tones.red.base}"/></g>`,
        ),
};
