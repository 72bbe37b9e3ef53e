import { tenths, scaled, tones, type PropDefinition } from '@/pictures';
import { drawingBoard } from './drawing-board';
import { blankSheet, FLAT_SHEET } from './neighbourhood-map';
import { songpyeonHeap } from './songpyeon';

/**
 * Things only pyeongchang-story draws (from an art director's read of the book): the map lying really flat on
 * a tabletop, a band of pine forest under 북한산's peaks, a 기와 roof with strongly upturned 처마
 * corners, water pouring from a can, trays of 송편 and 가래떡, tummy-rumble lines, a tree trunk for a
 * branch to grow from, and a blanket over a sleeping child. Each is 100 wide and rests on y = 0.
 */

/** The first evening's tiny house as Seojun drew it in red felt-tip: lines only, centred on its middle. */
const penHouse = `<g fill="none" stroke="${tones.red.base}" stroke-width="1.3" stroke-linejoin="round" stroke-linecap="round"><path d="M-6 -1h12v9h-12ZM-8 -1l8-7 8 7"/><path d="M-1.6 8v-4.5h3.2v4.5"/></g>`;

/** A sheet lying flat on a table seen at eye level: skewed (its far edge further right) and squashed, per unit of its height. */
const LIE = { skew: 0.3, squash: 0.3 };
/** Where a point of the upright sheet lands once the sheet lies flat. */
const lying = (x: number, y: number) => ({ x: tenths(x - LIE.skew * y), y: tenths(LIE.squash * y) });

/**
 * The lying sheet's edge, a fine line round it (its corners where the sheet's skew and squash carry them) and its front
 * edge's shadow on the table: without them the white sheet under the lamp was one with the lamp-lit tabletop, and a
 * critic saw the tiny house drawn on the bare table (blind critic r75, p3).
 */
const sheetCorners = [
  lying(FLAT_SHEET.left, FLAT_SHEET.top),
  lying(FLAT_SHEET.right, FLAT_SHEET.top),
  lying(FLAT_SHEET.right, FLAT_SHEET.foot),
  lying(FLAT_SHEET.left, FLAT_SHEET.foot),
];
/** How far under the sheet's front edge its shadow on the table lies. */
const SHADOW_DROP = 1.2;
const sheetEdge =
  `<path d="M${sheetCorners[3]!.x} ${tenths(sheetCorners[3]!.y + SHADOW_DROP)}H${sheetCorners[2]!.x}" stroke="#5a4230" stroke-width="2.4" stroke-linecap="round" opacity=".55"/>` +
  `<path d="M${sheetCorners.map((c) => `${c.x} ${c.y}`).join('L')}Z" fill="none" stroke="#4a3524" stroke-width="2" stroke-linejoin="round"/>`;

/** The tiny house's middle on the upright sheet, and so where it lands on the lying one. */
const HOUSE_ON_SHEET = lying(0, -45);

/**
 * Seojun's map lying flat on a tabletop, 'blank' (the first evening's): skewed and squashed to three tenths as deep as
 * wide, the depth a low table's top shows at eye level, so it lies inside the table's rim, its foot at y = 0. Half as
 * deep as wide, it rose over the far rim and read as a glowing glass screen standing up (blind critic r74, p3).
 */
export const mapOnTable: PropDefinition = {
  grip: 0,
  variants: ['blank'],
  draw: ({ size }) =>
    scaled(
      size,
      // The tiny house a felt-tip line drawing on the paper, small on the big white page, where its middle lands
      // (`HOUSE_ON_SHEET`): filled red with a dark door and an ink contour, it read as a toy house standing on
      // the table; squashed and skewed with the sheet, as a red arrow.
      `<g transform="matrix(1 0 ${-LIE.skew} ${LIE.squash} 0 0)">${blankSheet()}</g>${sheetEdge}` +
        `<g transform="translate(${HOUSE_ON_SHEET.x} ${HOUSE_ON_SHEET.y}) scale(.9 .45)">${penHouse}</g>`,
    ),
  // Lit, the lamp over the table falls on the sheet: a warm pool over it, so the paper stays white in a dark room. Over
  // the sheet's width, now its dark edge parts it from the table (round the house alone, the rest of the sheet stayed
  // the night's blue and a critic saw no white paper: blind critic r79, p3; before the edge, a pool over the whole table
  // made the table top and the sheet one pale shape).
  light: ({ size, lit = false }) => (lit ? { x: size * 0.04, y: -size * 0.14, radius: size * 0.62 } : null),
};

/** The drawing board foreshortened as it lies down: `skewAndSquash` is the shear and the height's share, as the SVG matrix writes them. */
const boardLaidDown =
  (skewAndSquash: string): PropDefinition['draw'] =>
  ({ size, variant }) =>
    scaled(size, `<g transform="matrix(1 0 ${skewAndSquash} 0 0)">${drawingBoard.draw({ size: 100, variant })}</g>`);

/**
 * Seojun's drawing board laid down flat on a rock, a table or the grass, the map clipped on as drawn so far ('lane':
 * the lane's houses, mums and stones; 'green': half the map crayoned green): foreshortened like map-on-table.
 */
export const boardFlat: PropDefinition = {
  grip: 0,
  variants: ['lane', 'green'],
  draw: boardLaidDown('-.35 .32'),
};

/**
 * Seojun's drawing board lying on his knees as he colours: tipped up toward us less than `board-flat`, so the map on it
 * still reads at a phone's size while the board faces him and not the reader.
 */
