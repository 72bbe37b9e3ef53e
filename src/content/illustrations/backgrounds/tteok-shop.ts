import { drawProp } from '../props';
import { defs, rect, room, type TimeOfDay, vGradient, windowFrame } from './parts';
import { lampHalo } from './sky-by-time';

const place = (x: number, y: number, markup: string) => `<g transform="translate(${x} ${y})">${markup}</g>`;

/**
 * A 떡집: a long counter with trays of 가래떡, 송편 and 시루떡, a steaming 시루 at the side,
 * shelves of wrapped packs behind and a plain striped awning board above. No chef's hat in sight.
 */
export function tteokShop(time: TimeOfDay): string {
  const packs = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(300 + i * 52, 152 + (i % 2) * 4, 40, 28, ['#ffd0de', '#d8f0c8', '#fff0a8', '#e9dcf8'][i % 4]!, 'rx="6"')).join('');
  return [
    defs(vGradient('wall', ['#f6ead2', '#efdcb8'])),
    room('wall', '#cdb08a', '#b8976f', 390),
    windowFrame(40, 90, 190, 150, time),
    // a wide board over the counter, striped like a shop awning
    rect(270, 40, 510, 60, '#5e8c5a', 'rx="8"'),
    rect(286, 52, 478, 36, '#f7f1e3', 'rx="4"'),
    '<path d="M310 70h140M480 70h40M550 70h190" stroke="#5e8c5a" stroke-width="8" stroke-linecap="round" opacity=".35"/>',
    lampHalo(420, 130, 60, time),
    lampHalo(640, 130, 60, time),
    '<path d="M420 100v18M640 100v18" stroke="#7a5a44" stroke-width="3"/><path d="M404 134q16-22 32 0ZM624 134q16-22 32 0Z" fill="#ffd66e"/>',
    // shelf of wrapped packs
    rect(290, 184, 440, 10, '#9c6a40', 'rx="3"'),
    packs,
    // counter
    rect(250, 300, 550, 12, '#e3b685', 'rx="4"'),
    rect(260, 312, 540, 78, '#c68b59'),
    rect(260, 312, 540, 10, '#9c6a40'),
    '<path d="M330 330v50M450 330v50M570 330v50M690 330v50" stroke="#9c6a40" stroke-width="3"/>',
    place(340, 302, drawProp('tteok', { size: 130, variant: 'garaetteok' })),
    place(490, 302, drawProp('tteok', { size: 130, variant: 'songpyeon' })),
    place(640, 302, drawProp('tteok', { size: 130, variant: 'sirutteok' })),
    // a 시루 steamer on its pot by the window, breathing steam
    '<path d="M120 390l-30-90h110l-30 90Z" fill="#b0703f"/><path d="M92 306h106l-6 16H98Z" fill="#8d5a33"/><ellipse cx="145" cy="300" rx="58" ry="10" fill="#d3925c"/>',
    '<path d="M120 286q-10-20 4-36t0-34M150 284q-10-20 4-36t0-34M178 288q-10-20 4-36" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>',
  ].join('');
}
