import { scaled, tones, type PropDefinition } from '@/pictures';

const p = tones.paper;

/**
 * Mom's long party list (charlotte-birthday). 'hanging' (c4-p3) is the long strip of paper held at its
 * folded-over top and hanging straight down with its ten lines. 'folded' (c2-p1) is the
 * same tall strip being folded up fast, creased into three panels of lines, the top one bent over, held
 * round its middle. `size` is about the strip's whole height unfolded. One hand takes it by its near edge, at the
 * top of the hanging strip or the middle of the folded packet, so the fingers wrap round the edge (a fist in the
 * middle of the sheet read as a hand stuck on its front like a sticker).
 */
export const longListFolding: PropDefinition = {
  grip: 0.9,
  gripPoint: { x: 0.12, y: 0.9 },
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
    // Centred on the grip point (y = -90), held round its middle: a tall sheet of many lines mid-fold, its three
    // panels creased like an accordion, the top one bent toward us (a small thick packet read as a card).
    const panel = (top: number, fill: string) =>
      `<path d="M-14 ${top}H14V${top + 25}H-14Z" fill="${fill}"/>` +
      [5, 11, 17]
        .map((dy, i) => `<path d="M-9 ${top + dy}h${[16, 12, 14][i]}" stroke="${tones.blue.base}" stroke-width="1.8" stroke-linecap="round"/>`)
        .join('');
    return scaled(
      size,
      `${panel(-128, p.light)}${panel(-103, p.shade)}${panel(-78, p.base)}<path d="M-14 -103H14M-14 -78H14" stroke="${p.shade}" stroke-width="1.6"/><path d="M-14 -128l-3 -6H11l3 6Z" fill="${p.base}" stroke="${p.shade}" stroke-width="1"/>`,
    );
  },
};
