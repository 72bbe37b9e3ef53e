import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** An open tin box of watercolour paints: the lid up behind, two rows of bright pans and a brush. */
export const paintBox: PropDefinition = {
  grip: 0.2,
  variants: [],
  draw: ({ size }) => {
    const colours = [tones.red, tones.orange, tones.yellow, tones.green, tones.blue, tones.purple];
    const pans = colours
      .map(
        (t, i) =>
          `<rect x="${-40 + (i % 3) * 27}" y="${i < 3 ? -26 : -14}" width="22" height="10" rx="3" fill="${t.base}"/><rect x="${-37 + (i % 3) * 27}" y="${i < 3 ? -25 : -13}" width="8" height="3" rx="1.5" fill="${t.light}"/>`,
      )
      .join('');
    return scaled(
      size,
      `<path d="M-48 -30L-44 -70H44L48 -30Z" fill="${tones.blue.shade}"/><path d="M-40 -36L-37 -64H37L40 -36Z" fill="${tones.blue.light}"/><rect x="-50" y="-32" width="100" height="32" rx="5" fill="${tones.blue.base}"/><rect x="-45" y="-29" width="90" height="26" rx="3" fill="${tones.china.base}"/>${pans}<path d="M30 -44L52 -6" stroke="${tones.wood.base}" stroke-width="4" stroke-linecap="round"/><path d="M28 -48l4 6" stroke="${tones.darkWood.shade}" stroke-width="5" stroke-linecap="round"/>`,
    );
  },
};
