import { lettering } from '../lettering';
import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/**
 * A month calendar hanging on the wall: a red binding with two rings, a grid of days and one day
 * ringed in thick red crayon, its number inside. A `label` is written under the ringed day
 * in red crayon, in place of the last two weeks (the plan for that day); the letters are outlined at
 * four times the size and scaled down, so their small round strokes survive the outline's whole-unit rounding.
 * y = 0 is its bottom edge; it is about 1.1 times as tall as it is wide.
 */
export const wallCalendar: PropDefinition = {
  variants: [],
  draw: ({ size, label }) => {
    const days: string[] = [];
    for (let row = 0; row < (label ? 3 : 5); row++) {
      for (let col = 0; col < 5; col++) {
        if (row === 2 && col === 2) continue;
        days.push(`<rect x="${-38 + col * 16}" y="${-78 + row * 15}" width="12" height="11" rx="1.5"/>`);
      }
    }
    return scaled(
      size,
      [
        `<path d="M0 -118l-30 14M0 -118l30 14" stroke="${tones.darkWood.shade}" stroke-width="2" fill="none"/><circle cy="-118" r="3" fill="${tones.darkWood.base}"/>`,
        `<rect x="-46" y="-100" width="92" height="100" rx="4" fill="${tones.paper.shade}"/>`,
        `<rect x="-44" y="-100" width="88" height="97" rx="3" fill="${tones.paper.base}"/>`,
        `<rect x="-46" y="-104" width="92" height="18" rx="3" fill="${tones.red.base}"/><rect x="-46" y="-104" width="92" height="5" rx="2" fill="${tones.red.light}"/>`,
        `<g fill="${tones.metal.shade}"><rect x="-26" y="-110" width="5" height="12" rx="2.5"/><rect x="21" y="-110" width="5" height="12" rx="2.5"/></g>`,
        `<g fill="${tones.blue.light}">${days.join('')}</g>`,
        // The ringed day big and bold, on clear paper, so the ring reads as the big red circle a child draws round a
        // day and not a small mark among the cells (at the cells' own size it was a small ring on a phone).
        `<circle cy="-44.5" r="16" fill="${tones.paper.base}"/>`,
        `<path d="M-3.5 -46.5l1.5-1v10M1.5 -47.5h4.5M2 -47.5l-.5 4.5q3-1.5 4.5.5t-.5 4.5q-2 1-4-.5" transform="translate(1 -42.5) scale(1.4) translate(-1 42.5)" stroke="${tones.red.shade}" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
        // One closed crayon loop that overlaps where it starts, so it reads as a ring drawn by hand and not a pin.
        `<path d="M-4 -54q-11 4-9 12q2 8 13 7q11-1 11-9q0-8-11-10q-6 0-10 3" transform="translate(0 -44.5) scale(1.5) translate(0 44.5)" stroke="${tones.red.base}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        // A crayon's width in from the paper's edges at most, so the plan's last letter is not cut at the card's edge.
        label ? `<g transform="scale(.25)">${lettering(label, { x: 0, y: -40, size: 60, fill: tones.red.shade, maxWidth: 300 })}</g>` : '',
      ].join(''),
    );
  },
};
