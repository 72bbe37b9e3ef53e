import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * Just the little round door between a tree's roots, flung open: a round doorway ringed with pale stones, warm
 * light pouring out, the round wooden door (with its planks and knob) swung back against the root on the
 * right, and a doorstep of light on the ground.
 */
function doorOpen(): string {
  const roots = `<path d="M-54 0q16-4 24-20q10-30 30-30t30 30q8 16 24 20Z" fill="${tones.darkWood.base}"/><path d="M-50 0q14-6 20-16M50 0q-14-6-20-16" stroke="${tones.darkWood.shade}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const stones = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI * (i / 10);
    const x = Math.round(-Math.cos(a) * 24 * 10) / 10;
    const y = Math.round((-20 - Math.sin(a) * 22) * 10) / 10;
    return `<ellipse cx="${x}" cy="${y}" rx="4.2" ry="3.2" fill="${i % 2 ? tones.stone.base : tones.stone.light}"/>`;
  }).join('');
  const doorway = `<path d="M-20 0v-20a20 20 0 0 1 40 0v20Z" fill="#ffd66e"/><path d="M-12 0v-18a12 12 0 0 1 24 0v18Z" fill="#fff0a8"/>`;
  const door = `<path d="M24 0v-22q0-18 13-24q5 10 5 24v22Z" fill="${tones.wood.base}"/><path d="M30 -2v-28M36 -2v-34" stroke="${tones.wood.shade}" stroke-width="1.6"/><circle cx="27" cy="-18" r="2.2" fill="${tones.yellow.shade}"/>`;
  const step = `<path d="M-30 4h60" stroke="#ffd66e" stroke-width="5" opacity=".55" stroke-linecap="round"/>`;
  return `${roots}${doorway}${stones}${door}${step}`;
}

/** A hedgehog's home: 'stump' is a dark round door under the roots of a tree stump, with leaves in front; 'door-open' the round door above, flung open. */
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
