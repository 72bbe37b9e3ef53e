import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

const bark = tones.darkWood;

/** A wide tree stump on its roots, the cut top showing its rings. */
export const treeStump: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 0q12-4 16-12v-26h68v26q4 8 16 12Z" fill="${bark.base}"/><path d="M14 -38h20v26q4 8 16 12H20q-6-16-6-38Z" fill="${bark.shade}"/><path d="M-24 -30v22M-6 -32v26M22 -30v20" stroke="${bark.shade}" stroke-width="2.5" stroke-linecap="round"/><ellipse cy="-38" rx="34" ry="9" fill="${tones.wood.light}"/><ellipse cy="-38" rx="24" ry="6" fill="none" stroke="${tones.wood.base}" stroke-width="1.5"/><ellipse cy="-38" rx="13" ry="3.4" fill="none" stroke="${tones.wood.base}" stroke-width="1.5"/><ellipse cy="-38" rx="3" ry="1" fill="${tones.wood.shade}"/>`,
    ),
};
