import { scaled, tones, type PropDefinition } from '@/pictures';

const p = tones.paper;
/** Mom's jeans (charlotte-birthday's wardrobe), the pocket the list goes into, and their yellow stitching. */
const JEANS = '#44608f';
const STITCH = '#d9b45a';

/**
 * Mom's long party list (charlotte-birthday). 'hanging' (c4-p3) is the long strip of paper held at its
 * folded-over top and hanging straight down with its ten lines. 'pocketed' (c2-p1) is the same strip folded
 * small and half pushed into a jeans pocket, held by its top. `size` is about the strip's whole height unfolded. One hand takes it by its near edge, at the
 * top of the hanging strip or of the folded packet, so the fingers wrap round the edge (a fist in the
 * middle of the sheet read as a hand stuck on its front like a sticker).
 */
export const longListFolding: PropDefinition = {
  grip: 0.9,
  gripPoint: { x: 0.12, y: 0.9 },
  variants: ['pocketed', 'hanging'],
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
    // Folded small and pushed down into her jeans pocket (the words: "folded it up fast, tucked it in her pocket"):
    // the packet's three layers show at its top edge, where the hand holds it, and its lower half is already inside the
    // pocket, drawn over it in the jeans' blue. The pocket is barely wider than the packet, so it lies on her thigh
    // (wider, it stood out past her hip like a pouch glued on). (Held out whole at her hip, the folded strip read as a list she still
    // read, and p19's "So that's what Mom was hiding!" had nothing to look back to.)
    const lines = [-88, -82, -76]
      .map((y, i) => `<path d="M-10 ${y}h${[15, 11, 13][i]}" stroke="${tones.blue.base}" stroke-width="2.2" stroke-linecap="round"/>`)
      .join('');
    return scaled(
      size,
      `<path d="M-13 -98H15V-58H-13Z" fill="${p.shade}"/><path d="M-15 -95H13V-56H-15Z" fill="${p.base}" stroke="${p.shade}" stroke-width="1.2"/>${lines}` +
        `<path d="M-18 -72Q0 -67 18 -72V-50Q0 -44 -18 -50Z" fill="${JEANS}"/><path d="M-15.5 -68.5Q0 -64 15.5 -68.5" fill="none" stroke="${STITCH}" stroke-width="1.4" stroke-dasharray="3 2.4"/>`,
    );
  },
};