export const boardOnLap: PropDefinition = {
  grip: 0,
  variants: ['green'],
  draw: boardLaidDown('-.3 .56'),
};

const pine = { base: '#2f6b3c', shade: '#214f2c', light: '#4a8a52' };

/**
 * A thick, dark-green band of Korean red pines, like a forest seen from below the peaks: each a crooked red-brown
 * trunk under flat, layered crowns, as 소나무 grow (round crowns read as broadleaf bushes, a row of pointed firs as
 * the Alps). 100 wide, 22 tall.
 */
export const pineBand: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const trees: string[] = [];
    for (let i = 0; i < 12; i++) {
      const x = -46 + i * 8.4 + (i % 2) * 1.5;
      const top = -15 - ((i * 7) % 5) * 1.4;
      const lean = i % 2 ? 1.6 : -1.6;
      const fill = i % 3 === 0 ? pine.light : pine.base;
      trees.push(
        `<path d="M${x} -6Q${x - lean} ${top + 8} ${x + lean} ${top + 2}" stroke="#8a4b32" stroke-width="1.1" fill="none"/>` +
          `<ellipse cx="${x - lean}" cy="${top + 6.5}" rx="5.6" ry="2.1" fill="${pine.base}"/>` +
          `<ellipse cx="${x - lean}" cy="${top + 7.6}" rx="4.6" ry="1" fill="${pine.shade}" opacity=".6"/>` +
          `<ellipse cx="${x + lean}" cy="${top + 2}" rx="4.8" ry="2" fill="${fill}"/>` +
          `<ellipse cx="${x + lean}" cy="${top + 3}" rx="3.8" ry=".9" fill="${pine.shade}" opacity=".55"/>` +
          `<ellipse cx="${x + lean - 1}" cy="${top + 1.2}" rx="2.6" ry=".8" fill="${pine.light}" opacity=".7"/>`,
      );
    }
    return scaled(size, `<path d="M-52 0V-7Q-40 -10 -26 -8Q-12 -11 2 -8Q16 -11 30 -8Q42 -10 52 -7V0Z" fill="${pine.shade}"/>${trees.join('')}`);
  },
};

const roof = { base: '#4d5566', shade: '#363d4b', light: '#6c7689' };

/**
 * A 기와 roof whose 처마 corners curl up strongly like a bird's wings, big enough to cover a whole
 * hanok-village roof (wider than its eaves, higher than its ridge), tiled in vertical stripes. 100 wide
 * between the curls, about 36 tall.
 */
export const curledRoof: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const body = 'M-58 -34Q-56 3 -36 3H36Q56 3 58 -34Q52 -24 46 -25L44 -34H-44L-46 -25Q-52 -24 -58 -34Z';
    const stripes = Array.from({ length: 15 }, (_, i) => `M${-42 + i * 6} -32V0`).join('');
    return scaled(
      size,
      `<path d="${body}" fill="${roof.base}"/>` +
        `<path d="${stripes}" stroke="${roof.shade}" stroke-width="1.6"/>` +
        `<path d="M-58 -34Q-56 3 -36 3H36Q56 3 58 -34" stroke="#d9d3c7" stroke-width="1.6" fill="none" stroke-linecap="round"/>` +
        `<path d="M-47 -34H47" stroke="${roof.shade}" stroke-width="5" stroke-linecap="round"/>`,
    );
  },
};

const water = tones.blue;

/**
 * Water thrown up where something has just hit a stream: the surface broken into a ragged patch of white foam with a
 * ring of ripple round it, a curl of white water rearing up and turning over on each side of what fell in (lowest in
 * the middle, so the thing itself still shows), and the water thrown up as drops of different sizes flying out in arcs,
 * each a teardrop with its tail back along its flight. 100 wide, rests on the water at y = 0. 'drifting': the current
 * has it, so the curl is thrown high on its upstream (left) side and a broken wake trails off behind it (a still ring
 * read as a calm pond). (A crown of blue spikes read as ice crystals, not water.) 'falls': not a splash but the stream
 * falling white over a ledge of rock into a foaming pool, 70 tall, so a 계곡 shows its water coming down the mountain.
 */
