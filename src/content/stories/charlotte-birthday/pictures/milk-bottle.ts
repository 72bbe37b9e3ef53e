import { scaled, tones, type PropDefinition } from '@/pictures';

/** A glass bottle of milk with a blue cap and a label, standing on a fridge shelf: narrow neck, white milk to the shoulder. */
export const milkBottle: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-18 0q-6 0-6-6V-78q0-10 8-16v-22h32v22q8 6 8 16V-6q0 6-6 6Z" fill="#d7ecf7" opacity=".9"/><path d="M-20 -4V-76q0-8 7-13h26q7 5 7 13V-4Z" fill="#ffffff"/><rect x="-18" y="-132" width="36" height="18" rx="4" fill="${tones.blue.base}"/><rect x="-18" y="-132" width="36" height="5" rx="2" fill="${tones.blue.light}"/><rect x="-20" y="-56" width="40" height="26" rx="3" fill="${tones.blue.light}"/><path d="M-12 -43h24" stroke="${tones.blue.shade}" stroke-width="4" stroke-linecap="round"/><path d="M-16 -74v50" stroke="#eef6fb" stroke-width="4" stroke-linecap="round"/>`,
    ),
};
