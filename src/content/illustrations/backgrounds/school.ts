import { cloud, defs, landmark, rect, room, roundTree, sky, type TimeOfDay, vGradient, windowFrame } from './parts';

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

function desk(x: number): string {
  return `${rect(x, 300, 180, 16, '#c98f5d', 'rx="4"')}${rect(x + 10, 316, 160, 70, '#b27a4b', 'rx="4"')}<circle cx="${x + 40}" cy="286" r="14" fill="#e53935"/><path d="M${x + 40} 272q4-8 10-8" stroke="#4f9e4a" stroke-width="4" fill="none"/>${rect(x + 100, 278, 56, 10, '#64b5f6', 'rx="2"')}${rect(x + 104, 268, 48, 10, '#ffd54f', 'rx="2"')}`;
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
    landmark('window', windowFrame(40, 70, 130, 180, time)),
    landmark('blackboard chalkboard', chalkboard()),
    rect(616, 108, 148, 130, '#c98f5d', 'rx="6"'),
    papers.join(''),
    '<circle cx="690" cy="66" r="28" fill="#fff" stroke="#5c6bc0" stroke-width="6"/><path d="M690 48v18l12 8" stroke="#37474f" stroke-width="4" fill="none"/>',
    desk(600),
  ].join('');
}

export function schoolyard(): string {
  const windows = [160, 220, 280, 476, 536, 596].flatMap((x) => [172, 246].map((y) => rect(x, y, 40, 46, '#bfe6ff', 'rx="4"')));
  return [
    defs(vGradient('sky', ['#7cc8f8', '#d6f0ff']), vGradient('yard', ['#f1d7a2', '#e2bd7f'])),
    sky('sky'),
    cloud(90, 70),
    cloud(700, 90, 0.8),
    // school building with a clock on its middle tower
    rect(130, 140, 540, 200, '#f59a6b'),
    rect(120, 128, 560, 18, '#c9604a', 'rx="4"'),
    rect(340, 80, 120, 260, '#f7b183'),
    '<path d="M330 84l70-44 70 44Z" fill="#c9604a"/>',
    '<circle cx="400" cy="116" r="22" fill="#fff" stroke="#8d5f36" stroke-width="4"/><path d="M400 102v14l10 6" stroke="#37474f" stroke-width="3" fill="none"/>',
    windows.join(''),
    rect(380, 170, 40, 46, '#bfe6ff', 'rx="20"'),
    '<path d="M370 340v-70q30-24 60 0v70Z" fill="#8d5f36"/><path d="M400 252v88" stroke="#6d4526" stroke-width="3"/>',
    '<path d="M0 340h800v20H0Z" fill="#8bc96b"/>',
    rect(0, 356, 800, 144, 'url(#bg-yard)'),
    roundTree(60, 372, 1.1),
    // a small football goal on the right
    '<g fill="none" stroke="#fff" stroke-width="6"><path d="M650 400v-80h130v80"/></g><path d="M656 326h118v74H656Z" fill="#fff" opacity=".25"/>',
    '<circle cx="640" cy="410" r="12" fill="#fff" stroke="#37474f" stroke-width="3"/>',
  ].join('');
}