export const splashCrown: PropDefinition = {
  variants: ['drifting', 'falls', 'collar'],
  draw: ({ size, variant }) => {
    if (variant === 'falls') return scaled(size, falls);
    if (variant === 'collar') return scaled(size, collar);
    const drifting = variant === 'drifting';
    // A curl: a sheet of white water thrown up from the surface beside what fell in, rising on its outer side and
    // turning over at its crest toward the middle, its lip hooking down, `k` times the full height (38) and width.
    const curl = (dir: -1 | 1, k: number) => {
      const pt = (x: number, y: number) => `${tenths(dir * x * k)} ${tenths(y * k)}`;
      return (
        `<path d="M${pt(-50, 0)}C${pt(-52, -14)} ${pt(-48, -30)} ${pt(-38, -38)}Q${pt(-29, -44)} ${pt(-22, -37)}Q${pt(-18, -32)} ${pt(-23, -29)}` +
        `Q${pt(-28, -28)} ${pt(-28, -22)}Q${pt(-22, -10)} ${pt(-18, 0)}Z" fill="${water.light}" opacity=".8"/>` +
        `<path d="M${pt(-46, -16)}Q${pt(-44, -32)} ${pt(-36, -38)}Q${pt(-28, -43)} ${pt(-22, -37)}Q${pt(-18, -32)} ${pt(-23, -29)}" stroke="#ffffff" stroke-width="${tenths(3.4 * k + 0.6)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M${pt(-38, -4)}Q${pt(-38, -16)} ${pt(-33, -26)}" stroke="#ffffff" stroke-width="1.8" fill="none" stroke-linecap="round" opacity=".8"/>`
      );
    };
    // Drops flung out: [x, y, size, direction of flight in degrees, 0 = up, negative = to the left].
    const flung: [number, number, number, number][] = drifting
      ? [
          [-48, -52, 4.2, -40],
          [-36, -66, 3.4, -24],
          [-20, -74, 3.8, -10],
          [-4, -62, 2.8, 4],
          [-58, -34, 3, -64],
          [-30, -46, 2.2, -30],
          [14, -48, 3.2, 26],
          [30, -36, 2.6, 50],
          [42, -22, 2.2, 70],
          [-12, -88, 2.4, -4],
          [-44, -70, 2, -30],
          [-64, -16, 2.4, -80],
          [4, -80, 2, 10],
          [24, -60, 2.2, 34],
          [-26, -58, 3, -18],
        ]
      : [
          [-40, -46, 3.8, -36],
          [-24, -62, 3.2, -16],
          [-6, -70, 2.6, -4],
          [12, -64, 3, 12],
          [28, -50, 3.6, 30],
          [44, -30, 2.8, 58],
          [-50, -24, 2.4, -64],
        ];
    const drops = flung
      .map(([x, y, size, deg]) => {
        const r = size * 1.3;
        // A teardrop: round at its head, drawn out to a point behind it along its flight.
        const d = `M0 ${tenths(r * 1.7)}Q${tenths(r * 1.3)} ${tenths(r * 0.5)} 0 ${tenths(-r)}Q${tenths(-r * 1.3)} ${tenths(r * 0.5)} 0 ${tenths(r * 1.7)}Z`;
        return `<path d="${d}" transform="translate(${x} ${y}) rotate(${deg})" fill="${r > 3.6 ? '#ffffff' : water.light}" stroke="${water.base}" stroke-width=".8"/>`;
      })
      .join('');
    // The broken water on the surface: a ragged white patch, and round it the ring spreading.
    const foamPatch =
      `<ellipse cx="0" cy="2" rx="58" ry="11" fill="none" stroke="${water.light}" stroke-width="2.2" stroke-dasharray="16 6" opacity=".9"/>` +
      `<path d="M-48 2q4-7 12-5q5-6 13-2q6-5 13 0q7-5 14 0q7-5 13 0q8-4 12 3q6 1 5 5q-8 6-18 4q-8 4-16 1q-9 4-18 0q-9 4-16 0q-9 2-14-6Z" fill="#f2fbfe" opacity=".95"/>`;
    const curls = drifting ? curl(1, 1) + curl(-1, 0.62) : curl(1, 0.75) + curl(-1, 0.75);
    const wake = drifting
      ? `<path d="M-66 -2Q-44 -10 -24 -5M30 8Q60 0 92 10M26 14Q58 10 86 20M-72 12Q-48 6 -28 12" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" stroke-dasharray="12 7" opacity=".85"/>`
      : '';
    return scaled(size, wake + foamPatch + curls + drops);
  },
};

/**
 * 'collar': the water round a stone standing in the current, 100 wide, its waterline at y = 0, set under the stone: a
 * broken collar of white foam at the waterline, a dark wet shadow under it, and a V of wake trailing off downstream
 * toward us, so the stone stands in the water, not on a blue floor.
 */
const collar =
  // The foam heaped at its sides and behind it (the stone, drawn after, covers the middle), the wet dark line along its
  // foot in front, and the wake.
  `<path d="M-40 2Q-50 2 -48 -3Q-46 -8 -36 -8Q-38 -12 -30 -12Q0 -15 30 -12Q38 -12 36 -8Q46 -8 48 -3Q50 2 40 2Z" fill="#f4fbfd" opacity=".95"/>` +
  `<path d="M-36 0Q0 7 36 0" stroke="#3f3a32" stroke-width="2.6" fill="none" stroke-linecap="round" opacity=".7"/>` +
  `<path d="M-40 4Q0 12 40 4" stroke="#f4fbfd" stroke-width="3" fill="none" stroke-linecap="round" stroke-dasharray="18 6 10 6" opacity=".9"/>` +
  `<path d="M-44 6q-10 8-24 12M44 6q10 8 24 12" stroke="#eaf8fc" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`;

/**
 * The falls: white water spilling over a lip of rock in a broad, uneven sheet, strands of foam of different lengths down
 * it, into a foaming pool, between lumpy mossy rocks of different sizes, a dark wet rock face behind. (A blue panel with
 * even white stripes under a grey arch, between two tall ovals of rock, read as a drain pipe.)
 */
