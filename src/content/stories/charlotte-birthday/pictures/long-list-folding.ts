import { scaled, tones, type PropDefinition } from '@/pictures';

const p = tones.paper;

/**
 * Mom's long party list (charlotte-birthday). 'hanging' (c4-p3) is the long strip of paper held at its folded-over top
 * and hanging straight down with its ten lines. 'folding' (c2-p1) is the same strip half folded up, held by the folded
 * packet at its top, the rest still hanging. `size` is about the strip's whole height unfolded. One hand takes it by
 * its near edge, at the top of the hanging strip or of the folded packet, so the fingers wrap round the edge (a fist in
 * the middle of the sheet read as a hand stuck on its front like a sticker).
 */
export const longListFolding: PropDefinition = {
  grip: 0.9,
  gripPoint: { x: 0.12, y: 0.9 },
  variants: ['folding', 'hanging'],
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
    // Being folded up fast (the words: "Mom was reading a long list. She folded it up fast"): the top half already
    // folded into a packet in her hand, its layers showing at its top edge, the rest of the strip still hanging below it
    // with its lines. (Already pushed into her jeans pocket, a critic saw only a little card there and no folding:
    // blind critic r72, p4.)
    const lines = [-88, -82, -76]
      .map((y, i) => `<path d="M-10 ${y}h${[15, 11, 13][i]}" stroke="${tones.blue.base}" stroke-width="2.2" stroke-linecap="round"/>`)
      .join('');
    const hanging = [-62, -55, -48, -41]
      .map((y, i) => `<path d="M-7 ${y}h${[12, 9, 13, 8][i]}" stroke="${tones.blue.base}" stroke-width="1.6" stroke-linecap="round"/>`)
      .join('');
    return scaled(
      size,
      `<path d="M-11 -72H11V-34q-3 3-5.5 0t-5.5 0t-5.5 0t-5.5 0Z" fill="${p.base}"/><path d="M6 -72H11V-34Q8 -32 6 -34Z" fill="${p.shade}" opacity=".7"/>${hanging}` +
        `<path d="M-13 -98H15V-70H-13Z" fill="${p.shade}"/><path d="M-15 -95H13V-68H-15Z" fill="${p.base}" stroke="${p.shade}" stroke-width="1.2"/>${lines}` +
        `<path d="M-15 -68H13L11 -64H-13Z" fill="${p.shade}"/>`,
    );
  },
};
