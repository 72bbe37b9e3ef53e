import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * What Seojun pictures under the sign (pyeongchang-story), in a thought cloud 100 wide, 70 tall:
 * 'line' the cloud, its trail of bubbles running down-left to the thinker's head, with a long winding
 * line of neighbours, old and young, waiting to sign, that runs on back along the cloud's top out of sight;
 * 'list' (no cloud; lay it over the line's right end) a table with a long paper list and a younger,
 * dark-haired Grandpa in clear round glasses signing it;
 * 'dawn' the cloud and its trail round 북한산's peaks turning pink at sunrise (what the tteok shop auntie loves).
 */
function person(x: number, y: number, s: number, coat: string, hair: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-4 0V-9Q-4 -13 0 -13Q4 -13 4 -9V0Z" fill="${coat}"/><circle cy="-16" r="3.4" fill="#f2c9a0"/><path d="M-3.4 -17Q0 -21 3.4 -17" fill="${hair}" stroke="${hair}" stroke-width="1.6"/></g>`;
}

const coats = [tones.red.base, tones.blue.base, tones.green.base, tones.orange.base, tones.purple.base, tones.teal.base, tones.pink.base];
const hairs = ['#3a2a20', '#d8d8d8', '#5a3a22', '#2a2a2a', '#e6e2dc'];

const cloud = `<g fill="#ffffff"><ellipse cx="0" cy="-36" rx="50" ry="30"/><circle cx="-34" cy="-50" r="18"/><circle cx="-6" cy="-62" r="20"/><circle cx="26" cy="-56" r="18"/><circle cx="40" cy="-34" r="14"/><circle cx="-40" cy="-24" r="14"/></g>`;
// A trail of bubbles, big to small, from the cloud's lower left down to the top of the thinker's head (about
// 40 left and 30 below the cloud's base), outlined darker so they read against a grey road.
const trail = [
  [-22, 6, 7],
  [-32, 18, 5],
  [-39, 28, 3.5],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#8e99a8" stroke-width="1.2"/>`)
  .join('');

function line(): string {
  const road = '<path d="M-46 -52Q-10 -60 0 -44T30 -24" stroke="#d9d2c4" stroke-width="9" fill="none" stroke-linecap="round"/>';
  // Behind the near thirteen, the line winds on back along the cloud's top, smaller and paler with distance, out of
  // sight: more people than a child can count, not thirteen (blind critic r65, p16: "a small cloud with about 10
  // figures, nothing like forty classes"). Each tiny one is still a coat and a head, not a dot.
  const farRoad = '<path d="M-46 -54Q-44 -66 -30 -68T8 -72T32 -66" stroke="#e6e0d4" stroke-width="4" fill="none" stroke-linecap="round"/>';
  const far: string[] = [];
  const bend = [
    [-46, -56],
    [-40, -65],
    [-24, -69],
    [-4, -71],
    [14, -71],
    [32, -66],
  ] as const;
  for (let i = 0; i < 24; i += 1) {
    const t = i / 23;
    const at = t * (bend.length - 1);
    const k = Math.min(bend.length - 2, Math.floor(at));
    const [[x0, y0], [x1, y1]] = [bend[k]!, bend[k + 1]!];
    const x = x0 + (x1 - x0) * (at - k);
    const y = y0 + (y1 - y0) * (at - k) + 3;
    far.push(`<g opacity="${(0.95 - t * 0.35).toFixed(2)}">${person(x, y, 0.42 - t * 0.2, coats[(i + 3) % coats.length]!, hairs[i % hairs.length]!)}</g>`);
  }
  const people: string[] = [];
  // Many, so the line reads as more people than anyone could count, but each big enough to read as a person with a
  // head on a phone (26 tiny ones read as a rainbow caterpillar).
  for (let i = 0; i < 13; i += 1) {
    const t = i / 12;
    // The queue ends at the signing table's left end, so the table group has the cloud's lower right to itself.
    const x = -44 + t * 42;
    const y = -50 - 8 * Math.sin(t * Math.PI * 1.2) + t * 20;
    people.push(person(x, y, 0.55 + t * 0.35, coats[i % coats.length]!, hairs[i % hairs.length]!));
  }
  return cloud + trail + farRoad + far.reverse().join('') + road + people.join('');
}

function list(): string {
  const w = tones.wood;
  const skin = '#f2c9a0';
  const hair = '#2a2320';
  const ink = '#2a2320';
  // Big enough to read on a phone, inside the cloud's lower right: young Grandpa stands behind the table,
  // turned three-quarters toward us, his pen on the long white list that hangs over the table's front edge.
  const grandpa = [
    `<path d="M12 -25V-37Q12 -43 20 -43Q28 -43 28 -37V-25Z" fill="#6f7f3e"/>`,
    `<path d="M18.5 -43L20 -38L21.5 -43Z" fill="#f6f1e6"/>`,
    `<circle cx="26.2" cy="-49.6" r="1.5" fill="${skin}"/><circle cx="20" cy="-50" r="6.4" fill="${skin}"/>`,
    `<path d="M13.6 -51.6Q13.6 -57.4 20.4 -57.2Q26.6 -57 26.4 -51.9Q23 -55 17.4 -54.5Q15.4 -53.9 13.6 -51.6Z" fill="${hair}"/>`,
    // Black hair off the forehead and clear round glasses like his own today: a low dark fringe over the eyes read as sunglasses.
    `<g fill="#fff" opacity=".9"><circle cx="16.8" cy="-48.2" r="2.1"/><circle cx="21.2" cy="-48.2" r="2.1"/></g>`,
    `<circle cx="16.9" cy="-48.2" r=".55" fill="${ink}"/><circle cx="21.1" cy="-48.2" r=".55" fill="${ink}"/>`,
    `<g fill="none" stroke="#6b5a4a" stroke-width=".32"><circle cx="16.8" cy="-48.2" r="2.1"/><circle cx="21.2" cy="-48.2" r="2.1"/><path d="M18.9 -48.5h.2"/></g>`,
    `<path d="M17.2 -45.4Q19 -44.2 20.8 -45.4" stroke="${ink}" stroke-width=".7" fill="none" stroke-linecap="round"/>`,
    `<path d="M26 -40Q30 -33 24.5 -28.5" stroke="#6f7f3e" stroke-width="3.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="24" cy="-28.2" r="1.9" fill="${skin}"/>`,
    `<path d="M22.4 -26.4L26.4 -31.6" stroke="${ink}" stroke-width="1.1" stroke-linecap="round"/>`,
  ].join('');
  const table = `<rect x="2" y="-27" width="36" height="3.4" fill="${w.base}"/><path d="M5 -23.6v8M35 -23.6v8" stroke="${w.shade}" stroke-width="2.2"/>`;
  const names = [-22.6, -20.2, -17.8]
    .map((y, i) => `<path d="M${11 + (i % 2)} ${y}q1.4-1.6 2.8 0t2.8 0t2.8 0" stroke="#8e99a8" stroke-width=".8" fill="none"/>`)
    .join('');
  const sheet = `<path d="M9 -28.4H31L30 -27V-15.4H10V-27Z" fill="#fffaf0" stroke="#c9c1b0" stroke-width=".5"/><path d="M12 -26.2h14" stroke="#8e99a8" stroke-width=".8"/>${names}`;
  return grandpa + table + sheet;
}

/**
 * The auntie's dawn: the same jagged 북한산 as in the shop's window (grey granite, its shade side, rain streaks) under a
 * lavender sky going peach at the horizon, the sun coming up behind the saddle and its light catching the peaks' sunward
 * edges pink, pointed pines dark below. (A pink sky ellipse over all-pink rounded tops on round green blobs read as a
 * songpyeon on pine leaves, the very thing the shop sells.)
 */
function dawn(): string {
  const sky =
    '<ellipse cx="0" cy="-38" rx="42" ry="25" fill="#fbd3b4"/><path d="M-42 -38A42 25 0 0 1 42 -38Z" fill="#b7b3de"/>' +
    '<path d="M-41 -33Q0 -40 41 -33L42 -38H-42Z" fill="#f6c2c8"/>';
  const sun = '<circle cx="9" cy="-45" r="7" fill="#ffd27a"/><circle cx="9" cy="-45" r="10" fill="#ffd27a" opacity=".35"/>';
  const outline = 'M-50 0L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Q0 -60 6 -50Q12 -40 18 -44Q26 -58 34 -52Q42 -40 50 -14V0Z';
  const shade = 'M-8 -56Q-4 -40 -12 -24L-2 -10L-14 0H-50L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Z';
  // Pink light along the tops, on the side towards the sun.
  const glow = 'M-8 -56Q0 -60 6 -50Q12 -40 18 -44Q26 -58 34 -52Q42 -40 50 -14L46 -14Q40 -38 33 -47Q26 -52 20 -40Q12 -34 4 -46Q-1 -54 -8 -56Z';
  const peaks =
    `<g transform="translate(0 -16) scale(.74 .66)"><path d="${outline}" fill="#dcb6c5" stroke="#6f6470" stroke-width="1.6"/>` +
    `<path d="${shade}" fill="#aa8ea8"/><path d="${glow}" fill="#f3a9bd"/>` +
    '<path d="M6 -44Q10 -32 2 -20M34 -46Q36 -34 28 -24" stroke="#ece6ea" stroke-width="2.2" fill="none"/></g>';
  const pines = Array.from({ length: 11 }, (_, i) => {
    const x = -35 + i * 7;
    const h = 9 + ((i * 7) % 4) * 1.5;
    return `<path d="M${x - 4.4} -15L${x} ${-15 - h}L${x + 4.4} -15Z" fill="${i % 2 ? '#24502c' : '#315f37'}"/>`;
  }).join('');
  return cloud + trail + sky + sun + peaks + pines;
}

const kinds: Record<string, () => string> = { line, list, dawn };

export const thoughtCloud: PropDefinition = {
  variants: ['line', 'list', 'dawn'],
  draw: ({ size, variant = 'line' }) => scaled(size, kinds[variant]!()),
};
