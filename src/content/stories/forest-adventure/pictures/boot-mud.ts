import { scaled, type PropDefinition } from '@/pictures';

const mud = { base: '#6b4a2f', shade: '#553a24', light: '#8a6744' };

/**
 * Mud over the lower boots: a wavy band round the soles and drips down from it (the round clots drawn up the shins
 * hung in the air beside the boots, a critic read them as floating).
 */
const splashes = `<path d="M-38 -2q0-14 8-16q6 8 12 0q6 8 12 0q6 8 12 0q6 8 12 0q6 8 12 0q8 2 8 16q0 4-6 4h-64q-6 0-6-4Z" fill="${mud.base}"/><path d="M-36 -4h72" stroke="${mud.shade}" stroke-width="4" stroke-linecap="round"/><path d="M-4 -18q3 8 0 14M22 -18q3 6 0 12" stroke="${mud.shade}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

/**
 * Mud splashed on a pair of boots, from a muddy path on: laid
 * over a standing person's feet, listed after them, `size` about twice the width across both boots.
 * The kit's boots come in one clean colour, so the mud is drawn over them.
 */
export const bootMud: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, splashes),
};