const falls = [
  // The rock face behind, dark and wet, stepped and uneven along its top.
  `<path d="M-52 -2L-56 -38L-46 -58L-28 -66L-10 -62L6 -68L26 -64L44 -56L56 -36L54 -2Z" fill="#7e786d"/>`,
  `<path d="M-46 -58L-28 -66L-10 -62L6 -68L26 -64L44 -56L38 -54L24 -59L6 -63L-10 -57L-28 -61L-40 -54Z" fill="#a59f93"/>`,
  // The sheet of water, bulging over the lip and widening as it falls, its sides ragged.
  `<path d="M-26 -58Q0 -66 26 -58Q29 -44 27 -30Q33 -18 32 -4H-34Q-30 -18 -31 -30Q-29 -44 -26 -58Z" fill="${water.base}"/>`,
  `<path d="M-20 -58Q0 -64 20 -58Q22 -40 24 -4H-24Q-22 -40 -20 -58Z" fill="${water.light}" opacity=".85"/>`,
  // The lip, white where the water turns over the edge.
  `<path d="M-25 -58Q0 -66 25 -58" stroke="#ffffff" stroke-width="3.4" fill="none" stroke-linecap="round"/>`,
  // Strands of foam, each its own width and length, some breaking off partway down.
  `<path d="M-21 -55Q-23 -36 -26 -14M-12 -58Q-13 -46 -14 -36M-4 -58Q-5 -34 -7 -8M7 -59Q8 -44 9 -26M16 -57Q18 -36 22 -10M-16 -30Q-17 -20 -19 -8M12 -22Q13 -14 14 -6" stroke="#ffffff" stroke-width="2" fill="none" stroke-linecap="round" opacity=".9"/>`,
  `<path d="M-8 -50Q-9 -40 -10 -30M2 -44Q2 -30 2 -16" stroke="#ffffff" stroke-width="3.6" fill="none" stroke-linecap="round" opacity=".55"/>`,
  // Lumpy rocks at either side of the sheet, of different sizes and heights, moss on their tops.
  `<path d="M-58 -2L-60 -22L-52 -40L-40 -44L-30 -34L-28 -14L-34 -2Z" fill="#948e82"/><path d="M-58 -24L-52 -40L-40 -44L-32 -36L-42 -34L-50 -28Z" fill="#c4bfb5"/>`,
  `<path d="M-52 -41Q-45 -47 -38 -44" stroke="#6f9a5c" stroke-width="3.2" fill="none" stroke-linecap="round"/>`,
  `<path d="M28 -2L26 -18L34 -30L46 -32L56 -22L58 -2Z" fill="#948e82"/><path d="M27 -17L34 -30L46 -32L54 -25L44 -24L34 -20Z" fill="#c4bfb5"/>`,
  `<path d="M36 -31Q43 -35 50 -31" stroke="#6f9a5c" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  `<path d="M30 -52L38 -58L48 -54L50 -46L40 -44Z" fill="#948e82"/><path d="M32 -52L38 -57L47 -54L40 -50Z" fill="#c4bfb5"/>`,
  // The pool's foam, heaped unevenly, with mist over it and a few drops thrown up.
  `<ellipse cx="0" cy="-12" rx="34" ry="9" fill="#ffffff" opacity=".35"/>`,
  // One ragged heap of white, lumpy along its top and breaking into spray (a row of white balls read as eggs).
  `<path d="M-41 0Q-42 -5 -34 -6Q-33 -11 -26 -10Q-22 -15 -15 -12Q-11 -17 -4 -13Q1 -16 6 -12Q12 -16 17 -11Q24 -12 26 -7Q33 -8 36 -3Q40 1 34 2H-36Q-41 2 -41 0Z" fill="#ffffff" opacity=".94"/>`,
  `<path d="M-28 -12q-3-4-2-9M-9 -15q0-5 2-9M10 -14q2-4 6-7M24 -9q4-3 7-4" stroke="#ffffff" stroke-width="1.8" fill="none" stroke-linecap="round" opacity=".85"/>`,
  `<g fill="#ffffff" opacity=".85"><circle cx="-30" cy="-16" r="1.8"/><circle cx="-18" cy="-19" r="1.6"/><circle cx="18" cy="-18" r="1.8"/><circle cx="30" cy="-14" r="1.5"/></g>`,
].join('');

const wood = tones.wood;

/**
 * A tray of rice cakes, centred on 0: 'songpyeon', 송편 half-moons in white, pale green, pink and yellow on pine needles,
 * or 'garaetteok', long white 가래떡 sticks.
 */
export const tteokTrays: PropDefinition = {
  variants: ['songpyeon', 'garaetteok'],
  draw: ({ size, variant }) => {
    const tray = (x: number, w: number) =>
      `<path d="M${x - w / 2} -8h${w}l-4 8h${-(w - 8)}Z" fill="${wood.base}"/><rect x="${x - w / 2}" y="-10" width="${w}" height="3" rx="1.5" fill="${wood.light}"/>`;
    // 송편 heaped on pine needles: plump half-moons, never round domes (songpyeon.ts).
    if (variant === 'songpyeon') return scaled(size, `<g transform="translate(25 0)">${tray(-25, 48) + songpyeonHeap(-25, -9, 44)}</g>`);
    let sticks = tray(25, 48);
    for (let i = 0; i < 4; i++)
      sticks += `<rect x="4" y="${-14 - i * 4.5}" width="42" height="5" rx="2.5" fill="${tones.cream.light}" stroke="${tones.cream.shade}" stroke-width="1"/>`;
    return scaled(size, `<g transform="translate(-25 0)">${sticks}</g>`);
  },
};

/**
 * A slim trunk going up out of sight into the leaves, 12 wide at the middle of a 100 box and 400 tall, roots flaring:
 * 'slim' further into the wood, 'slim-far' deeper still, paler in the air between.
 */
function slimTrunk(far: boolean): string {
  const wood = tones.darkWood;
  const haze = far ? `<path d="M-11 0Q-6 -2 -6 -10V-400H6V-10Q6 -2 11 0Z" fill="#cfe6c4" opacity=".3"/>` : '';
  return (
    `<path d="M-11 0Q-6 -2 -6 -10V-400H6V-10Q6 -2 11 0Z" fill="${wood.base}"/>` +
    `<path d="M2 0Q2 -200 2 -400H6V-10Q6 -2 11 0Z" fill="${wood.shade}"/>` +
    `<path d="M-4 -14V-400H-2V-14Z" fill="${wood.light}" opacity=".5"/>` +
    `<path d="M-1 -30q1 -20 0 -40M0 -110q-1 -20 0 -40" stroke="${wood.shade}" stroke-width="1" fill="none"/>` +
    haze
  );
}

/**
 * A tall tree trunk standing at the frame's edge, for a branch to grow from: roots flaring at its foot, lit down its
 * left side, furrowed bark and a knot, so it reads as a round trunk and not a flat plank. 100 wide, 300 tall.
 */
export const treeTrunk: PropDefinition = {
  variants: ['slim', 'slim-far'],
  draw: ({ size, variant }) => {
    if (variant === 'slim' || variant === 'slim-far') return scaled(size, slimTrunk(variant === 'slim-far'));
    const wood = tones.darkWood;
    const bark = ['M-16 -8q-4 -40 0 -80t-1 -80', 'M-2 -30q3 -40 -1 -80t1 -90', 'M12 -6q-3 -50 1 -100', 'M-20 -170q-3 -40 1 -80', 'M4 -190q2 -40 -1 -90'];
    return scaled(
      size,
      `<path d="M-48 0Q-34 -4 -32 -34Q-26 -150 -30 -300H30Q26 -150 32 -34Q34 -4 48 0Z" fill="${wood.base}"/>` +
        `<path d="M10 0Q8 -150 12 -300H30Q26 -150 32 -34Q34 -4 48 0Z" fill="${wood.shade}"/>` +
        `<path d="M-26 -24Q-20 -150 -24 -300H-14Q-10 -150 -15 -24Z" fill="${wood.light}" opacity=".55"/>` +
        `<path d="${bark.join('')}" stroke="${wood.shade}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
        `<ellipse cx="-6" cy="-206" rx="7" ry="10" fill="${wood.shade}"/><ellipse cx="-7" cy="-207" rx="3" ry="5" fill="${wood.light}" opacity=".6"/>`,
    );
  },
};

