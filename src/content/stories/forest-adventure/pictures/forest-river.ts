import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * The flood's colour: the storm's muddy brown-green, never a road's brown or grey (Pebble Bend's slow water is a
 * little clearer, pebble-bend.ts). Water reads as water by what lies on it, not by its colour alone: darker down
 * its channel and lighter at its edges, the banks mirrored along them, long curving currents on the flood (the slow
 * water's long streaks running with it, a glint where the light catches it), and white foam round a rock.
 */
export const riverWater = { base: '#a57842', shade: '#5c3d1d', light: '#d9ad6a' };
const sky = '#cfe6ee';
const glint = '#fbfdf8';
const foam = '#fffdf6';
/** A stone wet from the river: darker than a dry one. */
const wetStone = '#8e877a';
/** A ripple's lit crest. */
const crest = '#d6dbb8';
const earth = { base: '#7a5434', shade: '#553822', light: '#98704a' };
const grass = { base: '#5e9c44', shade: '#477d33', light: '#86bd62' };

const r = (v: number) => Math.round(v * 10) / 10;
const path = (points: readonly (readonly [number, number])[]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join('');

/**
 * In a 100-unit box: the river leaves the picture 100 wide at the bottom (y = 0) and narrows as it runs
 * back, H up, to where it comes out from behind a bushy far bank. Where it is at a depth t (0 far, 1 near)
 * and a share f across it (0 our bank, 1 the far bank).
 */
const H = 34;
// The banks wander as the river meanders, so its edges never run straight like a road's.
const leftEdge = (t: number) => -30 - 20 * t ** 1.3 + 2.5 * Math.sin(t * 7);
const rightEdge = (t: number) => 4 + 46 * t ** 1.3 + 3 * Math.sin(t * 6 + 1);
/** In the river's 100-unit box: the point at depth t (0 far, 1 near) and share f across it (0 our bank, 1 the far bank). */
export const across = (t: number, f: number): [number, number] => [leftEdge(t) + (rightEdge(t) - leftEdge(t)) * f, -H * (1 - t)];
/** The river's other colours, for its other views (Pebble Bend seen across, pebble-bend.ts). */
export const riverColours = { sky, glint, crest, earth, grass };
const steps = (from: number, to: number, n = 16) => Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);

/** A strip of water along the river between shares f0 and f1 across, from depth t0 to t1. */
function strip(f0: number, f1: number, t0 = 0, t1 = 1): string {
  const there = steps(t0, t1).map((t) => across(t, f0));
  const back = steps(t1, t0).map((t) => across(t, f1));
  return `${path([...there, ...back])}Z`;
}

/** A band of water across the river from depth t0 to t1, bank to bank. */
const band = (t0: number, t1: number) => strip(0, 1, t0, t1);

/** A steady pseudo-random number in [0, 1) for the i-th thing, so the same river is drawn every time. */
export const scatter = (i: number, salt: number) => {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
};

/**
 * The water: its own colour, deepest and darkest down the middle of the channel and lighter toward both edges, the
 * banks mirrored along them (our bank's grass on the left, the far bank's grass and earth on the right), and the
 * sky lying pale on the far reach, fading toward us.
 */
function water(flood = false): string {
  // The sky lying on the water in broad pale bands across it, strongest far off: what tells water from wet ground.
  const skyBands = [
    [0, 0.3, 0.22],
    [0, 0.14, 0.25],
    [0.42, 0.5, 0.2],
    [0.7, 0.76, 0.16],
  ]
    .map(([t0, t1, o]) => `<path d="${band(t0!, t1!)}" fill="${sky}" opacity="${o}"/>`)
    .join('');
  // The channel: nested strips down the middle, so the water darkens toward it without a hard line.
  const channel = Array.from(
    { length: 6 },
    (_, i) => `<path d="${strip(0.12 + i * 0.05, 0.88 - i * 0.05, 0.1, 1)}" fill="${riverWater.shade}" opacity=".1"/>`,
  ).join('');
  const shallows = [0.1, 0.06]
    .map((w) => `<path d="${strip(0, w)}" fill="${riverWater.light}" opacity=".3"/><path d="${strip(1 - w, 1)}" fill="${riverWater.light}" opacity=".3"/>`)
    .join('');
  const mirrored = `<path d="${strip(0, 0.035)}" fill="${grass.shade}" opacity=".45"/><path d="${strip(0.95, 1)}" fill="${grass.shade}" opacity=".4"/><path d="${strip(0.975, 1)}" fill="${earth.shade}" opacity=".4"/>`;
  // Far back the river bends away to the left behind our bank, so it narrows to its bend rather than ending in a line
  // (a soft grass edge there: a dark earth one ruled the far end off like a ditch's).
  const [ax, ay] = across(0, 0);
  const [bx, by] = across(0, 1);
  const bend = `M${r(bx)} ${r(by)}Q${r((ax + bx) / 2)} ${r(ay - 5)} ${r(ax - 16)} ${r(ay - 4.5)}Q${r(ax - 6)} ${r(ay - 0.5)} ${r(ax)} ${r(ay)}Z`;
  const bendBank = `<path d="M${r(bx)} ${r(by)}Q${r((ax + bx) / 2)} ${r(ay - 5)} ${r(ax - 16)} ${r(ay - 4.5)}" stroke="${grass.shade}" stroke-width="1" fill="none" opacity=".6"/>`;
  // On the flood the sky's pale bands greyed the brown: the muddy water lies dark under the bank, lit only on its crests.
  // The flood's far edge: a low, nearly level bank of mud under the grass, a dark wet line where the water meets it.
  const farEdge = (dy: number) => `M${r(bx)} ${r(by + dy)}Q${r((ax + bx) / 2)} ${r(ay - 5 + dy)} ${r(ax - 16)} ${r(ay - 4.5 + dy)}`;
  const farLip = `<path d="${farEdge(-0.9)}" stroke="${earth.base}" stroke-width="1.6" fill="none"/><path d="${farEdge(-1.8)}" stroke="${grass.shade}" stroke-width=".5" fill="none"/><path d="${farEdge(0)}" stroke="${earth.shade}" stroke-width=".7" fill="none"/>`;
  if (flood)
    return `<path d="${band(0, 1)}" fill="${riverWater.base}"/><path d="${bend}" fill="${riverWater.base}"/>${channel}${channel}${shallows}${mirrored}${farLip}`;
  return `<path d="${band(0, 1)}" fill="${riverWater.base}"/><path d="${bend}" fill="${riverWater.base}"/><path d="${bend}" fill="${sky}" opacity=".2"/>${bendBank}${skyBands}${channel}${shallows}${mirrored}`;
}

/**
 * The current, as a picture book draws running water: long streaks that follow the river's own course from the
 * bend toward us, each curving gently from side to side and thinner at its ends, short far off and long near,
 * a lit one beside a darker one (Pebble Bend's slow water).
 */
function current(count: number, salt: number): string {
  return Array.from({ length: count }, (_, i) => {
    const t0 = 0.04 + 0.8 * scatter(i, salt);
    const len = (0.16 + 0.16 * scatter(i, salt + 2)) * (0.6 + t0);
    const f = 0.14 + 0.72 * scatter(i, salt + 1);
    const sway = 0.03 * (i % 2 ? 1 : -1);
    const points = steps(t0, Math.min(1, t0 + len), 12).map((t, j) => across(t, f + sway * Math.sin((j / 12) * Math.PI * 1.5)));
    const k = 0.4 + t0 * 1.1;
    return `<path d="${path(points)}" stroke="${crest}" stroke-width="${r(k * 0.3)}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".55"/><path d="${path(points.slice(3, -3))}" stroke="${crest}" stroke-width="${r(k * 0.55)}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".75"/>`;
  }).join('');
}

/** Where the light catches the water: short sparkles down the middle of the current, lying along its course. */
function glints(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const t = 0.05 + 0.9 * scatter(i, 9);
    const f = 0.28 + 0.44 * scatter(i, 7);
    const len = 0.02 + 0.03 * scatter(i, 8);
    const [x0, y0] = across(t, f);
    const [x1, y1] = across(Math.min(1, t + len), f);
    return `<path d="M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}" stroke="${glint}" stroke-width="${r(0.3 + t * 0.7)}" stroke-linecap="round" opacity=".9"/>`;
  }).join('');
}

