import { bush, pine, tones, type PropDefinition } from '@/pictures';
import { acrossWater, riverColours, scatter } from './forest-river';

type Point = readonly [number, number];

/** One bank: the height of its top at the lip, the lip's x, its foot's x at the water, and how much higher its top stands at the picture's edge. */
interface Bank {
  top: number;
  lip: number;
  foot: number;
  rise: number;
}

/**
 * Where the log bridge crosses the flood, seen low from the water downstream of it (c2-p2), in the picture's own units
 * (the prop stands at x 400, y 500, size 800, so its box is the picture): the flood rushing at us across the whole
 * bottom of the picture, our bank rising out of it on the left and the far bank, higher, on the right, each a steep
 * face of earth under its grass, and between them the river coming from far upstream.
 */
export interface Gorge {
  near: Bank;
  far: Bank;
  /** The water's height at the banks' feet. */
  water: number;
  /** Where the river comes from, far upstream between the banks. */
  vanish: Point;
  /** Where across the gap the bridge broke, and where its far half's end hangs, as shares of the gap from our lip. */
  broke: number;
  hangs: number;
}

/** The desk's gorge: the flood wide between the banks. */
export const DESK_GORGE: Gorge = {
  near: { top: 330, lip: 336, foot: 352, rise: 44 },
  far: { top: 270, lip: 598, foot: 582, rise: 20 },
  water: 390,
  vanish: [467, 352],
  broke: 0.3,
  hangs: 0.5,
};

/** The phone's gorge: the same banks a step closer together, so both lips stand in the narrow frame. */
export const PHONE_GORGE: Gorge = {
  near: { top: 330, lip: 245, foot: 259, rise: 44 },
  far: { top: 270, lip: 405, foot: 393, rise: 20 },
  water: 390,
  vanish: [325, 352],
  broke: 0.22,
  hangs: 0.42,
};

/** The ground on our bank's top at x: sloping down from the picture's left edge to the lip, where the family stands. */
export function nearGround(g: Gorge, x: number): number {
  return g.near.top - g.near.rise * Math.max(0, Math.min(1, (g.near.lip - x) / (g.near.lip + 40)));
}

/**
 * The log bridge over the gorge as it snaps: its near half lying from our bank's grass out over the lip to where it
 * broke, level; its far half still resting on the far bank's grass, swung down steeply from the far lip, its broken
 * end over the water, where Bramble hangs from it.
 */
export function bridgeOver(g: Gorge): { nearStart: Point; nearBreak: Point; farRest: Point; farEnd: Point } {
  const gap = g.far.lip - g.near.lip;
  return {
    nearStart: [g.near.lip - 60, g.near.top - 14],
    nearBreak: [g.near.lip + gap * g.broke, g.near.top - 18],
    farRest: [g.far.lip + 46, g.far.top - 8],
    farEnd: [g.near.lip + gap * g.hangs, g.water - 32],
  };
}

const { earth, grass } = riverColours;
/** The flood here a shade lighter and yellower than the banks' wet earth, so the two never run together. */
const water = { ...acrossWater, base: '#9b7a48', light: '#c6a46c', deep: '#3e2a15' };
const foam = '#fffdf6';
const meadow = '#6bac50';
const wetStone = '#8e877a';