const cover = tones.purple;

/** A little five-dot flower of the quilt's pattern, cream petals round a yellow middle. */
const quiltFlower = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="${tones.cream.base}">` +
  [0, 72, 144, 216, 288]
    .map((a) => `<circle cx="${(Math.sin((a * Math.PI) / 180) * 2.2).toFixed(1)}" cy="${(-Math.cos((a * Math.PI) / 180) * 2.2).toFixed(1)}" r="1.5"/>`)
    .join('') +
  `<circle r="1.1" fill="${tones.yellow.base}"/></g>`;
/** The flowers laid in staggered rows, all inside the drape (its top at about -44 by the shoulder, -40 at the hip, -36 by the knees). */
const quiltFlowers = [
  [-36, -24],
  [-20, -26],
  [-6, -31],
  [10, -33],
  [26, -25],
  [40, -15],
  [-28, -15],
  [-12, -17],
  [4, -20],
  [18, -17],
  [33, -15],
  [-34, -36],
  [50, -24],
]
  .map(([x, y]) => quiltFlower(x!, y!))
  .join('');

/**
 * A blanket pulled over a child curled asleep on the floor, from his shoulder (left, x = -50) to past his drawn-up
 * knees and feet (right). Its top rises over the shoulder and the tucked arm, dips at the waist, humps over the hip and
 * again over the knees, so it reads as a curled body under soft cloth; its foot spills on the floor in a wavy edge,
 * one corner flopped over to show the cream lining (a straight hem along a flat foot read as a rigid quilted slab
 * standing on the floor). A quilted 이불: rows of little cream flowers. About 116 wide.
 */
export const sleepBlanket: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-52 3Q-57 -28 -47 -44Q-37 -53 -25 -45Q-14 -37 -4 -40Q9 -50 22 -41Q33 -33 44 -37Q57 -38 58 -16Q59 -2 64 4Q44 9 26 5Q6 10 -14 5Q-34 9 -52 3Z" fill="${cover.base}"/>` +
        // Its underside where it lies on the floor, in shade.
        `<path d="M-52 3Q-34 9 -14 5Q6 10 26 5Q44 9 64 4Q44 5 26 1Q6 6 -14 1Q-34 5 -51 -1Z" fill="${cover.shade}"/>` +
        // The edge turned down over the shoulder, in the cover's light tone.
        `<path d="M-52 3Q-57 -28 -47 -44Q-43 -47 -38 -46Q-47 -28 -43 4Z" fill="${cover.light}"/>` +
        // A quilted 이불's pattern: rows of little cream flowers over the cover, each inside the drape's outline.
        quiltFlowers +
        // The corner at the foot flopped over on the floor, its cream lining up.
        `<path d="M46 -4Q56 -12 64 4Q54 8 44 3Z" fill="${tones.cream.base}"/>` +
        // Soft folds where it drapes from the shoulder, the hip and the knees down to the floor.
        `<path d="M-24 -42Q-18 -22 -22 0M20 -39Q24 -20 18 2M44 -34Q40 -18 46 -4" stroke="${cover.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    ),
};

const paper = { base: '#f6e7bf', lit: '#ffe08a', lattice: '#9c6a40' };

/** One 창호지 door: a wooden frame with a square lattice over paper, glowing when the room is lit. */
function changhoDoor(x: number, top: number, w: number, h: number, lit: boolean): string {
  const bars: string[] = [];
  for (let i = 1; i < 4; i++) bars.push(`M${tenths(x + (w * i) / 4)} ${tenths(top)}v${tenths(h)}`);
  for (let i = 1; i < 6; i++) bars.push(`M${tenths(x)} ${tenths(top + (h * i) / 6)}h${tenths(w)}`);
  return (
    `<rect x="${tenths(x)}" y="${tenths(top)}" width="${tenths(w)}" height="${tenths(h)}" fill="${lit ? paper.lit : paper.base}"/>` +
    `<path d="${bars.join('')}" stroke="${paper.lattice}" stroke-width=".7" fill="none"/>` +
    `<rect x="${tenths(x)}" y="${tenths(top)}" width="${tenths(w)}" height="${tenths(h)}" fill="none" stroke="${tones.darkWood.base}" stroke-width="1.6"/>`
  );
}

/**
 * The 마루 of a 한옥 seen from the yard: a raised plank floor on stone footings whose front edge
 * people sit on (y = -16, as on props/maru.ts), two round posts, 창호지 doors behind (lit from the
 * room at night when `lit`), and above them the 기와 roof's 처마 with its rafter ends, sweeping up
 * at the right-hand corner. 100 wide at the floor (the eave reaches further out), about 110 tall.
 */
export const hanokMaru: PropDefinition = {
  grip: 0,
  landmark: true,
  variants: ['short-eave'],
  light: ({ size, lit }) => (lit ? { x: -size * 0.02, y: -size * 0.46, radius: size * 0.5 } : null),
  draw: ({ size, lit = false, variant }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    const stone = tones.stone;
    const doors = [-44, -15, 14].map((x) => changhoDoor(x, -70, 27, 46, lit)).join('');
    const lift = (x: number, k: number) => (x > 36 ? (x - 36) * k : 0);
    const rafters = Array.from({ length: 17 }, (_, i) => {
      const x = -66 + i * 8;
      return `<circle cx="${x}" cy="${tenths(-80 - lift(x, 0.45))}" r="1.5" fill="${w.light}" stroke="${d.shade}" stroke-width=".8"/>`;
    }).join('');
    const tiles = Array.from({ length: 19 }, (_, i) => {
      const x = -70 + i * 7.6;
      return `M${tenths(x)} ${tenths(-88 - lift(x, 0.6))}V${tenths(-104 - lift(x, 0.75))}`;
    }).join('');
    return scaled(
      size,
      [
        // The wall and doors behind the floor.
        `<rect x="-50" y="-76" width="98" height="54" fill="${w.shade}"/>`,
        doors,
        // Lintel beam and the two round posts.
        `<rect x="-58" y="-78" width="114" height="6" fill="${d.base}"/>`,
        `<rect x="-53" y="-76" width="7" height="60" fill="${w.base}"/><rect x="-53" y="-76" width="2" height="60" fill="${w.light}"/>`,
        `<rect x="43" y="-76" width="7" height="60" fill="${w.base}"/><rect x="43" y="-76" width="2" height="60" fill="${w.light}"/>`,
        // The floor: planks seen a little from above, the front beam people sit on, stone footings.
        `<path d="M-58 -16L-52 -24H50L56 -16Z" fill="${w.base}"/>`,
        `<path d="${Array.from({ length: 11 }, (_, i) => `M${-50 + i * 10} -24L${-56 + i * 11} -16`).join('')}" stroke="${w.shade}" stroke-width=".8"/>`,
        `<rect x="-58" y="-16" width="114" height="8" fill="${d.base}"/><path d="M-58 -16H56" stroke="${w.light}" stroke-width="1.4"/>`,
        ...[-52, -2, 46].map(
          (x) =>
            `<rect x="${x - 3}" y="-8" width="6" height="5" fill="${d.shade}"/><rect x="${x - 6}" y="-4" width="12" height="4" rx="1.5" fill="${stone.base}"/>`,
        ),
        // The 처마: rafter ends under a tiled eave that sweeps up at the right-hand corner; 'short-eave' draws it
        // shorter, turning up just past the right-hand post, so a mountain beyond the porch is not hidden by it.
        `<g${variant === 'short-eave' ? ' transform="translate(-58 -76) scale(.7 .55) translate(58 76)"' : ''}>`,
        `<path d="M-76 -82H36Q54 -82 70 -100L72 -108Q56 -90 38 -90H-76Z" fill="${roof.shade}"/>`,
        rafters,
        `<path d="M-76 -88H36Q56 -88 76 -112L78 -128Q58 -108 38 -106H-76Z" fill="${roof.base}"/>`,
        `<path d="${tiles}" stroke="${roof.shade}" stroke-width="2.2"/>`,
        `<path d="M-76 -88H36Q56 -88 76 -112" stroke="${roof.light}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
        `</g>`,
      ].join(''),
    );
  },
};

