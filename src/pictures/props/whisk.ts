import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A balloon whisk lying on its side. */
export const whisk: PropDefinition = {
  grip: 0.2,
  variants: [],
  draw: ({ size }) => {
    const wires = [-10, -5, 0, 5, 10].map(
      (d) => `<path d="M-8 -10Q20 ${-10 + d * 2.6} 50 -10Q20 ${-10 - d * 0.4} -8 -10" stroke="${tones.metal.shade}" stroke-width="1.6" fill="none"/>`,
    );
    return scaled(
      size,
      `${wires.join('')}<rect x="-50" y="-15" width="44" height="10" rx="5" fill="${tones.red.base}"/><rect x="-50" y="-15" width="44" height="3" rx="1.5" fill="${tones.red.light}"/>`,
    );
  },
};
