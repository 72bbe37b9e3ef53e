import { scaled, type PropDefinition } from '@/pictures';

const mud = { base: '#8c6240', shade: '#6e4a2f', light: '#b8926a' };

/** A muddy, slippery stretch of path lying flat in perspective: dark wet mud with shiny smears and slide marks. */
export const mudPatch: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="scale(1 .6)"><path d="M-50 -4q4-10 22-12q10-8 30-6q22-4 38 4q12 6 10 14q-2 6-14 5q-20 3-40 0q-24 3-40 0q-8-1-6-5Z" fill="${mud.base}"/><path d="M-46 -3q20 4 44 1q24 3 44-1q-4 6-14 6q-20 2-40 0q-22 2-34-6Z" fill="${mud.shade}"/><path d="M-30 -12q10-3 22-2M6 -16q12-2 24 2M-12 -6q8 1 18 0" stroke="${mud.light}" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M20 -8q8-6 18-4" stroke="${mud.shade}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`,
    ),
};