/**
 * A box of 크레파스: 'closed', new and still shut (a yellow carton, its red lid on, a rainbow band printed on
 * the label and cellophane shine across it), or open, the lid off and the crayons themselves standing in the
 * tray: 'open-green-out' without the green one, 'open-green-stub' with the green one back in its slot worn
 * down to a stub. 100 wide, 56 tall.
 */
export const crayonBox: PropDefinition = {
  grip: 0.3,
  variants: ['closed', 'open-green-out', 'open-green-stub'],
  draw: ({ size, variant }) => {
    const y = tones.yellow;
    const colours = [tones.red, tones.orange, tones.yellow, tones.green, tones.blue, tones.purple, tones.pink];
    if (variant === 'open-green-out' || variant === 'open-green-stub') {
      // The pink one is in Seojun's hand, so its slot stands empty; 'open-green-out' is the day the green
      // one is worn to a stub in his hand, so the green slot stands empty too.
      const crayons = colours
        .slice(0, 6)
        .map((c, i) => {
          const x = -38 + i * 14;
          if (variant === 'open-green-out' && c === tones.green) return '';
          // Worn down on Bukhansan: only a fingernail's length stands above the tray's rim.
          if (variant === 'open-green-stub' && c === tones.green) {
            return `<path d="M${x - 5} -30V-38L${x - 2} -42H${x + 2}L${x + 5} -38V-30Z" fill="${c.base}"/>`;
          }
          return `<path d="M${x - 5} -30V-52L${x} -62L${x + 5} -52V-30Z" fill="${c.base}"/><path d="M${x - 5} -46H${x + 5}" stroke="${c.shade}" stroke-width="2"/>`;
        })
        .join('');
      return scaled(
        size,
        `<rect x="-54" y="-70" width="108" height="14" rx="3" fill="${tones.red.base}" transform="rotate(-8 0 -60)"/>` +
          crayons +
          `<rect x="-48" y="-36" width="96" height="36" rx="3" fill="${y.base}"/><path d="M-48 -36H48" stroke="${y.shade}" stroke-width="3"/><path d="M-46 -3H46" stroke="${y.light}" stroke-width="2"/>`,
      );
    }
    // Printed, not standing: flat stripes of colour inside the label, nothing rises above the lid.
    const band = colours.map((c, i) => `<rect x="${-36 + i * 10.3}" y="-34" width="10.3" height="14" fill="${c.base}"/>`).join('');
    return scaled(
      size,
      `<rect x="-48" y="-52" width="98" height="52" rx="3" fill="${y.shade}" transform="translate(2 2)"/>` +
        `<rect x="-48" y="-52" width="96" height="52" rx="3" fill="${y.base}"/>` +
        `<rect x="-50" y="-56" width="100" height="12" rx="3" fill="${tones.red.base}"/><path d="M-50 -44H50" stroke="${tones.red.shade}" stroke-width="2"/>` +
        `<rect x="-42" y="-40" width="84" height="32" rx="4" fill="${tones.cream.light}"/>${band}<path d="M-30 -14H30" stroke="${y.shade}" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M-46 -3H46" stroke="${y.light}" stroke-width="2"/>` +
        // The shrink-wrap: a clear film over the whole box, with two white glints across it.
        `<rect x="-52" y="-58" width="104" height="60" rx="5" fill="#ffffff" opacity=".18" stroke="#ffffff" stroke-opacity=".7" stroke-width="1.5"/>` +
        `<path d="M-40 -2L-14 -56M-28 -2L-4 -52" stroke="#ffffff" stroke-width="4" opacity=".6" stroke-linecap="round"/>`,
    );
  },
};

