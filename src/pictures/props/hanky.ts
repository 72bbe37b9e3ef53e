import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const cloth = tones.paper;

/**
 * A soft white handkerchief with a blue border, bunched in two hands: 'held' ready, 'sneeze' pressed
 * to the nose mid-"achoo" with a puff of little sneeze lines bursting out at both sides. Drawn at
 * the face (after the person) so it covers only the nose and mouth; its base, y = 0, is under the chin.
 */
export const hanky: PropDefinition = {
  variants: ['held', 'sneeze'],
  draw: ({ size, variant }) => {
    const body = [
      `<path d="M-34 -8Q-40 -40 -20 -58Q0 -70 20 -58Q40 -40 34 -8Q0 4 -34 -8Z" fill="${cloth.base}"/>`,
      `<path d="M20 -58Q40 -40 34 -8Q20 -2 8 -4Q22 -30 20 -58Z" fill="${cloth.shade}"/>`,
      `<path d="M-20 -58Q0 -70 20 -58Q0 -60 -14 -50Z" fill="${cloth.light}"/>`,
      `<path d="M-34 -8Q0 4 34 -8" stroke="${tones.blue.base}" stroke-width="4" fill="none"/>`,
      `<path d="M-30 -14L-40 2L-24 -4Z" fill="${cloth.base}"/><path d="M30 -14L40 2L24 -4Z" fill="${cloth.shade}"/>`,
    ].join('');
    const burst =
      variant === 'sneeze'
        ? `<g stroke="${tones.blue.shade}" stroke-width="4" stroke-linecap="round" fill="none"><path d="M-46 -46l-18 -10M-50 -30h-22M-46 -14l-18 8M46 -46l18 -10M50 -30h22M46 -14l18 8"/></g><g fill="${tones.blue.light}"><circle cx="-76" cy="-42" r="4"/><circle cx="76" cy="-42" r="4"/><circle cx="-70" cy="-8" r="3"/><circle cx="72" cy="-10" r="3"/></g>`
        : '';
    return scaled(size, body + burst);
  },
};
