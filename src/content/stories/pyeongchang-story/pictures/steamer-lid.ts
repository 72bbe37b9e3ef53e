import { scaled, type PropDefinition } from '@/pictures';

/**
 * The woven bamboo lid of a rice-cake steamer, lifted and tilted towards the
 * viewer: a round rim with a knob, the weave in rings, and a puff of steam escaping under its edge.
 * 100 wide, about 50 tall; held by its middle.
 */
const bamboo = { base: '#d9b27a', shade: '#b48a54', light: '#f0d5a4' };

export const steamerLid: PropDefinition = {
  grip: 0.45,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        '<g fill="#ffffff" opacity=".7"><circle cx="-30" cy="-4" r="10"/><circle cx="-12" cy="2" r="8"/><circle cx="26" cy="-2" r="9"/></g>',
        `<ellipse cx="0" cy="-24" rx="48" ry="22" fill="${bamboo.shade}"/>`,
        `<ellipse cx="0" cy="-27" rx="44" ry="19" fill="${bamboo.base}"/>`,
        `<ellipse cx="0" cy="-27" rx="32" ry="13" fill="none" stroke="${bamboo.shade}" stroke-width="2"/><ellipse cx="0" cy="-27" rx="20" ry="8" fill="none" stroke="${bamboo.shade}" stroke-width="2"/>`,
        `<path d="M-40 -33q40-14 80 0" stroke="${bamboo.light}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
        `<ellipse cx="0" cy="-29" rx="7" ry="4" fill="${bamboo.shade}"/><ellipse cx="0" cy="-31" rx="5" ry="3" fill="${bamboo.light}"/>`,
      ].join(''),
    ),
};
