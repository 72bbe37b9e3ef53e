import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const heart = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y + r * 0.9}c${-r * 1.6} ${-r} ${-r * 1.3} ${-r * 2.4} 0 ${-r * 1.5}c${r * 1.3} ${-r * 0.9} ${r * 1.6} ${r * 0.5} 0 ${r * 1.5}Z" fill="${tones.pink.shade}"/><path d="M${x - r * 0.45} ${y - r * 0.2}q0 ${-r * 0.35} ${r * 0.3} ${-r * 0.4}" stroke="${tones.pink.light}" stroke-width="${r * 0.25}" fill="none" stroke-linecap="round"/>`;

/**
 * Two hedgehogs hugging nose to nose (forest-adventure: Bramble and her mom), drawn where their
 * noses meet: the mom's front paw wrapped over her child's head onto its back (list it after the
 * child and before the mom, so the paw comes from behind the mom's face), and little hearts rising
 * between them. The kit's hedgehogs have no arms, so the hug's paws are this prop's.
 */
export const hedgehogHug: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M20 -26Q-6 -56 -44 -42" stroke="#cfae88" stroke-width="11" stroke-linecap="round" fill="none"/><path d="M20 -26Q-6 -56 -44 -42" stroke="#f1dcc0" stroke-width="7" stroke-linecap="round" fill="none"/><circle cx="-44" cy="-42" r="5.5" fill="#f1dcc0" stroke="#cfae88" stroke-width="2"/>${heart(-6, -74, 7)}${heart(12, -92, 9)}${heart(-2, -114, 6)}`,
    ),
};
