import { defs, landmark, rect, room, type TimeOfDay, vGradient, type ViewSpan, wholeInView, windowFrame, windowGlow } from './parts';

const tilePattern =
  '<pattern id="bg-tile" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M36 0H0V36" fill="none" stroke="#fff" stroke-width="3"/></pattern>';

function cabinetDoors(x: number, y: number, count: number, w: number, h: number, color: string): string {
  return Array.from({ length: count }, (_, i) => {
    const dx = x + i * (w + 8);
    return `${rect(dx, y, w, h, color, 'rx="6"')}${rect(dx + w / 2 - 16, y + h - 22, 32, 6, '#8d6e63', 'rx="3"')}`;
  }).join('');
}

export function kitchen(time: TimeOfDay, view: ViewSpan): string {
  return [
    defs(vGradient('wall', ['#e6f5ef', '#d4ece3']), tilePattern),
    room('wall', '#f0dcc0', '#dcbc94', 380),
    rect(170, 200, 630, 92, 'url(#bg-tile)'),
    // The window is left out of a frame that would show only a corner of it.
    wholeInView(
      windowGlow(190, 60, 150, 130, time) + landmark('window kitchen-window', windowFrame(190, 60, 150, 130, time)),
      { x0: 180, x1: 350, y0: 50, y1: 200 },
      view,
      0.5,
    ),
    landmark('cupboard', cabinetDoors(400, 40, 4, 88, 120, '#ffd98e')),
    // fridge on the left edge
    landmark(
      'fridge',
      [
        rect(20, 140, 130, 250, '#cfe3ee', 'rx="14"'),
        '<path d="M20 230h130" stroke="#a9c3d2" stroke-width="4"/>',
        rect(128, 170, 8, 40, '#8aa7b8', 'rx="4"'),
        rect(128, 250, 8, 60, '#8aa7b8', 'rx="4"'),
      ].join(''),
    ),
    // counter with a pot and a kettle
    landmark('counter', rect(170, 290, 630, 16, '#f6f1ea') + rect(170, 306, 630, 80, '#ffcf7a') + cabinetDoors(184, 312, 6, 92, 66, '#ffdb96')),
    // The tap over its sink: a steel basin let into the counter top under the spout (a tap alone read as a pipe).
    wholeInView(
      '<rect x="230" y="290" width="96" height="11" rx="4" fill="#c3cfd6"/><rect x="238" y="292" width="80" height="6" rx="3" fill="#7f919c"/>' +
        '<path d="M250 290v-34q0-12 12-12h14" stroke="#9fb0ba" stroke-width="6" fill="none"/>',
      { x0: 230, x1: 326, y0: 241, y1: 301 },
      view,
    ),
    wholeInView(
      '<path d="M540 290h84l-6-44h-72Z" fill="#e57373"/><rect x="532" y="238" width="100" height="12" rx="6" fill="#c85a5a"/>',
      { x0: 532, x1: 632, y0: 238, y1: 290 },
      view,
    ),
    wholeInView(
      '<path d="M690 290h60q0-50-30-50t-30 50Z" fill="#5ab0ff"/><path d="M750 270q20-6 22-24" stroke="#5ab0ff" stroke-width="8" fill="none"/><circle cx="720" cy="236" r="7" fill="#3a8fe0"/>',
      { x0: 690, x1: 776, y0: 229, y1: 290 },
      view,
    ),
  ].join('');
}
