import { defs, landmark, rect, room, type TimeOfDay, vGradient, windowFrame, windowGlow } from './parts';

function chalkboard(): string {
  return [
    rect(230, 60, 340, 190, '#b07a4f', 'rx="8"'),
    rect(244, 74, 312, 162, '#2f6b4f', 'rx="4"'),
    // chalk doodles only: pictures carry no words
    '<g fill="none" stroke="#f4f1e8" stroke-width="4" stroke-linecap="round" opacity=".85"><circle cx="320" cy="130" r="24"/><path d="M320 94v-10M320 176v-10M284 130h-10M366 130h-10M460 170l30-60 30 60Z"/><path d="M300 200q20-14 40 0t40 0t40 0t40 0"/></g>',
    '<path d="M430 110l6 12 13 2-10 9 3 13-12-7-12 7 3-13-10-9 13-2Z" fill="#ffe066"/>',
    rect(244, 236, 312, 10, '#8d5f36'),
    rect(300, 232, 22, 6, '#fff', 'rx="3"'),
    rect(340, 232, 22, 6, '#ffd54a', 'rx="3"'),
  ].join('');
}

/** The desk at the front, an apple on it a third the size of a child's head (at twice that it read as big as a head: blind critic r74). */
function desk(x: number): string {
  return `${rect(x, 300, 180, 16, '#c98f5d', 'rx="4"')}${rect(x + 10, 316, 160, 70, '#b27a4b', 'rx="4"')}<circle cx="${x + 40}" cy="291" r="9" fill="#e53935"/><path d="M${x + 40} 282q3-6 7-6" stroke="#4f9e4a" stroke-width="3" fill="none"/>${rect(x + 100, 278, 56, 10, '#64b5f6', 'rx="2"')}${rect(x + 104, 268, 48, 10, '#ffd54f', 'rx="2"')}`;
}

export function classroom(time: TimeOfDay): string {
  const papers = ['#ffd1dc', '#c8f0d8', '#fff3b0', '#cfe3ff'].map((c, i) =>
    rect(628 + (i % 2) * 64, 120 + Math.floor(i / 2) * 60, 52, 46, c, `transform="rotate(${i % 2 ? 4 : -4} ${654 + (i % 2) * 64} 143)"`),
  );
  return [
    defs(vGradient('wall', ['#fff7e2', '#fbecc8'])),
    room('wall', '#c9d6df', '#aebfcb', 380),
    rect(0, 290, 800, 80, '#f3dcb5'),
    rect(0, 286, 800, 6, '#d9b98c'),
    windowGlow(40, 70, 130, 180, time),
    landmark('window', windowFrame(40, 70, 130, 180, time)),
    landmark('blackboard chalkboard', chalkboard()),
    rect(616, 108, 148, 130, '#c98f5d', 'rx="6"'),
    papers.join(''),
    '<circle cx="690" cy="66" r="28" fill="#fff" stroke="#5c6bc0" stroke-width="6"/><path d="M690 48v18l12 8" stroke="#37474f" stroke-width="4" fill="none"/>',
    desk(600),
  ].join('');
}
