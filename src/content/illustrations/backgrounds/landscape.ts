import { cloud, defs, landmark, pine, rect, roundTree, sky, sunOrMoon, type TimeOfDay, vGradient } from './parts';

const daySky = vGradient('sky', ['#7cc8f8', '#dff3ff']);
const grass = vGradient('grass', ['#93d36c', '#6cbd55']);

function reeds(x: number, y: number): string {
  return `<g stroke="#5a8f3a" stroke-width="4" fill="none"><path d="M${x} ${y}q-6-40 4-70M${x + 10} ${y}q2-50 14-76M${x + 20} ${y}q10-30 24-50"/></g><g fill="#8d5f36"><rect x="${x}" y="${y - 76}" width="8" height="22" rx="4"/><rect x="${x + 20}" y="${y - 82}" width="8" height="22" rx="4"/></g>`;
}

export function river(time: TimeOfDay): string {
  return [
    defs(daySky, grass, vGradient('water', ['#6ec6f0', '#3d9be0'])),
    sky('sky'),
    sunOrMoon(120, 80, 30, time),
    cloud(340, 70, 0.9),
    cloud(640, 100),
    '<path d="M0 270q120-70 260-30t260-20t280 10V320H0Z" fill="#9cd3a8"/>',
    [520, 590, 660].map((x, i) => roundTree(x, 300, 0.45 + (i % 2) * 0.1, '#6cbf5a', '#4f9e4a')).join(''),
    '<path d="M0 290q400-20 800 0V320H0Z" fill="#a6dc86"/>',
    // the river runs across the middle, the near bank is where characters stand
    landmark(
      'river',
      '<path d="M0 306q200-14 400 0t400 0V380q-200 16-400 4T0 384Z" fill="url(#bg-water)"/><g stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round" fill="none"><path d="M80 330h60M260 352h90M480 326h70M640 356h80M170 368h40"/></g>',
    ),
    '<path d="M0 382q200-14 400-2t400 0V500H0Z" fill="url(#bg-grass)"/>',
    '<g fill="#a7a39a"><ellipse cx="110" cy="386" rx="26" ry="10"/><ellipse cx="690" cy="386" rx="30" ry="11"/><ellipse cx="140" cy="390" rx="14" ry="7"/></g>',
    reeds(30, 410),
    reeds(740, 420),
  ].join('');
}

export function mountains(): string {
  return [
    defs(daySky, grass),
    sky('sky'),
    cloud(150, 90, 0.9),
    cloud(560, 60, 0.7),
    '<path d="M-20 320L150 110l90 90 90-140 160 180 100-90 250 180Z" fill="#a9b8e0"/>',
    '<path d="M150 110l-40 50 20 6 20-16 20 14 20-10ZM330 60l-42 66 22-4 20 16 20-20 26 6ZM590 150l-30 27 15 4 15-12 15 10 15-7Z" fill="#fff"/>',
    '<path d="M-20 350l200-140 140 90 130-110 170 120 100-60 100 60V380H-20Z" fill="#7fb59c"/>',
    '<path d="M0 360q200-60 400-20t400-20V400H0Z" fill="#a5d67f"/>',
    [610, 650, 700, 120, 70].map((x, i) => pine(x, 364 + (i % 2) * 6, 0.45 + (i % 3) * 0.1, '#3f7f5f')).join(''),
    rect(0, 380, 800, 120, 'url(#bg-grass)'),
    '<g fill="#fff" opacity=".9"><circle cx="90" cy="450" r="4"/><circle cx="200" cy="476" r="4"/><circle cx="620" cy="460" r="4"/><circle cx="720" cy="480" r="4"/></g>',
    '<g fill="#ffd54a"><circle cx="130" cy="470" r="4"/><circle cx="560" cy="480" r="4"/><circle cx="680" cy="446" r="4"/></g>',
  ].join('');
}
