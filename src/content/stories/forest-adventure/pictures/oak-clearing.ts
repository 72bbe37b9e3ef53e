import { bush, defs, landmark, pine, rect, roundTree, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/**
 * The big old oak: a huge, old trunk flaring out into buttress roots that spread across the ground, its bark furrowed
 * deep and a knot-hole in it, two great limbs forking out into a wide crown (a smooth straight trunk under three round
 * puffs read as a young tree, not the old oak of the story).
 */
function oak(x: number, base: number, night: boolean): string {
  const bark = { base: '#7a4e33', shade: '#5d3b26', dark: '#3b2a1f', light: '#9a6a48' };
  const trunk = `<path d="M${x - 190} ${base + 4}C${x - 130} ${base - 4} ${x - 96} ${base - 20} ${x - 84} ${base - 60}C${x - 70} ${base - 110} ${x - 78} ${base - 170} ${x - 64} ${base - 220}C${x - 100} ${base - 260} ${x - 150} ${base - 270} ${x - 190} ${base - 296}L${x - 176} ${base - 312}C${x - 120} ${base - 290} ${x - 70} ${base - 270} ${x - 30} ${base - 250}C${x} ${base - 290} ${x + 20} ${base - 320} ${x + 40} ${base - 340}L${x + 58} ${base - 330}C${x + 46} ${base - 300} ${x + 40} ${base - 270} ${x + 56} ${base - 230}C${x + 84} ${base - 170} ${x + 80} ${base - 110} ${x + 96} ${base - 60}C${x + 110} ${base - 20} ${x + 150} ${base - 4} ${x + 210} ${base + 4}Z" fill="${bark.base}"/>`;
  // The shade side of the trunk (away from the light at the upper left) and the deep furrows of old bark.
  const shade = `<path d="M${x + 30} ${base - 236}C${x + 60} ${base - 170} ${x + 64} ${base - 100} ${x + 76} ${base - 56}C${x + 90} ${base - 16} ${x + 130} ${base} ${x + 210} ${base + 4}L${x + 96} ${base + 4}C${x + 60} ${base - 30} ${x + 44} ${base - 110} ${x + 30} ${base - 236}Z" fill="${bark.shade}"/>`;
  const furrows = [
    [-56, -214, -52, -120, -70, -40],
    [-30, -236, -22, -150, -34, -60],
    [-4, -240, 4, -160, -4, -70],
    [22, -226, 30, -140, 36, -50],
    [46, -200, 56, -120, 62, -40],
  ]
    .map(([x0, y0, x1, y1, x2, y2]) => `M${x + x0!} ${base + y0!}Q${x + x1!} ${base + y1!} ${x + x2!} ${base + y2!}`)
    .join('');
  const bark2 = `<path d="${furrows}" stroke="${bark.shade}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M${x - 60} ${base - 200}q6 40 2 80M${x - 14} ${base - 226}q6 40 0 90" stroke="${bark.light}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".6"/>`;
  // Buttress roots running out over the ground either side, and a knot-hole high on the trunk.
  const roots = `<path d="M${x - 84} ${base - 40}C${x - 120} ${base - 20} ${x - 170} ${base - 6} ${x - 230} ${base + 6}L${x - 150} ${base + 6}C${x - 120} ${base} ${x - 96} ${base - 10} ${x - 84} ${base - 24}ZM${x + 94} ${base - 40}C${x + 130} ${base - 20} ${x + 180} ${base - 6} ${x + 250} ${base + 8}L${x + 160} ${base + 8}C${x + 130} ${base} ${x + 104} ${base - 10} ${x + 94} ${base - 24}Z" fill="${bark.shade}"/>`;
  const knot = `<ellipse cx="${x - 26}" cy="${base - 170}" rx="12" ry="17" fill="${bark.dark}"/><ellipse cx="${x - 26}" cy="${base - 170}" rx="16" ry="21" fill="none" stroke="${bark.light}" stroke-width="3" opacity=".6"/>`;
  const crowns = [
    [-200, -300, 86],
    [200, -290, 90],
    [-90, -350, 100],
    [90, -360, 104],
    [0, -400, 96],
    [-280, -250, 60],
    [290, -240, 62],
  ];
  const lit = [
    [-150, -350, 62],
    [60, -410, 66],
    [-40, -430, 56],
    [220, -330, 52],
  ];
  const circles = (list: number[][]) => list.map(([dx, dy, rad]) => `<circle cx="${x + dx!}" cy="${base + dy!}" r="${rad}"/>`).join('');
  return [
    trunk,
    shade,
    bark2,
    roots,
    knot,
    `<g fill="#3f7a3a">${circles(crowns)}</g>`,
    `<g fill="#5a9a4a">${circles(lit)}</g>`,
    `<g fill="#7cbf62"><circle cx="${x - 170}" cy="${base - 380}" r="24"/><circle cx="${x + 40}" cy="${base - 440}" r="26"/></g>`,
    // At night the crown goes blue-dark like the sky round it (its daytime greens read as an afternoon tree).
    night ? `<g fill="#1d2c46" opacity=".45">${circles([...crowns, ...lit])}</g>` : '',
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