/** A wet stone half in the water at the river's edge: dark and shiny where wet, a ring of water round it. */
function edgeStone(t: number, f: number): string {
  const [x, y] = across(t, f);
  const k = 0.5 + t * 1.3;
  return `<ellipse cx="${r(x)}" cy="${r(y + 0.2 * k)}" rx="${r(2.3 * k)}" ry="${r(0.7 * k)}" fill="${foam}" opacity=".6"/><path d="M${r(x - 1.8 * k)} ${r(y + 0.2 * k)}q${r(0.2 * k)} ${r(-1.8 * k)} ${r(1.8 * k)} ${r(-1.8 * k)}q${r(1.6 * k)} 0 ${r(1.8 * k)} ${r(1.8 * k)}Z" fill="${wetStone}"/><path d="M${r(x - 1 * k)} ${r(y - 0.9 * k)}q${r(0.6 * k)} ${r(-0.7 * k)} ${r(1.4 * k)} ${r(-0.6 * k)}" stroke="${tones.stone.light}" stroke-width="${r(0.35 * k)}" fill="none" stroke-linecap="round"/>`;
}
const edgeStones = () =>
  [
    [0.2, 0.02],
    [0.45, 0.03],
    [0.7, 0.02],
    [0.92, 0.03],
    [0.3, 0.97],
    [0.58, 0.98],
    [0.82, 0.97],
  ]
    .map(([t, f]) => edgeStone(t!, f!))
    .join('');

/** Pebbles showing through shallow water, each with a light top. */
function pebbles(): string {
  return [
    [0.3, 0.3],
    [0.42, 0.72],
    [0.55, 0.2],
    [0.62, 0.5],
    [0.74, 0.82],
    [0.82, 0.32],
    [0.9, 0.6],
    [0.95, 0.12],
  ]
    .map(([t, f]) => {
      const [x, y] = across(t!, f!);
      const k = 0.5 + t!;
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(1.9 * k)}" ry="${r(0.85 * k)}" fill="${tones.stone.shade}" opacity=".75"/><ellipse cx="${r(x - 0.3 * k)}" cy="${r(y - 0.25 * k)}" rx="${r(1.1 * k)}" ry="${r(0.4 * k)}" fill="${tones.stone.light}" opacity=".55"/>`;
    })
    .join('');
}

/**
 * The banks: our side's mud slope under its grass lip; the far bank's wet earth face with its grass top and
 * tufts; and, over the river's far end, a bushy bank it comes out from behind, so it never ends in a flat line.
 */
