import { defs, grassTufts, grove, landmark, pineShape, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/** Each fir's build, as its width and height against the shape's: one slim and tall, one broad and squat, ... */
const BUILDS: readonly (readonly [number, number])[] = [
  [1, 1],
  [0.78, 1.2],
  [1.2, 0.86],
  [0.9, 1.08],
  [1.12, 1.16],
  [0.84, 0.9],
  [1.1, 0.92],
  [0.92, 1.12],
];

/**
 * Firs on the slopes: the far ones small, paler and bluer in the haze, the near ones darker, each of its own build
 * (one shape copied at one build, the valley's firs read as a row of stamps).
 */
function pines(points: readonly [number, number, number][]): string {
  const places = (near: boolean) =>
    points
      .map(([x, y, s], i) => ({ x, y, s, i }))
      .filter(({ s }) => s >= 1.15 === near)
      .map(({ x, y, s, i }) => {
        const [w, h] = BUILDS[i % BUILDS.length]!;
        return [x, y, +(s * 0.42 * w).toFixed(3), +(s * 0.42 * h).toFixed(3)] as const;
      });
  return grove('far-pine', pineShape('#6f9a82'), places(false)) + grove('near-pine', pineShape('#3f7a4f'), places(true));
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

/** A point on a quadratic curve from `a` by `c` to `b`, at `t`. */
function onCurve(a: readonly [number, number], c: readonly [number, number], b: readonly [number, number], t: number): [number, number] {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

/** The stream's two waterlines (stream() draws them), from the falls at y 300 down to the picture's foot, as points. */
function waterline(side: 'left' | 'right'): [number, number][] {
  const legs =
    side === 'left'
      ? ([
          [
            [372, 300],
            [374, 370],
            [310, 410],
          ],
          [
            [310, 410],
            [246, 450],
            [220, 500],
          ],
        ] as const)
      : ([
          [
            [428, 300],
            [448, 360],
            [508, 420],
          ],
          [
            [508, 420],
            [568, 480],
            [568, 500],
          ],
        ] as const);
  return legs.flatMap(([a, c, b], leg) => Array.from({ length: 9 }, (_, i) => onCurve(a, c, b, (i + (leg ? 1 : 0)) / (leg ? 9 : 9))));
}

/** How near a point of the stream is, 0 at the falls (y 300) to 1 at the picture's foot: things grow with it. */
const nearness = (y: number) => Math.max(0, Math.min(1, (y - 300) / 200));

/**
 * The stream seen close from its bank (c4-p2, c4-p4): the same water as stream(), given depth. Each bank drops to the
 * water in a face of dark wet earth, shading the water under it; pale shallows along the banks show their pebbles
 * through the water, over a deeper channel; cobbles sit along each waterline half in the water, each with its wet
 * foot and a line of foam; and low stones in the current have the water bulging smooth over them and breaking white
 * below, with a wake. All of it smaller and fainter up toward the falls. (The flat water with streaks over it read as a
 * blue band laid on the meadow.)
 */
function deepStream(): string {
  const water = 'M372 300h56q20 60 80 120t60 80H220q20-40 90-90t62-110Z';
  const left = waterline('left');
  const right = waterline('right');
  const r1 = (n: number) => Math.round(n * 10) / 10;
  /** The points joined by straight lines, each rounded. */
  const through = (points: readonly (readonly [number, number])[]) => points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L');
  const line = (points: readonly (readonly [number, number])[]) => `M${through(points)}`;
  // The bank's face: from the waterline out to the bank's top, wider as it comes near.
  const face = (points: [number, number][], out: -1 | 1) => {
    const top = points.map(([x, y]) => [x + out * (3 + 11 * nearness(y)), y - 2 - 5 * nearness(y)] as const);
    const d = `${line(points)}L${through([...top].reverse())}Z`;
    return `<path d="${d}" fill="#6b5a42"/><path d="${line(top)}" stroke="#8fbf72" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  };
  // Along each bank inside the water: the bank's shadow on it, then the pale shallows.
  const along = (width: number, colour: string, opacity: number) =>
    `<path d="${line(left)}" stroke="${colour}" stroke-width="${width}" fill="none" opacity="${opacity}"/><path d="${line(right)}" stroke="${colour}" stroke-width="${width}" fill="none" opacity="${opacity}"/>`;
  // Pebbles seen through the shallows.
  const under = [
    [356, 336, 3],
    [340, 372, 4],
    [318, 402, 5],
    [286, 436, 6],
    [262, 470, 7],
    [444, 330, 3],
    [462, 366, 4],
    [490, 404, 5],
    [524, 440, 6],
    [548, 478, 7],
    [300, 452, 5],
    [536, 462, 5],
  ]
    .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r! * 0.55}" fill="#8a8c72" opacity=".45"/>`)
    .join('');
  // Cobbles half in the water along each waterline, bigger as they come near.
  const cobble = ([x, y]: readonly [number, number], k: number) => {
    const r = 3 + 9 * nearness(y) + (k % 3) * 1.5 * (0.4 + nearness(y));
    return (
      `<ellipse cx="${r1(x)}" cy="${r1(y - r * 0.2)}" rx="${r1(r)}" ry="${r1(r * 0.62)}" fill="#a7a196"/>` +
      `<ellipse cx="${r1(x - r * 0.2)}" cy="${r1(y - r * 0.4)}" rx="${r1(r * 0.62)}" ry="${r1(r * 0.32)}" fill="#d4d0c7"/>` +
      `<path d="M${r1(x - r)} ${r1(y + r * 0.12)}q${r1(r)} ${r1(r * 0.5)} ${r1(2 * r)} 0" stroke="#eef9fd" stroke-width="${r1(1 + nearness(y))}" fill="none" stroke-linecap="round" opacity=".85"/>`
    );
  };
  const cobbles = [...left.filter((_, i) => i % 2 === 1), ...right.filter((_, i) => i % 2 === 0 && i > 0)].map((p, k) => cobble(p, k)).join('');
  // Low stones in the current: each wet top just breaking the surface, a collar of foam on its upstream side, the water
  // sliding pale and smooth off it toward us and spreading in rings below (a wake of two strokes read as a stool's legs).
  const overStone = ([x, y, r]: readonly [number, number, number]) =>
    `<ellipse cx="${x}" cy="${r1(y + r * 0.45)}" rx="${r1(r * 1.2)}" ry="${r1(r * 0.42)}" fill="#c4ebf6" opacity=".75"/>` +
    `<ellipse cx="${x}" cy="${r1(y - r * 0.12)}" rx="${r1(r * 1.4)}" ry="${r1(r * 0.62)}" fill="#f4fbfd" opacity=".92"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r1(r * 0.45)}" fill="#6f6a5e"/>` +
    `<ellipse cx="${r1(x - r * 0.2)}" cy="${r1(y - r * 0.12)}" rx="${r1(r * 0.55)}" ry="${r1(r * 0.2)}" fill="#a29d90"/>` +
    `<path d="M${r1(x - r * 0.9)} ${r1(y + r * 0.95)}q${r1(r * 0.9)} ${r1(r * 0.35)} ${r1(r * 1.8)} 0M${r1(x - r * 1.3)} ${r1(y + r * 1.55)}q${r1(r * 1.3)} ${r1(r * 0.45)} ${r1(r * 2.6)} 0" stroke="#e2f5fb" stroke-width="${r1(0.9 + r * 0.08)}" fill="none" stroke-linecap="round" opacity=".75"/>`;
  const stones = [
    [402, 338, 5],
    [372, 388, 8],
    [446, 400, 9],
    [330, 446, 12],
    [470, 466, 13],
  ]
    .map((stone) => overStone(stone as [number, number, number]))
    .join('');
  // Riffles across the current, shorter and thinner up toward the falls.
  const riffles = [
    [396, 318, 6],
    [414, 348, 8],
    [388, 364, 8],
    [420, 378, 10],
    [356, 414, 12],
    [404, 430, 12],
    [438, 438, 12],
    [384, 456, 14],
    [296, 482, 16],
    [420, 488, 16],
    [512, 486, 14],
  ]
    .map(([x, y, w]) => `M${x! - w! / 2} ${y}q${w! / 2} ${-w! * 0.22} ${w} 0`)
    .join('');
  return (
    `<defs><clipPath id="bg-stream-water"><path d="${water}"/></clipPath></defs>` +
    face(left, -1) +
    face(right, 1) +
    `<path d="${water}" fill="url(#bg-water)"/>` +
    `<g clip-path="url(#bg-stream-water)">${along(34, '#a9def0', 0.55)}${under}${along(7, '#1f5577', 0.45)}</g>` +
    '<path d="M392 300h18q12 60 46 120t36 80H290q22-40 64-84t38-116Z" fill="#2f76a6" opacity=".4"/>' +
    stones +
    `<path d="${riffles}" stroke="#e8f7fc" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/>` +
    cobbles +
    // Where it comes down into the valley, tumbling white over a step of rocks, so it runs from somewhere.
    '<path d="M370 300q30-8 60 0v10q-8 6-14 0q-8 8-16 0q-8 8-16 0q-8 6-14 0Z" fill="#eef9fd" opacity=".9"/>' +
    '<g fill="#a9a398"><ellipse cx="378" cy="304" rx="9" ry="5"/><ellipse cx="424" cy="305" rx="8" ry="4.5"/></g>' +
    foam([420, 420, 14]) +
    foam([380, 470, 18])
  );
}

/** 계곡 seen close from its bank: the same valley, its stream drawn with depth (deepStream). */
export function valleyBank(time: TimeOfDay): string {
  return valleyWith(time, deepStream());
}

/** 계곡: a rocky stream running towards the viewer between two wooded slopes. */
export function valley(time: TimeOfDay): string {
  return valleyWith(time, stream());
}

/** The valley round the water given (a setting's draw is handed the view too, so the water is not its second argument). */
function valleyWith(time: TimeOfDay, water: string): string {
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
    landmark('stream valley-stream', water),
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
