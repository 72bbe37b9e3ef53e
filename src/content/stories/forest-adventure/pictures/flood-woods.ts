import { defs, grove, pineShape, rect, roundTree, sky, vGradient, type TimeOfDay } from '@/pictures';

/**
 * A birch standing at 0, 0: a slender pale trunk leaning a little, ringed with dark marks, forking into thin limbs
 * under a loose, airy crown of small light leaves, so it stands apart from the dark firs and round oaks beside it.
 */
function birchShape(leaf: string, dark: string): string {
  const trunk = '<path d="M-5 0q-2-60 2-120t6-70h5q-2 40-5 70t-2 120Z" fill="#f1ede2"/><path d="M2 0q-2-60 3-120t5-70h3q-2 40-5 70t-1 120Z" fill="#cfc8b6"/>';
  const marks = '<path d="M-5 -30h6M-4 -62h7M-3 -96h5M-1 -128h6M1 -160h5M-4 -14h4" stroke="#3b3430" stroke-width="2.4" stroke-linecap="round"/>';
  const limbs = '<path d="M3 -150l-22 -30M6 -170l18 -26M4 -130l24 -18" stroke="#8d857a" stroke-width="2.6" stroke-linecap="round" fill="none"/>';
  const clumps = [
    [-26, -186, 20],
    [22, -200, 22],
    [0, -214, 20],
    [30, -160, 16],
    [-18, -160, 15],
    [-2, -180, 18],
  ]
    .map(([x, y, rr], i) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="${i % 2 ? dark : leaf}" opacity=".92"/>`)
    .join('');
  return `<ellipse rx="22" ry="4" fill="#1f3a22" opacity=".16"/>${trunk}${marks}${limbs}${clumps}`;
}

/**
 * The woods where the log bridge crossed the flood (c2-p2 to c3-p1): not the forest's even rows of firs and round trees but a
 * ridge of tall dark spruces far off under the low sky, pale birches and a few round alders nearer, the grass wet.
 */
export function floodWoods(_time: TimeOfDay): string {
  const ridge = grove(
    'far-spruce',
    `<g transform="scale(.7 1.5)">${pineShape('#7fae96')}</g>`,
    [10, 70, 150, 240, 330, 420, 520, 600, 690, 770].map((x, i) => [x, 336 - (i % 3) * 4, 0.8 + ((i * 7) % 5) * 0.09]),
  );
  const spruces = grove('near-spruce', `<g transform="scale(.62 1.7)">${pineShape('#2c6a4c')}</g>`, [
    [40, 380, 1.1],
    [720, 360, 1.25],
    [790, 372, 1],
  ]);
  const birches = grove('birch', birchShape('#b5cf6a', '#8fb352'), [
    [150, 372, 0.95],
    [236, 366, 0.75],
    [560, 356, 0.8],
    [650, 350, 1],
  ]);
  return [
    defs(vGradient('sky', ['#dfe9e4', '#c9dccf']), vGradient('grass', ['#74b154', '#589c40'])),
    sky('sky'),
    ridge,
    '<path d="M0 344q200-16 400-6t400-6V420H0Z" fill="#a8cf94"/>',
    roundTree(96, 372, 0.9, '#6f9a3e', '#557a30'),
    roundTree(560, 350, 0.8, '#6f9a3e', '#557a30'),
    birches,
    spruces,
    rect(0, 380, 800, 120, 'url(#bg-grass)'),
  ].join('');
}