const cushion = tones.purple;

/** A 방석, the flat square floor cushion a grown-up sits on at the low table, seen from the front. 100 wide, 16 tall. */
export const floorCushion: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<rect x="-50" y="-10" width="100" height="10" rx="5" fill="${cushion.shade}"/>` +
        `<rect x="-50" y="-16" width="100" height="12" rx="6" fill="${cushion.base}"/>` +
        `<path d="M-38 -13H34" stroke="${cushion.light}" stroke-width="2.4" stroke-linecap="round"/>` +
        `<circle cx="0" cy="-10" r="2.2" fill="${tones.yellow.base}"/>`,
    ),
};

/**
 * The warm piece of 가래떡 the auntie cuts for Seojun (c6-p1): a thick, soft stick lying slantwise across his
 * fist, its cut end pale, a shine along its top and steam curling off it. The engine's upright stick, small in
 * a hand, read as a candle. Held by its middle.
 */
export const garaetteokPiece: PropDefinition = {
  grip: 0.3,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<g transform="translate(0 -30) rotate(-24)"><rect x="-48" y="-12" width="96" height="24" rx="12" fill="#f7f5ef" stroke="#a89f8c" stroke-width="2"/><rect x="-42" y="3" width="84" height="6" rx="3" fill="#e2ddd0"/><path d="M-36 -6H28" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/><ellipse cx="46" cy="0" rx="6" ry="11.5" fill="#fffefb" stroke="#a89f8c" stroke-width="1.6"/></g>` +
        `<path d="M10 -66q-6-8 0-15t0-15M24 -72q-6-8 0-15t0-15M-4 -58q-6-8 0-15" stroke="#fff" stroke-width="3.6" fill="none" stroke-linecap="round" opacity=".95"/><path d="M10 -66q-6-8 0-15t0-15M24 -72q-6-8 0-15t0-15M-4 -58q-6-8 0-15" stroke="#b8c4cc" stroke-width="1" fill="none" stroke-linecap="round" opacity=".7"/>`,
    ),
};

const granite = tones.stone;

/**
 * A granite boulder by the trail, big and flat-topped enough for a grown-up to sit on (the rock emoji, at its
 * largest, stood beside his shins and he sat on air). 100 wide, 62 tall, its top a tilted face lit on the left.
 */
export const sittingRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 0q-3-22 6-38q8-16 24-22q20-5 40-1q18 4 26 18q8 14 4 43Z" fill="${granite.shade}"/>` +
        `<path d="M-44 -34q8-18 24-24q20-5 40-1q16 4 24 16q-20 8-46 8q-24 1-42 1Z" fill="${granite.base}"/>` +
        `<path d="M-34 -48q12-8 30-8q-14 5-26 12Z" fill="${granite.light}"/>` +
        `<path d="M-20 -22q6 8 4 18M22 -30q-4 10 2 24" stroke="${granite.shade}" stroke-width="1.4" fill="none" stroke-linecap="round" opacity=".7"/>` +
        `<path d="M-50 -4q40 6 96 0l0 4h-96Z" fill="#8f8676" opacity=".6"/>`,
    ),
};

