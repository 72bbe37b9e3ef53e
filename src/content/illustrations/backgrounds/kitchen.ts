import { defs, landmark, rect, room, type TimeOfDay, vGradient, windowFrame } from './parts';

const tilePattern =
  '<pattern id="bg-tile" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M36 0H0V36" fill="none" stroke="#fff" stroke-width="3"/></pattern>';

function cabinetDoors(x: number, y: number, count: number, w: number, h: number, color: string): string {
  return Array.from({ length: count }, (_, i) => {
    const dx = x + i * (w + 8);
    return `${rect(dx, y, w, h, color, 'rx="6"')}${rect(dx + w / 2 - 16, y + h - 22, 32, 6, '#8d6e63', 'rx="3"')}`;
  }).join('');
}

export function kitchen(time: TimeOfDay): string {
  return [
    defs(vGradient('wall', ['#e6f5ef', '#d4ece3']), tilePattern),
    room('wall', '#f0dcc0', '#dcbc94', 380),
    rect(170, 200, 630, 92, 'url(#bg-tile)'),
    landmark('window kitchen-window', windowFrame(190, 60, 150, 130, time)),
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
    // counter with a sink, a pot and a kettle
    landmark('counter', rect(170, 290, 630, 16, '#f6f1ea') + rect(170, 306, 630, 80, '#ffcf7a') + cabinetDoors(184, 312, 6, 92, 66, '#ffdb96')),
    '<path d="M250 290v-34q0-12 12-12h14" stroke="#9fb0ba" stroke-width="6" fill="none"/>',
    '<path d="M540 290h84l-6-44h-72Z" fill="#e57373"/><rect x="532" y="238" width="100" height="12" rx="6" fill="#c85a5a"/>',
    '<path d="M690 290h60q0-50-30-50t-30 50Z" fill="#5ab0ff"/><path d="M750 270q20-6 22-24" stroke="#5ab0ff" stroke-width="8" fill="none"/><circle cx="720" cy="236" r="7" fill="#3a8fe0"/>',
  ].join('');
}

function loaf(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="26" ry="15" fill="#d9904a"/><path d="M${x - 12} ${y - 8}l8 8M${x} ${y - 10}l8 8M${x + 12} ${y - 8}l6 6" stroke="#f3c98b" stroke-width="3"/>`;
}

function cupcake(x: number, y: number, icing: string): string {
  return `<path d="M${x - 14} ${y}h28l-5 20h-18Z" fill="#c98f5d"/><circle cx="${x}" cy="${y - 2}" r="15" fill="${icing}"/><circle cx="${x}" cy="${y - 18}" r="5" fill="#e53935"/>`;
}

export function bakery(): string {
  const stripes = Array.from({ length: 10 }, (_, i) => `<path d="M${i * 80} 0h80v44q-40 26-80 0Z" fill="${i % 2 ? '#fff' : '#f06292'}"/>`);
  const shelves = [130, 220].map((y) => rect(50, y, 300, 12, '#a1673f', 'rx="4"'));
  const breads = [90, 160, 230, 300].map((x, i) => loaf(x, i % 2 ? 206 : 116));
  const baguettes = [470, 505, 540, 575].map(
    (x, i) => `<rect x="${x}" y="96" width="22" height="120" rx="11" fill="#e0a35f" transform="rotate(${(i - 1.5) * 9} ${x} 200)"/>`,
  );
  const cakes = [
    ['#ffd1dc', 260],
    ['#fff3b0', 330],
    ['#c8f0d8', 400],
    ['#d9c8ff', 470],
    ['#ffd1dc', 540],
  ] as const;
  return [
    defs(
      vGradient('wall', ['#fdebe4', '#fbd9cd']),
      '<pattern id="bg-check" width="80" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="#f3d9c2"/><rect x="40" y="20" width="40" height="20" fill="#f3d9c2"/></pattern>',
    ),
    room('wall', '#fff4ea', '#f6e4d3', 390),
    rect(0, 390, 800, 110, 'url(#bg-check)'),
    stripes.join(''),
    shelves.join(''),
    breads.join(''),
    baguettes.join(''),
    '<path d="M450 170h150l-14 70H464Z" fill="#b9834f"/><path d="M456 196h138M462 220h126" stroke="#8d5f36" stroke-width="4"/>',
    // a tiered cake on a stand
    '<path d="M690 240h50l-10-14h-30Z" fill="#fff"/><rect x="711" y="200" width="8" height="28" fill="#fff"/><rect x="660" y="186" width="110" height="16" rx="8" fill="#fff"/>',
    '<rect x="672" y="130" width="86" height="58" rx="10" fill="#f8bbd0"/><rect x="690" y="90" width="50" height="44" rx="8" fill="#fff3e0"/>',
    '<path d="M672 146q11 12 21 0t22 0t21 0t22 0M690 104q8 10 17 0t16 0t17 0" stroke="#fff" stroke-width="6" fill="none"/><circle cx="715" cy="82" r="9" fill="#e53935"/>',
    // glass display counter that characters stand in front of
    rect(40, 260, 720, 66, '#e8f7fb', 'opacity=".85" rx="8"'),
    cakes.map(([c, x]) => cupcake(x, 300, c)).join(''),
    rect(40, 254, 720, 10, '#fff', 'rx="5"'),
    rect(40, 326, 720, 66, '#c98f5d', 'rx="6"'),
    rect(60, 340, 680, 40, '#b27a4b', 'rx="6"'),
  ].join('');
}
