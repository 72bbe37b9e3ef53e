import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A round bush dotted with red berries. */
export const berryBush: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const berries = [
      [-30, -30],
      [-14, -50],
      [6, -40],
      [22, -58],
      [30, -26],
      [-2, -20],
      [-22, -60],
    ].map(
      ([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${tones.red.base}"/><circle cx="${x! - 1.5}" cy="${y! - 1.5}" r="1.4" fill="${tones.red.light}"/>`,
    );
    return scaled(
      size,
      `<g fill="${tones.green.shade}"><circle cx="-26" cy="-30" r="26"/><circle cx="26" cy="-30" r="26"/><circle cx="0" cy="-48" r="32"/><rect x="-50" y="-30" width="100" height="30" rx="14"/></g><g fill="${tones.green.base}"><circle cx="-20" cy="-40" r="18"/><circle cx="8" cy="-56" r="20"/></g>${berries.join('')}`,
    );
  },
};
