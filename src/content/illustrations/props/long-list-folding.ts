import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const p = tones.paper;

/**
 * Mom's long party list caught as she folds it up fast (charlotte-birthday, c2-p1): a long strip of
 * paper held across its middle, the lower half hanging down with many written lines (too small to
 * read, so the surprise stays secret), the upper half flipping over toward the viewer, its blank
 * back showing. Held at the fold; `size` is about the strip's whole height unfolded.
 */
export const longListFolding: PropDefinition = {
  grip: 0.9,
  variants: [],
  draw: ({ size }) => {
    const lines = Array.from({ length: 9 }, (_, i) => {
      const y = -82 + i * 9;
      return `<path d="M-14 ${y}h${[26, 20, 24, 16, 26, 22, 18, 24, 14][i]}" stroke="${tones.blue.base}" stroke-width="2.6" stroke-linecap="round"/>`;
    }).join('');
    return scaled(
      size,
      [
        `<path d="M-20 -90H20V-4q-5 5-10 0t-10 0t-10 0t-10 0Z" fill="${p.base}"/>`,
        `<path d="M12 -90H20V-4q-4 4-8 1Z" fill="${p.shade}" opacity=".7"/>`,
        `<path d="M-16 -88h28" stroke="${tones.red.base}" stroke-width="3" stroke-linecap="round"/>`,
        lines,
        // The top half flipping over: its blank back, curled toward us.
        `<path d="M-20 -90Q-26 -120 -14 -150L26 -144Q16 -116 20 -90Z" fill="${p.shade}"/>`,
        `<path d="M-20 -90Q-26 -120 -14 -150" stroke="${p.light}" stroke-width="2" fill="none"/>`,
        `<path d="M-24 -126q-8 -6 -6 -16M32 -124q8 -6 6 -16" stroke="#9aa5b8" stroke-width="2" fill="none" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
};
