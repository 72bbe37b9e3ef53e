import { bush, defs, landmark, pine, rect, roundTree, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/** The big old oak: a broad trunk on spreading roots, with a dark hollow between them. */
function oak(x: number, base: number, night: boolean): string {
  return [
    `<path d="M${x - 80} ${base}q40-10 40-60t4-110h76q0 70 4 110t40 60Z" fill="#7a4e33"/>`,
    `<path d="M${x + 16} ${base - 170}h20q0 70 4 110t40 60H${x + 40}q-20-20-24-60t0-110Z" fill="#5d3b26"/>`,
    `<path d="M${x - 20} ${base - 140}q6 30 0 60M${x + 6} ${base - 120}q-4 30 2 50" stroke="#5d3b26" stroke-width="4" fill="none"/>`,
    `<ellipse cx="${x + 4}" cy="${base - 10}" rx="24" ry="18" fill="#3b2a1f"/>`,
    `<g fill="#3f7a3a"><circle cx="${x - 90}" cy="${base - 210}" r="70"/><circle cx="${x + 90}" cy="${base - 200}" r="74"/><circle cx="${x}" cy="${base - 250}" r="90"/></g>`,
    `<g fill="#5a9a4a"><circle cx="${x - 60}" cy="${base - 250}" r="56"/><circle cx="${x + 60}" cy="${base - 260}" r="60"/><circle cx="${x - 10}" cy="${base - 290}" r="50"/></g>`,
    `<g fill="#7cbf62"><circle cx="${x - 70}" cy="${base - 270}" r="22"/><circle cx="${x + 40}" cy="${base - 300}" r="24"/></g>`,
    // At night the crown goes blue-dark like the sky round it (its daytime greens read as an afternoon tree).
    night
      ? `<g fill="#1d2c46" opacity=".45"><circle cx="${x - 90}" cy="${base - 210}" r="70"/><circle cx="${x + 90}" cy="${base - 200}" r="74"/><circle cx="${x}" cy="${base - 250}" r="90"/><circle cx="${x - 60}" cy="${base - 250}" r="56"/><circle cx="${x + 60}" cy="${base - 260}" r="60"/><circle cx="${x - 10}" cy="${base - 290}" r="50"/></g>`
      : '',
  ].join('');
}

/** A sunny clearing in the woods with the big oak at its heart. */
export function oakClearing(time: TimeOfDay): string {
  const night = time === 'night';
  return [
    // At evening the sun sinks to the hilltop, half behind it, so the light is low and warm.
    skyByTime(time, 120, time === 'evening' ? 212 : 60),
    // At night the meadow itself is dark and cool, so only the lantern's and the door's pools are bright (in its
    // daytime greens under the night sky, it read as an afternoon with a night backdrop).
    defs(vGradient('grass', night ? ['#4f7a5a', '#355a45'] : ['#8cc86a', '#64a84a'])),
    [40, 130, 620, 720, 790].map((x, i) => pine(x, 320, 1 + (i % 2) * 0.2, '#4f8f5c')).join(''),
    roundTree(220, 330, 0.9, '#5dae54', '#3f8f45'),
    `<path d="M0 320q400-30 800 0V500H0Z" fill="${night ? '#5d8a68' : '#9fd08a'}"/>`,
    rect(0, 370, 800, 130, 'url(#bg-grass)'),
    landmark('big-old-oak oak-tree', oak(470, 384, night)),
    bush(110, 400, 1.1, '#4a8f3f'),
    bush(720, 410, 1.2, '#4a8f3f'),
    '<g fill="#fff"><circle cx="200" cy="440" r="4"/><circle cx="260" cy="470" r="4"/><circle cx="620" cy="460" r="4"/></g><g fill="#ffd25a"><circle cx="200" cy="440" r="1.6"/><circle cx="260" cy="470" r="1.6"/><circle cx="620" cy="460" r="1.6"/></g>',
  ].join('');
}
