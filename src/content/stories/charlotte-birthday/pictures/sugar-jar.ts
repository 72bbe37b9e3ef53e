import { scaled, tones, type PropDefinition } from '@/pictures';

/** A glass jar of sugar with a lid. */
export const sugarJar: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<rect x="-34" y="-76" width="68" height="76" rx="14" fill="#d7ecf7" opacity=".9"/><rect x="-30" y="-56" width="60" height="52" rx="10" fill="#fbfaf6"/><path d="M-30 -56q30 -8 60 0" stroke="#e9e5da" stroke-width="3" fill="none"/><rect x="-26" y="-90" width="52" height="16" rx="5" fill="${tones.red.base}"/><rect x="-26" y="-90" width="52" height="5" rx="2" fill="${tones.red.light}"/><path d="M-24 -70v50" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>`,
    ),
};
