import { tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/** The river's one colour in every panel: the storm's muddy brown, with the sky's sheen on its far reach. */
export const riverWater = { base: '#8a7f55', shade: '#62593a', light: '#b8ae84' };
const sheen = '#c6d3d0';
const glint = '#f2f7f2';
const foam = '#f7f1e4';
const earth = { base: '#7a5434', shade: '#5a3c24' };
const grass = '#5e9c44';

const r = (v: number) => Math.round(v * 10) / 10;

/**
 * In a 100-unit box: the river leaves the picture 100 wide at the bottom (y = 0) and narrows as it runs
 * back, 34 up, to a thin bend turning away to the left. Where it is at a depth t (0 far, 1 near) and a
 * share f across it.
 */
const H = 34;
// The banks wander a little as the river meanders, so its edges never run straight like a road's.
const leftEdge = (t: number) => -30 - 20 * t ** 1.3 + 2.5 * Math.sin(t * 7);
const rightEdge = (t: number) => 4 + 46 * t ** 1.3 + 3 * Math.sin(t * 6 + 1);
const across = (t: number, f: number): [number, number] => [leftEdge(t) + (rightEdge(t) - leftEdge(t)) * f, -H * (1 - t)];

/** A path along the river at share f from its far end (t = 0) to its near end (t = 1). */
function lane(f: number, from = 0, to = 1): string {
  const points = Array.from({ length: 17 }, (_, i) => across(from + ((to - from) * i) / 16, f));
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join('');
}

/** The water's outline: our bank's edge down the left, the far bank's edge down the right. */
function outline(): string {
  const left = Array.from({ length: 17 }, (_, i) => across(1 - i / 16, 0));
  const right = Array.from({ length: 17 }, (_, i) => across(i / 16, 1));
  return `${[...left, ...right].map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join('')}Z`;
}

/** The water: its colour, with the sky's sheen on its far reach. */
function water(): string {
  // The sky lies on the far water and fades toward us, where the water shows its own muddy colour.
  const band = (t0: number, t1: number) => {
    const a = across(t0, 0);
    const b = across(t1, 0);
    const c = across(t1, 1);
    const d = across(t0, 1);
    return `M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}L${r(c[0])} ${r(c[1])}L${r(d[0])} ${r(d[1])}Z`;
  };
  const sheenBand = `<path d="${band(0, 0.45)}" fill="${sheen}" opacity=".35"/><path d="${band(0, 0.22)}" fill="${sheen}" opacity=".4"/>`;
  return `<path d="${outline()}" fill="${riverWater.base}"/>${sheenBand}`;
}

/** The banks: the far bank's wet earth face with its grass lip, our bank's lip of grass and shadow. */
function banks(): string {
  const far = Array.from({ length: 17 }, (_, i) => across(i / 16, 1));
  const face = `${far.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join('')}${far
    .slice()
    .reverse()
    .map(([x, y]) => `L${r(x + 0.6 + (y + H) * 0.04)} ${r(y - 0.8 - (y + H) * 0.05)}`)
    .join('')}Z`;
  const tufts = [0.3, 0.55, 0.8]
    .map((t) => {
      const [x, y] = across(t, 1);
      const k = 0.5 + t;
      return `<path d="M${r(x + 2 * k)} ${r(y - 1.5 * k)}l${r(-1 * k)} ${r(-4 * k)}M${r(x + 3 * k)} ${r(y - 1.5 * k)}l${r(0.5 * k)} ${r(-4.5 * k)}M${r(x + 4 * k)} ${r(y - 1.5 * k)}l${r(2 * k)} ${r(-3.5 * k)}" stroke="${grass}" stroke-width="${r(0.6 * k)}" stroke-linecap="round"/>`;
    })
    .join('');
  const near = `<path d="${lane(0)}" stroke="${earth.shade}" stroke-width="1.6" fill="none" opacity=".6"/><path d="${lane(-0.012)}" stroke="${grass}" stroke-width="1.2" fill="none"/>`;
  return `<path d="${face}" fill="${earth.base}"/><path d="${lane(1)}" stroke="${earth.shade}" stroke-width=".8" fill="none"/>${tufts}${near}`;
}

/** Ripples: short level strokes, light over dark, in little clusters, wider the nearer they lie. */
function ripples(spots: readonly (readonly [number, number])[]): string {
  return spots
    .map(([t, f]) => {
      const [x, y] = across(t, f);
      const w = 2 + t * 7;
      const k = 0.35 + t * 0.7;
      return `<path d="M${r(x - w / 2)} ${r(y)}q${r(w / 4)} ${r(-k)} ${r(w / 2)} 0t${r(w / 2)} 0" stroke="${glint}" stroke-width="${r(k * 0.9)}" fill="none" stroke-linecap="round" opacity=".9"/><path d="M${r(x - w / 2 + 1)} ${r(y + k * 1.3)}h${r(w * 0.7)}" stroke="${riverWater.shade}" stroke-width="${r(k * 0.7)}" stroke-linecap="round" opacity=".6"/>`;
    })
    .join('');
}

/** A rock standing out of the current with a collar of foam and a white wake trailing toward us. */
function rockInFoam(t: number, f: number): string {
  const [x, y] = across(t, f);
  const k = 0.5 + t;
  return `<ellipse cx="${r(x)}" cy="${r(y + 0.6 * k)}" rx="${r(3.4 * k)}" ry="${r(1.3 * k)}" fill="${foam}"/><path d="M${r(x - 2.2 * k)} ${r(y + 0.4 * k)}q${r(2.2 * k)} ${r(-3 * k)} ${r(4.4 * k)} 0Z" fill="${tones.stone.shade}"/><path d="M${r(x - 3 * k)} ${r(y + 1.2 * k)}q${r(-1 * k)} ${r(3 * k)} ${r(-3.5 * k)} ${r(6 * k)}M${r(x + 3 * k)} ${r(y + 1.2 * k)}q${r(1 * k)} ${r(3 * k)} ${r(3.5 * k)} ${r(6 * k)}" stroke="${foam}" stroke-width="${r(0.7 * k)}" fill="none" stroke-linecap="round"/>`;
}

/** The flood's current: a few long streaks running with the water toward us. */
function current(): string {
  return [
    [0.22, 0.15, 0.55],
    [0.45, 0.3, 0.85],
    [0.7, 0.1, 0.5],
    [0.8, 0.45, 0.95],
  ]
    .map(([f, from, to]) => `<path d="${lane(f!, from, to)}" stroke="${riverWater.light}" stroke-width="1" fill="none" stroke-linecap="round" opacity=".8"/>`)
    .join('');
}

/** Pebbles showing through shallow water. */
function pebbles(): string {
  return [
    [0.4, 0.3],
    [0.55, 0.72],
    [0.66, 0.2],
    [0.78, 0.55],
    [0.9, 0.3],
    [0.93, 0.8],
    [0.5, 0.48],
  ]
    .map(([t, f]) => {
      const [x, y] = across(t!, f!);
      const k = 0.5 + t!;
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(1.8 * k)}" ry="${r(0.8 * k)}" fill="${tones.stone.shade}" opacity=".8"/>`;
    })
    .join('');
}

