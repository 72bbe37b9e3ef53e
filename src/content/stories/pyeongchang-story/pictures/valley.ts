import { defs, grassTufts, grove, landmark, pineShape, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/** Firs on the slopes: the far ones small, paler and bluer in the haze, the near ones darker. */
function pines(points: readonly [number, number, number][]): string {
  const far = points.filter(([, , s]) => s < 1.15).map(([x, y, s]) => [x, y, s * 0.42] as const);
  const near = points.filter(([, , s]) => s >= 1.15).map(([x, y, s]) => [x, y, s * 0.42] as const);
  return grove('far-pine', pineShape('#6f9a82'), far) + grove('near-pine', pineShape('#3f7a4f'), near);
}

function rocks(points: readonly [number, number, number][]): string {
  return points
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.62}" fill="#b8b3a8"/><ellipse cx="${x - r * 0.18}" cy="${y - r * 0.16}" rx="${r * 0.72}" ry="${r * 0.4}" fill="#d9d6cf"/>`,
    )
    .join('');
}

/** Where a rock in the stream breaks the current: a collar of foam on its upstream side and a wake trailing below it. */
function foam([x, y, r]: readonly [number, number, number]): string {
  return (
    `<ellipse cx="${x}" cy="${y - r * 0.28}" rx="${r * 1.3}" ry="${r * 0.62}" fill="#eef9fd" opacity=".85"/>` +
    `<path d="M${x - r * 0.9} ${y + r * 0.3}q${r * 0.2} ${r * 1.1} ${-r * 0.3} ${r * 2}M${x + r * 0.9} ${y + r * 0.3}q${-r * 0.1} ${r * 1.1} ${r * 0.5} ${r * 2}" stroke="#eef9fd" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".8"/>`
  );
}

/**
 * The water between its banks: a deeper channel down the middle, a dark wet rim of earth and pebbles along each bank,
 * and the current drawn as streaks running down and out with the flow, foaming round the rocks in it (a flat band
 * with a few strokes over it read as a ribbon with marks floating in the air).
 */
function stream(): string {
  const left = 'M372 300q2 70-62 110t-90 90';
  const right = 'M428 300q20 60 80 120t60 80';
  const streaks = [
    'M398 312q1 12-3 24',
    'M414 320q3 12 8 22',
    'M386 352q-4 16-14 28',
    'M420 366q8 16 20 28',
    'M402 380q-1 18-5 34',
    'M346 410q-14 18-32 30',
    'M452 404q12 16 30 26',
    'M480 450q16 16 34 28',
    'M300 458q-16 16-36 28',
    'M340 470q-8 14-18 26',
    'M440 470q6 14 14 26',
  ];
  const pebbles = [
    [358, 352],
    [336, 382],
    [292, 428],
    [252, 466],
    [446, 344],
    [470, 388],
    [508, 428],
    [546, 468],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="3" fill="#9c968a"/>`)
    .join('');
  return (
    '<path d="M372 300h56q20 60 80 120t60 80H220q20-40 90-90t62-110Z" fill="url(#bg-water)"/>' +
    '<path d="M392 300h18q12 60 46 120t36 80H290q22-40 64-84t38-116Z" fill="#3a83b3" opacity=".35"/>' +
    `<path d="${left}M${right.slice(1)}" stroke="#7d6a4e" stroke-width="3.5" fill="none" stroke-linecap="round" opacity=".8"/>` +
    `<path d="${left}M${right.slice(1)}" stroke="#c9ecf7" stroke-width="2" fill="none" stroke-linecap="round" transform="translate(0 3)"/>` +
    pebbles +
    // Where it comes down into the valley, tumbling white over a step of rocks, so it runs from somewhere.
    '<path d="M370 300q30-8 60 0v10q-8 6-14 0q-8 8-16 0q-8 8-16 0q-8 6-14 0Z" fill="#eef9fd" opacity=".9"/>' +
    '<g fill="#a9a398"><ellipse cx="378" cy="304" rx="9" ry="5"/><ellipse cx="424" cy="305" rx="8" ry="4.5"/></g>' +
    `<path d="${streaks.join('')}" stroke="#dff4fb" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".85"/>` +
    foam([420, 420, 14]) +
    foam([380, 470, 18])
  );
}

/** 계곡: a rocky stream running towards the viewer between two wooded slopes. */
export function valley(time: TimeOfDay): string {
  return [
    skyByTime(time, 400, 70),
    defs(vGradient('water', ['#7fc4e0', '#4f9fc9'])),
    '<path d="M0 190q140-70 300-10t240-40q140-30 260 40V300H0Z" fill="#9ab9a6"/>',
    '<path d="M0 150q180 40 330 170L360 340H0Z" fill="#6fa35f"/><path d="M800 130q-220 60-340 190L440 340H800Z" fill="#5e9452"/>',
    pines([
      [60, 200, 1],
      [130, 240, 1.1],
      [200, 280, 1.2],
      [40, 290, 1.3],
      [740, 180, 1],
      [660, 220, 1.1],
      [590, 270, 1.2],
      [760, 290, 1.3],
    ]),
    '<path d="M0 330q150-20 360 10L340 500H0Z" fill="#7fb36a"/><path d="M800 320q-180-10-360 20L470 500H800Z" fill="#73a960"/>',
    // the near banks: a lit rim where each rises from the slope behind, and tufts of grass, so they read as ground
    '<path d="M0 330q150-20 360 10l-2 12q-190-28-358-8Z" fill="#94c47c"/><path d="M800 320q-180-10-360 20l2 12q170-26 358-18Z" fill="#86b872"/>',
    grassTufts(7, 10, 20, 380, 240, 110, '#5a8f4b'),
    grassTufts(9, 10, 560, 380, 220, 110, '#527f44'),
    landmark('stream valley-stream', stream()),
    rocks([
      [350, 330, 18],
      [450, 340, 20],
      [300, 400, 30],
      [520, 420, 28],
      [240, 470, 40],
      [600, 480, 44],
      [420, 420, 14],
      [380, 470, 18],
    ]),
  ].join('');
}
