import { defs, glow, landmark, rect, room, vGradient, wholeInView, windowFrame, windowGlow, type TimeOfDay, type ViewSpan } from '@/pictures';

/** The Charlotte family's living room at Christmas: the fire with its stockings, the window, and the trimmed tree with its presents. */
export function christmasLivingRoom(time: TimeOfDay, view: ViewSpan): string {
  const baubles = [
    [660, 170],
    [642, 204],
    [680, 200],
    [624, 252],
    [664, 264],
    [702, 246],
    [606, 302],
    [646, 318],
    [690, 308],
    [728, 294],
    [594, 362],
    [640, 368],
    [686, 354],
    [730, 364],
  ].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="7" fill="${['#ff5a5a', '#ffd54a', '#5ab0ff', '#fff'][i % 4]}"/>`);
  const stockings = [90, 150, 210].map(
    (x, i) =>
      `<path d="M${x} 214v34l-16 12q-8 10 4 14l30-14v-46Z" fill="${['#e53935', '#43a047', '#e53935'][i]}"/>${rect(x - 4, 208, 26, 10, '#fff', 'rx="4"')}`,
  );
  return [
    defs(vGradient('wall', ['#fbe6d2', '#f6d5b9']), glow('fire', '#ffb347')),
    room('wall', '#c98c5a', '#a86f43', 380),
    wholeInView(
      windowGlow(330, 60, 150, 140, time) + landmark('window', windowFrame(330, 60, 150, 140, time, true)),
      { x0: 320, x1: 490, y0: 50, y1: 210 },
      view,
      0.5,
    ),
    // fireplace with a warm fire
    landmark(
      'fireplace',
      [
        rect(30, 200, 240, 180, '#c2563f', 'rx="6"'),
        rect(18, 190, 264, 20, '#8d4b32', 'rx="6"'),
        '<path d="M80 380V290q70-50 140 0v90Z" fill="#3a2a25"/><ellipse cx="150" cy="350" rx="70" ry="40" fill="url(#bg-fire)"/>',
        '<path d="M130 376q-14-30 10-52q-2 20 12 28q4-22 18-34q12 30-2 58Z" fill="#ff9f1c"/><path d="M142 376q-4-18 10-28q6 16 10 28Z" fill="#ffe066"/>',
      ].join(''),
    ),
    stockings.join(''),
    '<path d="M24 192q63 22 126 0t126 0" stroke="#2e7d32" stroke-width="12" fill="none" stroke-linecap="round"/>',
    // tree, star and presents
    '<path d="M660 120l-60 100h30l-56 90h34l-54 80h212l-54-80h34l-56-90h30Z" fill="#2e8b57"/>',
    rect(650, 390, 20, 14, '#7a4e33'),
    baubles.join(''),
    '<path d="M660 96l8 16 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2Z" fill="#ffd54a"/>',
    rect(590, 380, 48, 40, '#5ab0ff', 'rx="4"'),
    '<path d="M614 380v40M590 398h48" stroke="#fff" stroke-width="6"/>',
    rect(700, 392, 44, 30, '#ff6b8b', 'rx="4"'),
    '<path d="M722 392v30" stroke="#ffd54a" stroke-width="6"/>',
    '<ellipse cx="400" cy="450" rx="220" ry="34" fill="#c62828" opacity=".35"/>',
  ].join('');
}
