import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** The big oak as a prop: a broad trunk on roots, a wide crown, a hollow between the roots. */
export const oakTree: PropDefinition = {
  landmark: true,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-26 0q14-6 14-30t2-50h24q0 26 2 50t14 30Z" fill="${tones.darkWood.base}"/><path d="M6 -80h8q0 26 2 50t14 30H14q-8-20-8-80Z" fill="${tones.darkWood.shade}"/><ellipse cx="0" cy="-6" rx="7" ry="6" fill="#3b2a1f"/><g fill="#3f7a3a"><circle cx="-30" cy="-100" r="28"/><circle cx="30" cy="-98" r="28"/><circle cx="0" cy="-120" r="34"/></g><g fill="#5a9a4a"><circle cx="-20" cy="-114" r="22"/><circle cx="20" cy="-118" r="22"/></g><g fill="#7cbf62"><circle cx="-24" cy="-122" r="8"/><circle cx="14" cy="-132" r="9"/></g>`,
    ),
};
