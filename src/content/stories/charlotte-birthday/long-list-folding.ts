import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const p = tones.paper;

/**
 * Mom's long party list (charlotte-birthday). 'hanging' (c4-p3) is the long strip of paper held at its
 * folded-over top and hanging straight down with its ten lines. 'folded' (c2-p1) is the same strip folded
 * up fast into a thick little packet, its many folds showing as a zigzag edge, a blue line peeking out, held
 * round its middle. Held at the top or the packet's middle; `size` is about the strip's whole height unfolded.
 */
export const longListFolding: PropDefinition = {
  grip: 0.9,
  variants: ['folded', 'hanging'],
  draw: ({ size, variant }) => {
    if (variant === 'hanging') {
      const rows = Array.from({ length: 10 }, (_, i) => {
        const y = 6 + i * 8.4;
        return `<path d="M-7 ${y}h${[13, 10, 12, 8, 13, 11, 9, 12, 7, 11][i]}" stroke="${tones.blue.base}" stroke-width="1.6" stroke-linecap="round"/>`;
      }).join('');
      // Hung from the grip point (y = -90): the strip runs down to the base, its top folded over once.
      return scaled(
        size,
        `<g transform="translate(0 -96)"><path d="M-11 0H11V92q-3 3-5.5 0t-5.5 0t-5.5 0t-5.5 0Z" fill="${p.base}"/><path d="M6 0H11V92q-2 2-5 1Z" fill="${p.shade}" opacity=".7"/><path d="M-11 0H11L9 -6H-9Z" fill="${p.shade}"/>${rows}</g>`,
      );
    }
    // Centred on the grip point (y = -90), so the closed hand holds it round its middle.
    const folds = Array.from({ length: 5 }, (_, i) => `<path d="M-19 ${-101 + i * 5}h38" stroke="${p.shade}" stroke-width="1.2"/>`).join('');
    return scaled(
      size,
      `<path d="M-19 -104H19V-76H-19Z" fill="${p.base}"/><path d="M19 -104l4 2.5l-4 2.5l4 2.5l-4 2.5l4 2.5l-4 2.5l4 2.5l-4 2.5l4 2.5l-4 2.5V-76" fill="${p.shade}" stroke="${p.shade}" stroke-width="1"/>${folds}<path d="M-14 -104v-3h10" stroke="${tones.blue.base}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    );
  },
};