function banks(): string {
  const far = steps(0, 1).map((t) => across(t, 1));
  const face = `${path(far)}${far
    .slice()
    .reverse()
    .map(([x, y]) => `L${r(x + 0.8 + (y + H) * 0.05)} ${r(y - 1.2 - (y + H) * 0.07)}`)
    .join('')}Z`;
  const farTop = far
    .slice()
    .reverse()
    .map(([x, y]) => [x + 0.8 + (y + H) * 0.05, y - 1.2 - (y + H) * 0.07] as const);
  const tufts = [0.25, 0.5, 0.75, 0.95]
    .map((t) => {
      const [x, y] = across(t, 1);
      const k = 0.5 + t;
      return `<path d="M${r(x + 2 * k)} ${r(y - 2 * k)}l${r(-1 * k)} ${r(-4 * k)}M${r(x + 3 * k)} ${r(y - 2 * k)}l${r(0.5 * k)} ${r(-4.5 * k)}M${r(x + 4 * k)} ${r(y - 2 * k)}l${r(2 * k)} ${r(-3.5 * k)}" stroke="${grass.base}" stroke-width="${r(0.6 * k)}" stroke-linecap="round"/>`;
    })
    .join('');
  const near = steps(0, 1).map((t) => across(t, 0));
  const nearSlope = `${path(near)}${near
    .slice()
    .reverse()
    .map(([x, y]) => `L${r(x - 1.2 - (y + H) * 0.06)} ${r(y - 0.6)}`)
    .join('')}Z`;
  const nearLip = `<path d="${path(near.map(([x, y]) => [x - 1.2 - (y + H) * 0.06, y - 0.6] as const))}" stroke="${grass.base}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  // Where the water meets each bank, a pale wet line lapping it, not a dark ruled edge (ruled, the banks read as a trough's boards).
  const wetLine = `<path d="${path(near)}" stroke="${foam}" stroke-width="1" fill="none" opacity=".7"/><path d="${path(far)}" stroke="${foam}" stroke-width="1" fill="none" opacity=".6"/>`;
  return `<path d="${nearSlope}" fill="${earth.base}"/><path d="${face}" fill="${earth.base}"/><path d="${path(farTop)}" stroke="${grass.base}" stroke-width="1.4" fill="none" stroke-linecap="round"/>${wetLine}${nearLip}${tufts}`;
}

/** A leafy twig the flood has torn off, spinning in a ring of foam at depth t, share f across: proof the water runs. */
function spinningTwig(t: number, f: number, turn: number): string {
  const [x, y] = across(t, f);
  const k = 0.5 + t * 1.4;
  const ring = `<path d="M${r(x - 6.5 * k)} ${r(y)}q${r(1 * k)} ${r(2.4 * k)} ${r(7 * k)} ${r(2.2 * k)}q${r(4 * k)} ${r(-0.3 * k)} ${r(5.5 * k)} ${r(-1.6 * k)}M${r(x + 6 * k)} ${r(y - 0.8 * k)}q${r(-1.5 * k)} ${r(-1.6 * k)} ${r(-6.5 * k)} ${r(-1.4 * k)}" stroke="${foam}" stroke-width="${r(0.5 * k)}" fill="none" stroke-linecap="round" opacity=".9"/>`;
  const leaf = (a: number, d: number) =>
    `<path d="M0 0q${r(1.6 * k)} ${r(-1.4 * k)} ${r(3.4 * k)} 0q${r(-1.8 * k)} ${r(1.4 * k)} ${r(-3.4 * k)} 0Z" fill="${grass.base}" stroke="${grass.shade}" stroke-width="${r(0.2 * k)}" transform="translate(${r(d * k)} 0) rotate(${a})"/>`;
  const twig = `<path d="M${r(-4.5 * k)} 0H${r(4.5 * k)}" stroke="${earth.shade}" stroke-width="${r(0.55 * k)}" stroke-linecap="round"/>${leaf(-40, -2.5)}${leaf(35, 0.5)}${leaf(-30, 3)}`;
  return `${ring}<g transform="translate(${r(x)} ${r(y - 0.6 * k)}) scale(1 .5) rotate(${turn})">${twig}</g>`;
}

/**
 * The flood as a child sees it from the bank, at eye level, running fast toward us: a few long currents curving
 * down it and swinging round two rocks where it breaks white, loose foam carried along, and a torn twig spinning in
 * foam (rows of white-capped humps and dashed streaks read as a plank floor or a ploughed field).
 */
function floodSurface(): string {
  // Rocks standing in the flood (depth, share across), clear of the bridge and the children.
  const rocks = [
    [0.3, 0.78],
    [0.78, 0.86],
  ];
  // A few long currents down the river toward us, each curving its own way and swinging wide round the rocks, a
  // dark under-line beside a lit one so they read as water pulling, not as rows of marks (rows read as planks).
  const currents = [
    [0.26, 0.02, 0.6],
    [0.5, 0.1, 0.75],
    [0.7, 0.3, 0.62],
    [0.4, 0.55, 0.45],
    [0.16, 0.45, 0.5],
    [0.84, 0.62, 0.38],
  ]
    .map(([f, t0, len], i) => {
      const t1 = Math.min(1, t0! + len!);
      const sway = (0.06 + 0.03 * scatter(i, 83)) * (i % 2 ? 1 : -1);
      const points = steps(t0!, t1, 20).map((t, j) => {
        const round = rocks.reduce(
          (push, [rt, rf]) => push + (Math.abs(f! - rf!) < 0.14 ? 0.1 * Math.sign(f! - rf! || 1) * Math.exp(-(((t - rt!) / 0.08) ** 2)) : 0),
          0,
        );
        return across(t, f! + round + sway * Math.sin((j / 20) * Math.PI * (1.2 + scatter(i, 84))));
      });
      const k = 0.5 + t0! * 2;
      return `<path d="${path(points)}" stroke="${riverWater.light}" stroke-width="${r(3.2 * k)}" fill="none" stroke-linecap="round" opacity=".5"/><path d="${path(points)}" transform="translate(0 ${r(0.9 * k)})" stroke="${riverWater.shade}" stroke-width="${r(0.8 * k)}" fill="none" stroke-linecap="round" opacity=".55"/><path d="${path(points.slice(2, -2))}" stroke="${foam}" stroke-width="${r(0.8 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`;
    })
    .join('');
  // White water where the flood breaks on a rock: a rough cap of foam on its upstream side and a spreading wake below.
  const breaking = rocks
    .map(([t, f]) => {
      const [x, y] = across(t!, f!);
      const k = 0.5 + t! * 1.6;
      const spray = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="${r(x + (scatter(i, 91) - 0.5) * 7 * k)}" cy="${r(y - 1.6 * k - scatter(i, 92) * 1.5 * k)}" r="${r((0.3 + 0.4 * scatter(i, 93)) * k)}" fill="${foam}"/>`,
        )
        .join('');
      return `<path d="M${r(x - 4.5 * k)} ${r(y + 0.6 * k)}q${r(1.5 * k)} ${r(2.6 * k)} ${r(4.5 * k)} ${r(2.4 * k)}q${r(3 * k)} ${r(0.2 * k)} ${r(4.5 * k)} ${r(-2.4 * k)}" stroke="${foam}" stroke-width="${r(0.6 * k)}" fill="none" stroke-linecap="round" opacity=".85"/><path d="M${r(x - 3 * k)} ${r(y + 0.3 * k)}q${r(0.4 * k)} ${r(-2.4 * k)} ${r(3 * k)} ${r(-2.4 * k)}q${r(2.6 * k)} 0 ${r(3 * k)} ${r(2.4 * k)}Z" fill="${wetStone}"/><path d="M${r(x - 1.6 * k)} ${r(y - 1.3 * k)}q${r(0.8 * k)} ${r(-0.8 * k)} ${r(1.8 * k)} ${r(-0.7 * k)}" stroke="${tones.stone.light}" stroke-width="${r(0.4 * k)}" fill="none" stroke-linecap="round"/><path d="M${r(x - 4 * k)} ${r(y - 0.2 * k)}q${r(0.6 * k)} ${r(-2.8 * k)} ${r(4 * k)} ${r(-3 * k)}q${r(3.4 * k)} ${r(0.2 * k)} ${r(4 * k)} ${r(3 * k)}" stroke="${foam}" stroke-width="${r(0.9 * k)}" fill="none" stroke-linecap="round"/>${spray}`;
    })
    .join('');
  // Foam carried along: a few loose clusters of bubbles, each its own size and place, never in a row.
  const froth = Array.from({ length: 9 }, (_, i) => {
    const t = 0.12 + 0.8 * scatter(i, 95);
    const f = 0.15 + 0.7 * scatter(i, 96);
    const [x, y] = across(t, f);
    const k = 0.7 + t * 1.8;
    return [0, 1, 2, 3]
      .map(
        (j) =>
          `<ellipse cx="${r(x + (scatter(i * 4 + j, 97) - 0.5) * 4 * k)}" cy="${r(y + (scatter(i * 4 + j, 98) - 0.5) * 1.2 * k)}" rx="${r((0.4 + 0.5 * scatter(i * 4 + j, 99)) * k)}" ry="${r((0.25 + 0.3 * scatter(i * 4 + j, 99)) * k)}" fill="${foam}" opacity=".85"/>`,
      )
      .join('');
  }).join('');
  return `${currents}${froth}${breaking}${spinningTwig(0.5, 0.62, 25)}`;
}

/**
 * The flood's banks at eye level: the far bank a low grass edge lying almost flat, a dark wet line where the water
 * meets its mud; our bank's edge a broken lip of earth where the grass stops, roots hanging from it and stones at
 * its foot (a smooth sloping face read as a ramp).
 */
function floodBanks(): string {
  const far = steps(0, 1).map((t) => across(t, 1));
  // A thin mud face standing barely above the water, then grass: low, so it lies almost level with the flood.
  const farTop = far.map(([x, y], i) => [x + 1.4, y - 1.1 - 0.5 * scatter(i, 51)] as const);
  const farFace = `${path(far)}${path(farTop.slice().reverse()).replace('M', 'L')}Z`;
  // Both banks dark and wet where the flood licks them.
  const wet = `<path d="${path(far.map(([x, y]) => [x - 0.5, y + 0.3] as const))}" stroke="${earth.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  const near = steps(0, 1, 24).map((t) => across(t, 0));
  // Our bank's lip: in and out where clods have broken off, standing a little over the water.
  const lip = near.map(([x, y], i) => [x - 1.8 - 1.4 * scatter(i, 53) - (y + H) * 0.02, y - 0.5 - 0.4 * scatter(i, 54)] as const);
  const nearFace = `${path(near.map(([x, y]) => [x + 0.4, y] as const))}${path(lip.slice().reverse()).replace('M', 'L')}Z`;
  const roots = [0.22, 0.4, 0.58, 0.76, 0.9]
    .map((t, i) => {
      const [x, y] = across(t, 0);
      const k = 0.4 + t;
      return `<path d="M${r(x - 1.4 * k)} ${r(y - 0.6 * k)}q${r(1.6 * k)} ${r(0.6 * k)} ${r(2 * k + ((0.6 * i) % 2))} ${r(1.8 * k)}" stroke="${earth.shade}" stroke-width="${r(0.35 * k)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="${farFace}" fill="${earth.base}"/><path d="${path(farTop)}" stroke="${grass.shade}" stroke-width=".6" fill="none" stroke-linecap="round"/>${wet}<path d="${nearFace}" fill="${earth.base}"/><path d="${path(near)}" stroke="${earth.shade}" stroke-width="2" fill="none"/><path d="${path(lip)}" stroke="${grass.shade}" stroke-width=".6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${roots}`;
}

/**
 * The same river seen far off down the hill, lying across the picture: `size` wide and 40 deep above its base,
 * the far bank's grass coming down to a thin wet lip at its top, the far bank mirrored green along its far edge,
 * the water darker down its middle and lighter toward our side, the current's long curving streaks running along
 * it (it runs to the right), rocks breaking it white, and our side's grass lip along its bottom, so it lies in its
 * dip below the path.
 */
function glimpse(size: number): string {
  const half = size / 2;
  const across = Math.floor(size / 40);
  // A few long currents running along it to the right, each curving its own way and swinging round the rocks (rows
  // of white humps read as a plank floor), a light ribbon of water with a white line of foam on it.
  const rockAt = [0.22, 0.58, 0.84].map((share, i) => [-half + size * share, -10 - 8 * scatter(i, 23)] as const);
  const flow = [
    [-27, 0.04, 0.42],
    [-19, 0.36, 0.8],
    [-8, 0.1, 0.5],
  ]
    .map(([y0, a, b], row) => {
      const points = steps(a!, b!, 24).map((u) => {
        const x = -half + size * u;
        const round = rockAt.reduce(
          (push, [rx, ry]) => push + (Math.abs(y0! - ry) < 7 ? Math.sign(y0! - ry || 1) * 5 * Math.exp(-(((x - rx) / 26) ** 2)) : 0),
          0,
        );
        return [x, y0! + 3 * Math.sin(u * Math.PI * (5 + 2 * row) + row) + round] as const;
      });
      return `<path d="${path(points)}" stroke="${riverWater.light}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".45"/><path d="${path(points.slice(2, -2))}" stroke="${foam}" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".85"/>`;
    })
    .join('');
  const froth = Array.from({ length: 5 }, (_, i) => {
    const x = -half + size * (0.08 + 0.84 * scatter(i, 28));
    const y = -26 + 22 * scatter(i, 29);
    return [0, 1, 2]
      .map(
        (j) =>
          `<ellipse cx="${r(x + 5 * j - 4 * scatter(j, i))}" cy="${r(y + 1.5 * scatter(j, i + 5))}" rx="${r(1.4 + 1.2 * scatter(j, i + 6))}" ry="1" fill="${foam}" opacity=".9"/>`,
      )
      .join('');
  }).join('');
  const sparkle = Array.from({ length: across }, (_, i) => {
    const x = -half + 20 + (size - 40) * scatter(i, 17);
    const y = -24 + 14 * scatter(i, 18);
    return `<path d="M${r(x)} ${r(y)}h${r(3 + 3 * scatter(i, 19))}" stroke="${glint}" stroke-width="1.3" stroke-linecap="round" opacity=".95"/>`;
  }).join('');
  const farEdge = `M${-half} -34${Array.from({ length: 12 }, (_, i) => `Q${r(-half + (size * (i + 0.3 + 0.4 * scatter(i, 25))) / 12)} ${r(-39 + 6 * scatter(i, 26))} ${r(-half + (size * (i + 1)) / 12)} ${r(-35 + 2.5 * scatter(i, 27))}`).join('')}`;
  // Rocks standing out of the flood, the water breaking white on their upstream side (the left: it runs to the
  // right) and opening into a wake downstream, so the water is seen to run.
  const rocks = rockAt
    .map(([x, y]) => {
      return `<path d="M${r(x + 6)} ${r(y - 2)}q10 -2 22 -6M${r(x + 6)} ${r(y + 2)}q10 2 22 5" stroke="${foam}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity=".9"/><path d="M${r(x - 9)} ${r(y + 1)}q2 -7 9 -7q7 0 8 7Z" fill="${wetStone}"/><path d="M${r(x - 4)} ${r(y - 4)}q3 -2 6 -1" stroke="${tones.stone.light}" stroke-width="1.2" fill="none" stroke-linecap="round"/><path d="M${r(x - 11)} ${r(y + 1)}q-2 -6 3 -8M${r(x - 13)} ${r(y + 3)}q-4 -4 -1 -9" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  const band = (y0: number, y1: number, fill: string, o: number) => `<path d="M${-half} ${y0}H${half}V${y1}H${-half}Z" fill="${fill}" opacity="${o}"/>`;
  return [
    // The far bank: its grass coming down to a thin lip of wet earth at the water, never a wide brown band.
    `<path d="M${-half} -48H${half}V-36H${-half}Z" fill="${grass.base}"/>`,
    `<path d="${farEdge}V-40H${-half}Z" fill="${earth.shade}"/>`,
    `<path d="${farEdge}V0H${-half}Z" fill="${riverWater.base}"/>`,
    // The far bank's grass mirrored green along the far edge; the channel darker down the middle; lighter shallows on our side.
    `<path d="${farEdge}V-27H${-half}Z" fill="${grass.shade}" opacity=".4"/>`,
    `<path d="${farEdge}V-31H${-half}Z" fill="${grass.shade}" opacity=".3"/>`,
    // The grey sky lying on the muddy water as a pale tan sheen (its blue-grey bands greyed the brown): what tells
    // water from a strip of wet ground.
    band(-33, -26, acrossWater.sky, 0.35),
    band(-16, -12, acrossWater.sky, 0.25),
    band(-24, -8, riverWater.shade, 0.15),
    band(-21, -11, riverWater.shade, 0.15),
    band(-5, 0, riverWater.light, 0.3),
    band(-2.5, 0, riverWater.light, 0.3),
    flow,
    froth,
    sparkle,
    rocks,
    `<path d="M${-half - 60} 2Q${-half / 2} -6 0 -2T${half + 60} -3V6H${-half - 60}Z" fill="${grass.base}"/>`,
  ].join('');
}

/** The grass beside the river, the forest's own meadow green, so the banks drawn over the flood meet it without a seam. */
const meadow = '#6bac50';

/**
 * The flood seen across: the storm's muddy brown water, milky and lighter than the wet earth of its banks, the grey
 * sky lying on it as a pale tan sheen, so it reads as brown and fast, unlike Pebble Bend's clear green-blue (in a grey
 * olive with the sky's blue-grey on it, under the overcast wash it read as the same calm grey-blue water).
 */
export const acrossWater = { base: '#86663f', deep: '#3b2a16', light: '#b08a5c', sky: '#dfe3df', crest: '#fbf6ea' };

/** The far edge of the water seen across (in a box 800 wide with its base at the bottom of the picture): wavering, a little lower downstream. */
const farEdgeAt = (x: number) => -152 + x * 0.014 + 3 * Math.sin(x / 47) + 1.6 * Math.sin(x / 13 + 1);
const span = steps(-400, 400, 40);

/** A wavering band along the river, between heights `top` and `bottom` (each a function of x), from x0 to x1. */
function along(top: (x: number) => number, bottom: (x: number) => number, x0 = -400, x1 = 400, n = Math.round((x1 - x0) / 24)): string {
  const xs = steps(x0, x1, n);
  return `${path(xs.map((x) => [x, top(x)] as const))}${path(
    xs
      .slice()
      .reverse()
      .map((x) => [x, bottom(x)] as const),
  ).replace('M', 'L')}Z`;
}

/**
 * The flood as a child sees it from the near bank, running ACROSS the picture from left to right (the prop's box is
 * the whole picture, 800 wide, its base the picture's bottom): a wide sheet of brown-green water, the far bank's
 * grass and roots mirrored dark under it, the grey sky lying pale on it in long broken streaks, darker in the deep
 * middle, rows of small waves whose crests catch the light, and white water breaking round rocks, the wakes
 * trailing downstream, so it is seen to be water and to run fast (drawn toward us between two banks, with its
 * banks ruled straight, it read as a dry ditch).
 */
function floodAcross(): string {
  const c = acrossWater;
  const far = (dy: number) => (x: number) => farEdgeAt(x) + dy;
  const water = `<path d="${path(span.map((x) => [x, farEdgeAt(x)] as const))}L400 0L-400 0Z" fill="${c.base}"/>`;
  // The deep middle darker, the water nearest us a little lighter, where it shows its own muddy colour.
  // Strongly darker there, so on a phone the band reads as deep water, not a flat mud bank.
  const deep = `<path d="${along(far(34), far(112))}" fill="${c.deep}" opacity=".4"/><path d="${along(far(50), far(94))}" fill="${c.deep}" opacity=".35"/>`;
  const near = `<path d="${along(far(125), () => 0)}" fill="${c.light}" opacity=".35"/>`;
  // The far bank mirrored under itself: its grass dark green, broken into ragged ends by the waves.
  const mirror = `<path d="${along(far(0), (x) => farEdgeAt(x) + 12 + 4 * Math.sin(x / 9) + 3 * Math.sin(x / 23))}" fill="#3f5630" opacity=".6"/>`;
  // The grey sky lying on the water in long pale streaks along the flow: what tells water from wet ground.
  const skyStreaks = Array.from({ length: 26 }, (_, i) => {
    const dy = 16 + 136 * scatter(i, 31);
    const x0 = -420 + 760 * scatter(i, 32);
    const len = 60 + 160 * scatter(i, 33);
    const h = 2 + dy * 0.05;
    const y = (x: number) => farEdgeAt(x) + dy;
    // Thickest in its middle and tapering to points, as light lies on moving water (square ends read as boards).
    const swell = (x: number) => Math.sin((Math.PI * (x - x0)) / len);
    return `<path d="${along(
      (x) => y(x) - h * swell(x),
      (x) => y(x) + h * 0.4 * swell(x),
      x0,
      x0 + len,
      10,
    )}" fill="${c.sky}" opacity="${r(0.25 + 0.25 * scatter(i, 34))}"/>`;
  }).join('');
  // Where the light catches the water: short bright glints lying along the flow.
  const glints = Array.from({ length: 18 }, (_, i) => {
    const dy = 20 + 130 * scatter(i, 37);
    const x = -390 + 780 * scatter(i, 38);
    const y = farEdgeAt(x) + dy;
    const w = 4 + 10 * scatter(i, 39) + dy * 0.05;
    return `<path d="M${r(x)} ${r(y)}h${r(w)}" stroke="${glint}" stroke-width="${r(1 + dy * 0.012)}" stroke-linecap="round" opacity=".9"/>`;
  }).join('');
  const broadSky = `<path d="${along(far(14), far(26))}" fill="${c.sky}" opacity=".3"/>`;
  // Rows of small waves, bigger nearer us: each a lit crest over a dark trough, every one its own width and place.
  const waves = Array.from({ length: 90 }, (_, i) => {
    const depth = scatter(i, 41);
    const dy = 14 + 140 * depth;
    const x = -400 + 800 * scatter(i, 42);
    const y = farEdgeAt(x) + dy;
    const w = 8 + 22 * depth + 6 * scatter(i, 43);
    const h = 1.5 + 4 * depth;
    const t = r(0.8 + 1.8 * depth);
    return `<path d="M${r(x - w / 2)} ${r(y + h * 0.6)}q${r(w / 2)} ${r(h * 0.8)} ${r(w)} 0" stroke="${c.deep}" stroke-width="${t}" fill="none" stroke-linecap="round" opacity=".55"/><path d="M${r(x - w / 2)} ${r(y)}q${r(w * 0.35)} ${r(-h)} ${r(w * 0.6)} ${r(-h * 0.4)}q${r(w * 0.25)} ${r(h * 0.3)} ${r(w * 0.4)} ${r(h * 0.4)}" stroke="${c.crest}" stroke-width="${t}" fill="none" stroke-linecap="round" opacity=".85"/>`;
  }).join('');
  // Long lines of foam carried along, following the flow.
  const foamLines = Array.from({ length: 14 }, (_, i) => {
    const dy = 20 + 130 * scatter(i, 45);
    const x0 = -400 + 700 * scatter(i, 46);
    const len = 70 + 120 * scatter(i, 47);
    const pts = steps(x0, x0 + len, 16).map((x, j) => [x, farEdgeAt(x) + dy + 2.5 * Math.sin(j * 0.9 + i)] as const);
    return `<path d="${path(pts)}" stroke="${foam}" stroke-width="${r(1 + dy * 0.02)}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/>`;
  }).join('');
  // Rocks the flood breaks on: a cap of white water on the upstream (left) side, a wake spreading downstream.
  const rocks = [
    [-300, 80, 1.1],
    [250, 44, 0.8],
    [340, 128, 1.4],
  ]
    .map(([x, dy, k]) => {
      const y = farEdgeAt(x!) + dy!;
      const s = k!;
      const wake = `<path d="M${r(x! + 10 * s)} ${r(y - 3 * s)}q${r(30 * s)} ${r(-6 * s)} ${r(60 * s)} ${r(-4 * s)}M${r(x! + 10 * s)} ${r(y + 2 * s)}q${r(30 * s)} ${r(6 * s)} ${r(60 * s)} ${r(6 * s)}" stroke="${foam}" stroke-width="${r(2 * s)}" fill="none" stroke-linecap="round" opacity=".85"/>`;
      const stone = `<path d="M${r(x! - 12 * s)} ${r(y + 2 * s)}q${r(2 * s)} ${r(-12 * s)} ${r(12 * s)} ${r(-12 * s)}q${r(10 * s)} 0 ${r(12 * s)} ${r(12 * s)}Z" fill="${wetStone}"/><path d="M${r(x! - 6 * s)} ${r(y - 6 * s)}q${r(4 * s)} ${r(-4 * s)} ${r(9 * s)} ${r(-3 * s)}" stroke="${tones.stone.light}" stroke-width="${r(1.6 * s)}" fill="none" stroke-linecap="round"/>`;
      const cap = `<path d="M${r(x! - 16 * s)} ${r(y + 3 * s)}q${r(-2 * s)} ${r(-12 * s)} ${r(8 * s)} ${r(-15 * s)}M${r(x! - 20 * s)} ${r(y + 4 * s)}q${r(-6 * s)} ${r(-8 * s)} ${r(-2 * s)} ${r(-14 * s)}" stroke="${foam}" stroke-width="${r(2.6 * s)}" fill="none" stroke-linecap="round"/>`;
      const spray = [0, 1, 2, 3]
        .map(
          (j) =>
            `<circle cx="${r(x! - 14 * s + 10 * s * scatter(j, x!))}" cy="${r(y - 14 * s - 8 * s * scatter(j, y))}" r="${r((1 + scatter(j, 3)) * s)}" fill="${foam}"/>`,
        )
        .join('');
      return `${wake}${stone}${cap}${spray}`;
    })
    .join('');
  // White water churning along the foot of the far bank, splashes thrown up off it: the flood slapping its banks
  // (one path for the lot, so the picture stays light).
  const churn = Array.from({ length: 16 }, (_, i) => {
    const x = -400 + 50 * (i + scatter(i, 81));
    const y = farEdgeAt(x) + 6 + 3 * scatter(i, 82);
    const w = 16 + 14 * scatter(i, 83);
    const drop = i % 2 ? '' : `M${r(x + w * 0.3)} ${r(y - 10)}h.1`;
    return `M${r(x - w / 2)} ${r(y)}q${r(w / 4)} -7 ${r(w / 2)} -2q${r(w / 4)} -7 ${r(w / 2)} 2${drop}`;
  }).join('');
  const bankFoam = `<path d="${churn}" stroke="${foam}" stroke-width="3.4" fill="${foam}" fill-opacity=".55" stroke-linecap="round"/>`;
  return `${water}${deep}${near}${broadSky}${mirror}${skyStreaks}${waves}${glints}${foamLines}${rocks}${bankFoam}${farBankAcross()}`;
}

/**
 * The far bank across the flood: the meadow's grass running down to a low lip of dark wet earth at the water, roots
 * hanging out of it over the flood and grass tufts leaning over it, so the water is seen to lie below a real bank.
 */
function farBankAcross(): string {
  const lipTop = (x: number) => farEdgeAt(x) - 5 - 1.5 * Math.sin(x / 11);
  const grassTop = (x: number) => farEdgeAt(x) - 34 + 3 * Math.sin(x / 70);
  const grassBand = `<path d="${along(grassTop, lipTop)}" fill="${meadow}"/><path d="${along((x) => lipTop(x) - 4, lipTop)}" fill="${grass.shade}" opacity=".7"/>`;
  const lip = `<path d="${along(lipTop, (x) => farEdgeAt(x) + 0.5)}" fill="${earth.shade}"/><path d="${path(span.map((x) => [x, farEdgeAt(x) + 0.5] as const))}" stroke="${foam}" stroke-width="1.4" fill="none" opacity=".55"/>`;
  const roots = Array.from({ length: 14 }, (_, i) => {
    const x = -390 + 780 * scatter(i, 71);
    const y = lipTop(x) + 2;
    const d = 6 + 8 * scatter(i, 72);
    return `<path d="M${r(x)} ${r(y)}q${r(3 - 6 * scatter(i, 73))} ${r(d * 0.6)} ${r(-2 + 5 * scatter(i, 74))} ${r(d)}" stroke="${earth.shade}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const tufts = Array.from({ length: 22 }, (_, i) => {
    const x = -396 + 792 * scatter(i, 75);
    const y = lipTop(x) + 1;
    return `<path d="M${r(x)} ${r(y)}q-3 -6 -9 -4M${r(x + 2)} ${r(y)}q0 -8 -2 -11M${r(x + 4)} ${r(y)}q4 -6 9 -5" stroke="${i % 2 ? grass.base : grass.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `${grassBand}${lip}${roots}${tufts}`;
}

/**
 * Our own bank seen from on it, for the flood seen across: a wedge of grass in the picture's near corner (in a
 * 100-unit box, its lip running level 16 up from the left edge, then curving down to the base at the right), its edge a broken lip
 * of earth over the water with stones, roots and tufts, and the water lapping white along it. The people on the
 * near bank stand on it.
 */
function nearLip(): string {
  // Level across its left half, where people stand, then curving down to the base: a corner of bank, not a ramp.
  const drop = (u: number) => {
    const v = Math.min(1, Math.max(0, (u - 0.45) / 0.55));
    return v * v * (3 - 2 * v);
  };
  const lip = steps(0, 1, 40).map((u, i) => [-50 + 100 * u, -16 * (1 - drop(u)) - 0.6 * Math.sin(i * 1.7)] as const);
  const grassShape = `${path(lip)}L50 30L-50 30Z`;
  const face = `${path(lip)}${path(lip.map(([x, y]) => [x + 0.6, y - 1.4] as const).reverse()).replace('M', 'L')}Z`;
  const lap = `<path d="${path(lip.map(([x, y]) => [x + 1, y - 1.9] as const))}" stroke="${foam}" stroke-width=".7" fill="none" stroke-linecap="round" opacity=".85"/>`;
  const stones = [6, 17, 29]
    .map((i) => {
      const [x, y] = lip[i]!;
      return `<ellipse cx="${r(x + 1.5)}" cy="${r(y - 1)}" rx="2.2" ry="1.1" fill="${wetStone}"/><path d="M${r(x + 0.6)} ${r(y - 1.6)}q1 -.5 2 -.2" stroke="${tones.stone.light}" stroke-width=".4" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  const tufts = [2, 10, 14, 22, 25, 34]
    .map((i) => {
      const [x, y] = lip[i]!;
      return `<path d="M${r(x)} ${r(y + 0.6)}q.4 -2.4 1.6 -3.2M${r(x - 0.8)} ${r(y + 0.6)}q-.6 -2 -.2 -3.4M${r(x + 0.8)} ${r(y + 0.8)}q1.4 -1.2 2.6 -1.2" stroke="${grass.shade}" stroke-width=".6" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="${grassShape}" fill="${meadow}"/><path d="${path(lip.map(([x, y]) => [x - 2, y + 3] as const))}" stroke="${grass.shade}" stroke-width="2.4" fill="none" opacity=".35"/><path d="${face}" fill="${earth.shade}"/>${lap}${stones}${tufts}`;
}

/**
 * The river of forest-adventure, in the flood's colour wherever the story goes (the broken bridge, Pebble Bend,
 * the crossing at sunset): seen from the children's bank, it comes out from behind a bushy bank far back and
 * runs toward us, between our muddy, grassy bank on the left and the far bank's earth face on the right.
 * 'flood' is the storm's fast water seen at eye level: long currents, white water on its rocks, foam and a
 * spinning twig, the far bank low and our bank's broken lip; 'shallow' is Pebble Bend, narrow and slow, the same water with pebbles showing and a few
 * ripples; 'glimpse' is it far off down the hill.
 * 'flood-across' is the flood seen from the near bank running across the picture (its box the whole picture: place it
 * at x 400, y 500, size 800), with 'near-lip' our bank's grassy corner in front of it.
 * `size` is its width at the bottom (y = 0); it rises 0.34 of that.
 */
export const forestRiver: PropDefinition = {
  landmark: true,
  variants: ['flood', 'shallow', 'glimpse', 'flood-across', 'near-lip'],
  draw: ({ size, variant }) => {
    if (variant === 'glimpse') return glimpse(size);
    if (variant === 'flood-across') return `<g transform="scale(${Math.round((size / 800) * 1000) / 1000})">${floodAcross()}</g>`;
    if (variant === 'near-lip') return scaled(size, nearLip());
    const shallow = variant === 'shallow';
    const k = Math.round((size / 100) * 1000) / 1000;
    const surface = shallow ? `${pebbles()}${current(12, 1)}${glints(8)}` : floodSurface();
    return `<g transform="scale(${k})">${water(!shallow)}${surface}${shallow ? banks() : floodBanks()}${edgeStones()}</g>`;
  },
};