/** Rows of ripples lying across the water, closer together far off as the surface recedes, broken so no row runs bank to bank. */
const rippleSpots = [0.08, 0.16, 0.25, 0.35, 0.46, 0.58, 0.71, 0.85, 0.97].flatMap((t, row) =>
  [0.12, 0.34, 0.56, 0.78].filter((_, k) => (k + row) % 3 !== 0).map((f) => [t, f + (row % 2) * 0.09] as const),
);

/**
 * The same river seen far off down the hill, lying across the picture: `size` wide and 40 deep above its base,
 * the far bank's earth face at its top, the water with the sky's sheen and short rows of ripples, and our side's
 * grass lip along its bottom, so it lies in its dip below the path.
 */
function glimpse(size: number): string {
  const half = size / 2;
  const rows = [-30, -22, -14, -7];
  const ripplesAcross = rows
    .flatMap((y, row) =>
      Array.from({ length: Math.floor(size / 60) }, (_, k) => {
        const x = -half + 20 + k * 60 + (row % 2) * 30;
        const w = 8 + row * 3;
        return `<path d="M${r(x)} ${y}q${r(w / 4)} -1.5 ${r(w / 2)} 0t${r(w / 2)} 0" stroke="${glint}" stroke-width="${r(1 + row * 0.3)}" fill="none" stroke-linecap="round" opacity=".85"/>`;
      }),
    )
    .join('');
  return [
    `<path d="M${-half} -44H${half}V-34H${-half}Z" fill="${earth.base}"/>`,
    `<path d="M${-half} -36H${half}V0H${-half}Z" fill="${riverWater.base}"/>`,
    `<path d="M${-half} -36H${half}V-22H${-half}Z" fill="${sheen}" opacity=".45"/>`,
    ripplesAcross,
    `<path d="M${-half - 60} 2Q${-half / 2} -6 0 -2T${half + 60} -3V6H${-half - 60}Z" fill="${grass}"/>`,
  ].join('');
}

/**
 * The river of forest-adventure, in one colour wherever the story goes (the broken bridge, Pebble Bend,
 * the crossing at sunset): seen from the children's bank, it runs from a bend far back toward us, between
 * our grassy bank on the left and the far bank's earth face on the right, the sky's sheen on its far reach
 * and rows of ripples across it. 'flood' is the storm's fast water: long current streaks, rocks
 * standing in white foam, ripples everywhere; 'shallow' is Pebble Bend, narrow and slow, the same water
 * with pebbles showing and a few ripples; 'glimpse' is it far off down the hill (see above). `size` is its width at the bottom (y = 0); it rises 0.34 of that.
 */
export const forestRiver: PropDefinition = {
  landmark: true,
  variants: ['flood', 'shallow', 'glimpse'],
  draw: ({ size, variant }) => {
    if (variant === 'glimpse') return glimpse(size);
    const shallow = variant === 'shallow';
    const k = Math.round((size / 100) * 1000) / 1000;
    const surface = shallow
      ? `${pebbles()}${ripples(rippleSpots.filter((_, i) => i % 2 === 0))}`
      : `${current()}${ripples(rippleSpots)}${rockInFoam(0.38, 0.58)}${rockInFoam(0.72, 0.3)}${rockInFoam(0.9, 0.78)}`;
    return `<g transform="scale(${k})">${water()}${surface}${banks()}</g>`;
  },
};
