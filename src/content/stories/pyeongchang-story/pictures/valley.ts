import { tenths, defs, grassTufts, grove, landmark, pineShape, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

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

/**
 * A stone of its own shape, `w` wide and `h` tall above the line it sits on at (x, y): a lumpy top drawn from `seed`
 * (no two alike), lit on its upper left, and, when it sits in the water, its lower part dark and wet with a dark line
 * where the water meets it. (One lit ellipse over another for every stone read as stamped discs.)
 */
function lumpyStone(x: number, y: number, w: number, h: number, seed: number, wet: boolean): string {
  const rnd = (i: number) => {
    const s = Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453;
    return s - Math.floor(s);
  };
  const n = 7;
  const pts = Array.from({ length: n + 1 }, (_, i) => {
    const a = Math.PI - (Math.PI * i) / n;
    const k = i === 0 || i === n ? 1 : 0.78 + 0.34 * rnd(i);
    const lean = (rnd(20) - 0.5) * 0.5;
    return [x + Math.cos(a) * (w / 2) * (i === 0 || i === n ? 1 : 0.92 + 0.16 * rnd(i + 9)) + lean * Math.sin(a) * h, y - Math.sin(a) * h * k] as const;
  });
  // Round the corners: a curve through the midpoints, each point its control.
  const outline = (sx: number, sy: number, dx: number, dy: number) => {
    const at = (i: number) => [x + (pts[i]![0] - x) * sx + dx, y + (pts[i]![1] - y) * sy + dy] as const;
    let path = `M${tenths(at(0)[0])} ${tenths(at(0)[1])}`;
    for (let i = 1; i < n; i++) {
      const [cx, cy] = at(i);
      const [nx, ny] = at(i + 1);
      const mx = i === n - 1 ? nx : (cx + nx) / 2;
      const my = i === n - 1 ? ny : (cy + ny) / 2;
      path += `Q${tenths(cx)} ${tenths(cy)} ${tenths(mx)} ${tenths(my)}`;
    }
    return `${path}Z`;
  };
  const d = outline(1, 1, 0, 0);
  const shade = ['#8f897d', '#9a9384', '#857f74'][seed % 3]!;
  const base = ['#b3ad9f', '#bdb6a6', '#a9a498'][seed % 3]!;
  const top = `M${tenths(x - w * 0.36)} ${tenths(y - h * 0.5)}Q${tenths(x - w * 0.2)} ${tenths(y - h * 0.98)} ${tenths(x + w * 0.12)} ${tenths(y - h * 0.86)}Q${tenths(x - w * 0.06)} ${tenths(y - h * 0.66)} ${tenths(x - w * 0.36)} ${tenths(y - h * 0.5)}Z`;
  return (
    `<path d="${d}" fill="${shade}"/>` +
    `<path d="${outline(0.9, 0.9, -w * 0.05, -h * 0.08)}" fill="${base}"/>` +
    `<path d="${top}" fill="#d8d3c8" opacity=".8"/>` +
    (wet
      ? `<path d="M${tenths(x - w / 2)} ${y}Q${tenths(x)} ${tenths(y - h * 0.3)} ${tenths(x + w / 2)} ${y}Z" fill="#5d574c" opacity=".75"/>` +
        `<path d="M${tenths(x - w / 2 - 1)} ${y}Q${x} ${tenths(y + 1 + h * 0.12)} ${tenths(x + w / 2 + 1)} ${y}" stroke="#3f3a32" stroke-width="${tenths(1.2 + w * 0.03)}" fill="none" stroke-linecap="round"/>`
      : `<path d="M${tenths(x - w / 2)} ${y}Q${tenths(x)} ${tenths(y + h * 0.12)} ${tenths(x + w / 2)} ${y}" stroke="#6f695d" stroke-width="2" fill="none"/>`)
  );
}

/**
 * A stone standing in the current: the water heaped white against its upstream side, the stone, a broken white lip
 * along its waterline and a V of foam trailing off it downstream (toward us).
 */
function stoneInCurrent(x: number, y: number, w: number, h: number, seed: number): string {
  const sw = tenths(1.2 + w * 0.05);
  return (
    `<ellipse cx="${x}" cy="${tenths(y - h * 0.08)}" rx="${tenths(w * 0.68)}" ry="${tenths(Math.max(1.6, h * 0.24))}" fill="#f4fbfd" opacity=".9"/>` +
    lumpyStone(x, y, w, h, seed, true) +
    `<path d="M${tenths(x - w * 0.56)} ${tenths(y + 1)}q${tenths(w * 0.14)} ${tenths(h * 0.16)} ${tenths(w * 0.3)} ${tenths(h * 0.1)}M${tenths(x + w * 0.1)} ${tenths(y + h * 0.12)}q${tenths(w * 0.24)} ${tenths(h * 0.04)} ${tenths(w * 0.46)} ${tenths(-h * 0.12)}" stroke="#ffffff" stroke-width="${sw}" fill="none" stroke-linecap="round" opacity=".95"/>` +
    `<path d="M${tenths(x - w * 0.46)} ${tenths(y + h * 0.2)}q${tenths(-w * 0.14)} ${tenths(h * 0.3)} ${tenths(-w * 0.4)} ${tenths(h * 0.5)}M${tenths(x + w * 0.46)} ${tenths(y + h * 0.2)}q${tenths(w * 0.14)} ${tenths(h * 0.3)} ${tenths(w * 0.42)} ${tenths(h * 0.46)}" stroke="#eaf8fc" stroke-width="${tenths(sw * 0.8)}" fill="none" stroke-linecap="round" opacity=".8"/>`
  );
}

/** The valley's boulders, each its own shape; those in the stream (`wet`) sit in it with a dark wet foot. */
function rocks(points: readonly (readonly [number, number, number, boolean?])[]): string {
  return points.map(([x, y, r, wet], i) => lumpyStone(x, y + r * 0.36, r * 2, r * (0.7 + 0.12 * (i % 3)), i + 3, !!wet)).join('');
}

/** Where a rock in the stream breaks the current: a collar of foam on its upstream side and a wake trailing below it. */
function foam([x, y, r]: readonly [number, number, number]): string {
  const wy = y + r * 0.36;
  return (
    `<ellipse cx="${x}" cy="${tenths(wy - r * 0.1)}" rx="${tenths(r * 1.32)}" ry="${tenths(r * 0.26)}" fill="#eef9fd" opacity=".9"/>` +
    `<path d="M${tenths(x - r * 0.9)} ${tenths(wy + r * 0.2)}q${tenths(-r * 0.3)} ${tenths(r * 0.4)} ${tenths(-r * 0.8)} ${tenths(r * 0.7)}M${tenths(x + r * 0.9)} ${tenths(wy + r * 0.2)}q${tenths(r * 0.3)} ${tenths(r * 0.4)} ${tenths(r * 0.8)} ${tenths(r * 0.7)}" stroke="#eef9fd" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".8"/>`
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
  /** The points joined by straight lines, each rounded. */
  const through = (points: readonly (readonly [number, number])[]) => points.map(([x, y]) => `${tenths(x)} ${tenths(y)}`).join('L');
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
  // Cobbles sitting in the water along each waterline, each its own shape and size, bigger as they come near.
  const cobble = ([x, y]: readonly [number, number], k: number) => {
    const w = (6 + 20 * nearness(y)) * (0.7 + ((k * 7) % 5) * 0.14);
    return lumpyStone(tenths(x), tenths(y + 1), tenths(w), tenths(w * (0.42 + ((k * 3) % 4) * 0.08)), k + 11, true);
  };
  const cobbles = [...left.filter((_, i) => i % 2 === 1), ...right.filter((_, i) => i % 2 === 0 && i > 0)].map((p, k) => cobble(p, k)).join('');
  // Stones standing in the current, of different shapes and sizes, the water heaped white on their upstream side and
  // trailing off them in a V of foam (dark discs in white rings read as stepping stones stamped on a blue slide).
  const stones = (
    [
      [402, 340, 12, 6],
      [370, 390, 20, 9],
      [448, 402, 16, 11],
      [326, 448, 30, 12],
      [474, 468, 24, 16],
    ] as const
  )
    .map(([x, y, w, h], k) => stoneInCurrent(x, y, w, h, k + 1))
    .join('');
  // The current: long broken lines running down the stream with it, each between the banks at its own share of the
  // width, fanning out as the water comes near, thinner up toward the falls; over them short bright glints.
  const flowLine = (f: number, k = 0) =>
    left.map(([lx, ly], i) => {
      // Each line swings a little from side to side as the water does round the stones.
      const g = f + (k ? 0.028 * Math.sin(i * 0.9 + k * 1.7) : 0);
      return [lx + (right[i]![0] - lx) * g, ly + (right[i]![1] - ly) * g] as const;
    });
  const shares = [0.14, 0.27, 0.4, 0.52, 0.64, 0.77, 0.89];
  const current = shares
    .map((f, k) => {
      const points = flowLine(f, k + 1);
      const far = line(points.slice(1, 10));
      const near = line(points.slice(9));
      const dash = (a: number, b: number) => `stroke-dasharray="${a + (k % 3) * 6} ${b + (k % 2) * 5}" stroke-dashoffset="${k * 9}"`;
      return (
        `<path d="${far}" stroke="#d3eef8" stroke-width="1.4" fill="none" stroke-linecap="round" opacity=".7" ${dash(10, 8)}/>` +
        `<path d="${near}" stroke="#d3eef8" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".75" ${dash(22, 14)}/>`
      );
    })
    .join('');
  const glints = [
    [0.2, 4, 5],
    [0.46, 6, 6],
    [0.7, 3, 4],
    [0.33, 11, 9],
    [0.58, 12, 10],
    [0.82, 13, 10],
    [0.22, 16, 14],
    [0.5, 16, 16],
    [0.72, 15, 14],
  ]
    .map(([f, i, w]) => {
      const [x, y] = flowLine(f!)[i!]!;
      const [x2, y2] = flowLine(f!)[i! + 1]!;
      const len = Math.hypot(x2 - x, y2 - y) || 1;
      const ux = ((x2 - x) / len) * w!;
      const uy = ((y2 - y) / len) * w!;
      return `M${tenths(x)} ${tenths(y)}l${tenths(ux)} ${tenths(uy)}m${tenths(ux * 0.5)} ${tenths(uy * 0.5)}l${tenths(ux * 0.4)} ${tenths(uy * 0.4)}`;
    })
    .join('');
  return (
    `<defs><clipPath id="bg-stream-water"><path d="${water}"/></clipPath></defs>` +
    face(left, -1) +
    face(right, 1) +
    `<path d="${water}" fill="url(#bg-water)"/>` +
    `<g clip-path="url(#bg-stream-water)">${along(34, '#a9def0', 0.55)}${under}${along(7, '#1f5577', 0.45)}</g>` +
    '<path d="M392 300h18q12 60 46 120t36 80H290q22-40 64-84t38-116Z" fill="#2f76a6" opacity=".4"/>' +
    current +
    `<path d="${glints}" stroke="#ffffff" stroke-width="2.6" fill="none" stroke-linecap="round" opacity=".9"/>` +
    stones +
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
      [420, 420, 14, true],
      [380, 470, 18, true],
    ]),
  ].join('');
}