const r = (v: number) => Math.round(v * 10) / 10;
const pts = (points: readonly Point[]) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${r(x)} ${r(y)}`).join('');
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A ragged edge along a line: nudged in and out so an earth lip never runs ruled. */
function ragged(a: Point, b: Point, n: number, amount: number, salt: number): Point[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const [x, y] = lerp(a, b, i / n);
    const nudge = i === 0 || i === n ? 0 : (scatter(i, salt) - 0.5) * amount;
    return [x + nudge * 0.4, y + nudge] as const;
  });
}

/** A point on the water nearer us than the banks' feet: `d` 0 at their feet, 1 at the picture's bottom; `x` across. */
const onWater = (g: Gorge, d: number, x: number): Point => [x, g.water + (500 - g.water) * d];

/**
 * The water: upstream between the banks, the river narrow and pale where the sky lies on it; nearer, the flood across
 * the whole picture's bottom, darker in its deep middle, white water breaking round two rocks, loose foam riding on it,
 * brown waves with white crests curling over toward us, bigger nearer us and never in rows, and white water churning
 * at the banks' feet.
 */
/**
 * One row of choppy water across the flood from x0 to x1 at height y: scalloped crests, each its own width and height, a
 * lit crest over a dark trough, white caps breaking on some; `d` how near us (0 far, 1 at the picture's bottom).
 */
function choppy(y: number, x0: number, x1: number, d: number, salt: number): string {
  const w = 24 + 64 * d;
  const h = 2.5 + 8 * d;
  let x = x0 - scatter(salt, 80) * w;
  let crest = `M${r(x)} ${r(y)}`;
  const caps: string[] = [];
  for (let j = 0; x < x1; j += 1) {
    const ww = w * (0.75 + 0.5 * scatter(j, 81 + salt));
    const hh = h * (0.7 + 0.6 * scatter(j, 91 + salt));
    const dy = (scatter(j, 111 + salt) - 0.5) * h;
    crest += `q${r(ww / 2)} ${r(-hh * 2 + dy)} ${r(ww)} ${r(dy)}`;
    if (scatter(j, 101 + salt) < 0.35) caps.push(`M${r(x + ww * 0.15)} ${r(y - hh * 0.6)}q${r(ww * 0.32)} ${r(-hh * 1.7)} ${r(ww * 0.66)} ${r(-hh * 0.3)}`);
    x += ww;
  }
  const trough = `<path d="${crest}V${r(y + h * 2.4)}H${r(x0 - 2 * w)}Z" fill="${water.deep}" opacity=".2"/>`;
  const lit = `<path d="${crest}" stroke="${water.light}" stroke-width="${r(1 + d * 2.4)}" fill="none" opacity=".9"/>`;
  const white = caps.length ? `<path d="${caps.join('')}" stroke="${foam}" stroke-width="${r(1.4 + d * 2.8)}" fill="none" stroke-linecap="round"/>` : '';
  return `${trough}${lit}${white}`;
}

function flood(g: Gorge): string {
  const [vx, vy] = g.vanish;
  // Upstream between the banks, the river coming round its bend: narrow far off, a white line of water where it turns.
  const upPath = `M${g.near.foot} ${g.water}Q${r(vx - 30)} ${r(vy + 8)} ${r(vx)} ${r(vy)}Q${r(vx + 30)} ${r(vy + 8)} ${g.far.foot} ${g.water}Z`;
  const upRows = [0.45, 0.75]
    .map((t, i) => {
      const y = vy + (g.water - vy) * t;
      const half = ((g.far.foot - g.near.foot) / 2) * t;
      return choppy(y, vx - half, vx + half, 0.02 + 0.06 * i, 40 + i);
    })
    .join('');
  const upstream = `<path d="${upPath}" fill="${water.base}"/><path d="M${r(vx - 26)} ${r(vy + 5)}Q${vx} ${r(vy - 3)} ${r(vx + 26)} ${r(vy + 5)}" stroke="${foam}" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/>${upRows}`;
  const sheet = `<path d="M-20 ${g.water}H820V520H-20Z" fill="${water.base}"/><path d="M-20 ${g.water + 34}Q400 ${g.water + 22} 820 ${g.water + 40}V${g.water + 80}Q400 ${g.water + 70} -20 ${g.water + 84}Z" fill="${water.deep}" opacity=".22"/>`;
  // The flood's rough face: rows of choppy crests across it, bigger nearer us.
  const rows = Array.from({ length: 8 }, (_, i) => {
    const d = (i + 0.6) / 8;
    return choppy(g.water + (520 - g.water) * d ** 1.3, -40, 840, d, i);
  }).join('');
  // Loose foam riding the flood: clusters of bubbles, each its own size and place.
  const froth = Array.from({ length: 9 }, (_, i) => {
    const d = 0.05 + 0.9 * scatter(i, 67);
    const [x, y] = onWater(g, d, 30 + 740 * scatter(i, 68));
    const k = 0.8 + d * 1.4;
    return [0, 1, 2, 3]
      .map(
        (j) =>
          `<ellipse cx="${r(x + (scatter(i * 4 + j, 69) - 0.5) * 12 * k)}" cy="${r(y + (scatter(i * 4 + j, 70) - 0.5) * 3 * k)}" rx="${r((1.2 + scatter(i * 4 + j, 71)) * k)}" ry="${r(0.8 * k)}" fill="${foam}" opacity=".85"/>`,
      )
      .join('');
  }).join('');
  // Rocks the flood breaks on, white water piled on their upstream side and a wake opening toward us.
  const rocks = (
    [
      [0.45, 150],
      [0.3, 690],
    ] as const
  )
    .map(([d, at], i) => {
      const [x, y] = onWater(g, d, at);
      const k = 0.9 + d * 1.2;
      const wake = `<path d="M${r(x - 10 * k)} ${r(y + 2 * k)}q${r(-10 * k)} ${r(10 * k)} ${r(-26 * k)} ${r(18 * k)}M${r(x + 10 * k)} ${r(y + 2 * k)}q${r(10 * k)} ${r(10 * k)} ${r(26 * k)} ${r(18 * k)}" stroke="${foam}" stroke-width="${r(2.2 * k)}" fill="none" stroke-linecap="round" opacity=".9"/>`;
      const stone = `<path d="M${r(x - 11 * k)} ${r(y + 2 * k)}q${r(2 * k)} ${r(-11 * k)} ${r(11 * k)} ${r(-11 * k)}q${r(9 * k)} 0 ${r(11 * k)} ${r(11 * k)}Z" fill="${wetStone}"/><path d="M${r(x - 5 * k)} ${r(y - 6 * k)}q${r(4 * k)} ${r(-3 * k)} ${r(8 * k)} ${r(-2 * k)}" stroke="${tones.stone.light}" stroke-width="${r(1.4 * k)}" fill="none" stroke-linecap="round"/>`;
      const cap = `<path d="M${r(x - 13 * k)} ${r(y - 2 * k)}q${r(2 * k)} ${r(-12 * k)} ${r(13 * k)} ${r(-13 * k)}q${r(11 * k)} ${r(1 * k)} ${r(13 * k)} ${r(13 * k)}" stroke="${foam}" stroke-width="${r(2.8 * k)}" fill="none" stroke-linecap="round"/>`;
      const spray = [0, 1, 2, 3]
        .map(
          (j) =>
            `<circle cx="${r(x + (scatter(j, 70 + i) - 0.5) * 26 * k)}" cy="${r(y - 15 * k - 9 * k * scatter(j, 72 + i))}" r="${r((0.9 + scatter(j, 74)) * k)}" fill="${foam}"/>`,
        )
        .join('');
      return `${wake}${stone}${cap}${spray}`;
    })
    .join('');
  // White water churning along the foot of each bank, where the flood slaps it.
  const churn = Array.from({ length: 16 }, (_, i) => {
    const x = -10 + 52 * i + 20 * scatter(i, 75);
    const inGap = x > g.near.foot && x < g.far.foot;
    if (inGap) return '';
    const y = g.water + 3;
    const w = 16 + 10 * scatter(i, 76);
    return `M${r(x - w / 2)} ${r(y)}q${r(w / 4)} -8 ${r(w / 2)} -2q${r(w / 4)} -8 ${r(w / 2)} 2`;
  }).join('');
  const bankFoam = `<path d="${churn}" stroke="${foam}" stroke-width="3" fill="${foam}" fill-opacity=".5" stroke-linecap="round"/>`;
  return `${upstream}${sheet}${rows}${froth}${rocks}${bankFoam}`;
}

/**
 * One bank rising out of the flood: its grass top, the grass hanging over its lip, and below it a steep face of earth
 * in layers, darker and wet near the water, with roots hanging out, a fern clinging to it and stones at its foot;
 * its inner side (toward the gap) turned away from us, in shade. `side` 1 for ours on the left, -1 for the far one.
 */
function bank(g: Gorge, b: Bank, side: 1 | -1): string {
  const edge = side === 1 ? -40 : 840;
  const lip: Point = [b.lip, b.top];
  const foot: Point = [b.foot, g.water];
  // The inner side running back upstream, toward the river's bend.
  const back: Point = lerp(lip, [g.vanish[0], b.top + 10], 0.22);
  const backFoot: Point = lerp(foot, g.vanish, 0.3);
  const front = ragged([edge, b.top - b.rise], lip, 12, 4, side === 1 ? 11 : 12);
  const face = `<path d="${pts([...front, foot, [edge, g.water]])}Z" fill="${earth.base}"/>`;
  const inner = `<path d="${pts([lip, back, backFoot, foot])}Z" fill="${earth.shade}"/>`;
  // The bank's grassy top rising a little from its lip, rounded, so it reads as ground and not as a block's lid.
  const crown = `M${edge} ${b.top - b.rise + 1}Q${r(edge + (b.lip - edge) * 0.35)} ${b.top - b.rise - 22} ${r(b.lip - side * 60)} ${b.top - 16}Q${r(back[0] - side * 6)} ${b.top - 10} ${r(back[0])} ${r(back[1])}L${b.lip} ${b.top}Z`;
  const top = `<path d="${crown}" fill="${meadow}"/>`;
  // Layers of earth along the face, wavy, following the bank's top; the soil lighter just under the grass; the wet dark
  // band where the water has soaked it; stones bedded in it.
  const faceAt = (y: number) => b.lip + (b.foot - b.lip) * ((y - b.top) / (g.water - b.top));
  const layer = (t: number, salt: number) => {
    const y = b.top + (g.water - b.top) * t;
    const from = edge;
    const to = faceAt(y);
    const n = 8;
    return Array.from({ length: n + 1 }, (_, i) => {
      const x = from + ((to - from) * i) / n;
      const lift = b.rise * (1 - t) * (side === 1 ? 1 - i / n : 1 - i / n);
      return `${i ? 'L' : 'M'}${r(x)} ${r(y - lift + (scatter(i, salt) - 0.5) * 6)}`;
    }).join('');
  };
  const layers = `<path d="${layer(0.36, 31)}${layer(0.64, 32)}" stroke="${earth.shade}" stroke-width="2.2" fill="none" stroke-linejoin="round" opacity=".6"/>`;
  const sunlit = `<path d="${pts(front)}" stroke="${earth.light}" stroke-width="12" fill="none" stroke-linejoin="round" opacity=".55" transform="translate(0 8)"/>`;
  const wetTop = g.water - 16;
  const wet = `<path d="${pts([[edge, wetTop], [faceAt(wetTop), wetTop], foot, [edge, g.water]])}Z" fill="${earth.shade}" opacity=".85"/>`;
  const bedded = [0.3, 0.62, 0.85]
    .map((t, i) => {
      const y = b.top + (g.water - b.top) * (0.45 + 0.25 * scatter(i, side === 1 ? 33 : 34));
      const x = edge + (faceAt(y) - edge) * t;
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(7 + 4 * scatter(i, 35))}" ry="${r(4 + 2 * scatter(i, 36))}" fill="${tones.stone.shade}"/><path d="M${r(x - 4)} ${r(y - 2)}q3 -2 7 -1" stroke="${tones.stone.light}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  // The grass hanging over the lip, tufts and roots, and the stones at the foot where the flood breaks white.
  const overhang = `<path d="${pts(front)}" stroke="${grass.base}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="${pts(front.map(([x, y]) => [x, y - 2] as const))}" stroke="${grass.light}" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/>`;
  const tufts = front
    .filter((_, i) => i % 2 === 1)
    .map(([x, y]) => `M${r(x)} ${r(y + 2)}q-2 7 -6 10M${r(x + 3)} ${r(y + 2)}q1 8 3 12`)
    .join('');
  const roots = front
    .filter((_, i) => i % 2 === 0)
    .map(([x, y], i) => {
      const d = 16 + 22 * scatter(i, side === 1 ? 21 : 22);
      return `M${r(x)} ${r(y + 4)}q${r(5 - 10 * scatter(i, 23))} ${r(d * 0.5)} ${r(2 - 4 * scatter(i, 24))} ${r(d)}`;
    })
    .join('');
  const hanging = `<path d="${tufts}" stroke="${grass.base}" stroke-width="2.2" fill="none" stroke-linecap="round"/><path d="${roots}" stroke="${earth.shade}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  const stones = [0.15, 0.45, 0.8]
    .map((t, i) => {
      const x = side === 1 ? b.foot - (b.foot + 40) * t : b.foot + (840 - b.foot) * t;
      const k = 1 + 0.3 * i;
      return `<ellipse cx="${r(x)}" cy="${r(g.water + 1)}" rx="${r(9 * k)}" ry="${r(5 * k)}" fill="${wetStone}"/><path d="M${r(x - 5 * k)} ${r(g.water - 2 * k)}q${r(4 * k)} ${r(-2 * k)} ${r(8 * k)} ${r(-1 * k)}" stroke="${tones.stone.light}" stroke-width="${r(1.4 * k)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  // What grows on the bank: bushes on ours behind the family; on the far one a dark fir and bushes over the lip.
  const growth =
    side === 1
      ? `${bush(20, b.top - b.rise - 4, 0.9, '#4a8f3f')}${bush(96, b.top - b.rise * 0.7 - 6, 0.6, '#5b9a48')}`
      : `${pine(b.lip + 110, b.top - 14, 1.15, '#2c6a4c')}${bush(b.lip + 56, b.top - 8, 0.8, '#4a8f3f')}${bush(b.lip + 190, b.top - 16, 1, '#5b9a48')}`;
  return `${inner}${top}${growth}${face}${sunlit}${layers}${wet}${bedded}${hanging}${overhang}${stones}`;
}

/**
 * The flood at the log bridge seen low from the water downstream of it (c2-p2): the muddy water rushing at us across
 * the bottom of the picture and out of the gap between our high bank on the left and the far bank, higher still, on
 * the right, each a steep face of earth under its grass. 'desk' is the desk's gorge, 'phone' the same a step narrower
 * for a phone's frame. Place it at x 400, y 500, size 800.
 */
export const riverGorge: PropDefinition = {
  landmark: true,
  variants: ['desk', 'phone'],
  draw: ({ size, variant }) => {
    const g = variant === 'phone' ? PHONE_GORGE : DESK_GORGE;
    const k = Math.round((size / 800) * 1000) / 1000;
    return `<g transform="scale(${k}) translate(-400 -500)">${bank(g, g.far, -1)}${bank(g, g.near, 1)}${flood(g)}</g>`;
  },
};
