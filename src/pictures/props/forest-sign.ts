import { lettering } from '../lettering';
import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A wooden board on two posts on the hilltop: '평창동 땅의 65%는 숲' in dark letters, a row of ten boxes with six
 * and a half green, a little drawing of trees and lines standing for its Korean words; 100 wide, 110 tall.
 */
export const forestSign: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    const g = tones.green;
    const ink = '#3b2a20';
    const boxes = Array.from(
      { length: 10 },
      (_, i) => `<rect x="${-44 + i * 8.8}" y="-60" width="8" height="8" fill="${i < 6 ? g.base : w.light}" stroke="${ink}" stroke-width=".8"/>`,
    ).join('');
    return scaled(
      size,
      [
        `<rect x="-40" y="-70" width="7" height="70" fill="${d.shade}"/><rect x="33" y="-70" width="7" height="70" fill="${d.shade}"/>`,
        `<rect x="-50" y="-112" width="100" height="66" rx="4" fill="${d.base}"/><rect x="-46" y="-108" width="92" height="58" rx="3" fill="${w.light}"/>`,
        lettering('평창동 땅의', { x: 0, y: -96, size: 10, fill: ink, maxWidth: 84 }),
        lettering('65%는 숲', { x: 6, y: -68, size: 20, fill: ink, maxWidth: 72 }),
        `<path d="M-4 -60h4" fill="none"/>${boxes}<rect x="8.8" y="-60" width="4" height="8" fill="${g.base}"/>`,
        `<g><path d="M-40 -66l5-12 5 12Z" fill="${g.shade}"/><path d="M-32 -66l5-14 5 14Z" fill="${g.base}"/></g>`,
      ].join(''),
    );
  },
};