/**
 * A 병풍 folding screen standing against the wall of Grandpa's room (chapter 7): four tall panels in a dark wood
 * frame, folded in a zigzag, each painted with a pink plum branch or a grey peak on pale silk, so the bare wall
 * and floor read as a grandparents' home. Rests on y = 0, 100 wide.
 */
export const foldingScreen: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const panels = [-50, -25, 0, 25]
      .map((x, i) => {
        const silk = i % 2 === 0 ? tones.cream.base : tones.cream.shade;
        const art =
          i % 2 === 0
            ? `<path d="M${x + 6} -30q8-14 6-30t8-24" stroke="${tones.darkWood.shade}" stroke-width="2" fill="none" stroke-linecap="round"/><g fill="${tones.pink.base}"><circle cx="${x + 12}" cy="-58" r="3"/><circle cx="${x + 18}" cy="-76" r="3"/><circle cx="${x + 8}" cy="-44" r="2.6"/><circle cx="${x + 17}" cy="-92" r="2.6"/></g>`
            : `<path d="M${x + 3} -40l7-18 5 8 6-16 4 26z" fill="${tones.stone.shade}"/><path d="M${x + 3} -40h22" stroke="${tones.green.shade}" stroke-width="3"/>`;
        return `<rect x="${x}" y="-112" width="25" height="108" fill="${tones.darkWood.base}"/><rect x="${x + 3}" y="-108" width="19" height="98" fill="${silk}"/>${art}`;
      })
      .join('');
    return scaled(size, `${panels}<rect x="-52" y="-6" width="104" height="6" rx="2" fill="${tones.darkWood.shade}"/>`);
  },
};

/** A leafy plant (an orchid's long leaves) in a round blue-and-white pot on the floor of Grandpa's room. Rests on y = 0. */
export const potPlant: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M0 -44q-30-20-44-60M0 -44q-16-30-10-76M0 -44q12-34 34-62M0 -44q26-16 46-30M0 -44q-24-6-46-14" stroke="${tones.green.shade}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
        `<path d="M0 -44q-16-30-10-76M0 -44q12-34 34-62" stroke="${tones.green.base}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
        `<path d="M-26 -46h52l-8 44q-1 2-4 2h-28q-3 0-4-2z" fill="${tones.china.base}" stroke="${tones.china.shade}" stroke-width="2"/>` +
        `<path d="M-22 -30h44M-12 -20q12-8 24 0" stroke="${tones.blue.base}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    ),
};

/**
 * The pebble Seojun kicks up the lane, just off his toe: a small grey stone skittering along the paving, its shadow
 * under it on the ground, two short speed lines and a little puff of dust behind it, back toward the toe that sent it
 * (up in the air, a dark round stone mid-hop read as a shiny black ball hanging in front of the step). The stone fills
 * the 100-wide box, standing on the ground at its foot; the puff and the lines run out past the box's left edge, so
 * the box the checks keep clear is the pebble's own.
 */
export const kickedPebble: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const s = tones.stone;
    // A warm mid grey, a little darker than the pale paving it skitters over, and matt: no bright highlight.
    const stone = { base: '#a39a8c', shade: '#7b7367', light: '#c4bcb0' };
    return scaled(
      size,
      // Its shadow on the ground, under it.
      `<ellipse cx="6" cy="-2" rx="54" ry="11" fill="#5f564b" opacity=".35"/>` +
        // The dust it kicked up, low on the ground behind it.
        `<path d="M-132 0Q-144 -21 -120 -27Q-114 -48 -90 -36Q-72 -48 -63 -24Q-45 -18 -54 0Z" fill="${s.light}" opacity=".85"/>` +
        // Short speed lines behind it, along the ground.
        `<path d="M-108 -54L-60 -48M-120 -81L-66 -72" stroke="#5f564b" stroke-width="8" fill="none" stroke-linecap="round"/>` +
        // The stone, a little flattened, sitting on the paving.
        `<path d="M-48 -27Q-48 -72 0 -75Q48 -75 51 -33Q54 -3 3 -3Q-48 -3 -48 -27Z" fill="${stone.base}"/>` +
        `<path d="M-45 -18Q-12 -3 30 -9Q51 -15 51 -33Q54 -3 3 -3Q-39 -3 -45 -18Z" fill="${stone.shade}"/>` +
        `<path d="M-24 -54Q-6 -66 18 -63" stroke="${stone.light}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    );
  },
};

/**
 * A 댓돌: the long flat stepping stone on the yard's ground in front of a maru, where slippers are left, seen a little
 * from above (its pale top face over a darker front face, its shadow on the ground). 100 wide, about 20 tall.
 */
export const steppingStone: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<ellipse cx="2" cy="-1" rx="54" ry="5" fill="#3e3a33" opacity=".35"/>` +
        `<path d="M-50 -4Q-52 -12 -46 -14H46Q52 -12 50 -4Q48 0 40 0H-40Q-48 0 -50 -4Z" fill="${granite.shade}"/>` +
        `<path d="M-46 -14Q-44 -21 -34 -22H36Q46 -21 46 -14Z" fill="${granite.base}"/>` +
        `<path d="M-30 -19H24" stroke="${granite.light}" stroke-width="1.6" stroke-linecap="round" opacity=".8"/>`,
    ),
};
