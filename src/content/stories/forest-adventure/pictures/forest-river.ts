import { tenths, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * The flood's colour: the storm's muddy brown-green, never a road's brown or grey (Pebble Bend's slow water is a
 * little clearer, pebble-bend.ts). Water reads as water by what lies on it, not by its colour alone: darker down
 * its channel and lighter at its edges, the banks mirrored along them, long curving currents on the flood (the slow
 * water's long streaks running with it, a glint where the light catches it), and white foam round a rock.
 */
const riverWater = { base: '#a57842', shade: '#5c3d1d', light: '#d9ad6a' };
const glint = '#fbfdf8';
const foam = '#fffdf6';
/** A stone wet from the river: darker than a dry one. */
const wetStone = '#8e877a';
/** A ripple's lit crest. */
const crest = '#d6dbb8';
const earth = { base: '#7a5434', shade: '#553822', light: '#98704a' };
const grass = { base: '#5e9c44', shade: '#477d33', light: '#86bd62' };

const path = (points: readonly (readonly [number, number])[]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${tenths(x)} ${tenths(y)}`).join('');

/** The river's other colours, for its other views (Pebble Bend seen across, pebble-bend.ts). */
export const riverColours = { glint, crest, earth, grass };
const steps = (from: number, to: number, n = 16) => Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);

/** A steady pseudo-random number in [0, 1) for the i-th thing, so the same river is drawn every time. */
export const scatter = (i: number, salt: number) => {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
};

/**
 * The river seen far off down the hill, lying across the picture: `size` wide and 40 deep above its base,
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
      // The foam in little curled ripples along each current, not a line (one long unbroken white line each, stacked, they
      // read as the grain of a log or the rails of a fence, and as dashes, a road's markings: blind critic r72, p4).
      const curls = points
        .filter((_, i) => i % 3 === 1)
        .map(
          ([x, y], i) =>
            `M${tenths(x - 3 - 2 * scatter(i, row + 40))} ${tenths(y + 1)}q${tenths(3 + scatter(i, row + 41))} -3.4 ${tenths(6 + 3 * scatter(i, row + 42))} 0`,
        )
        .join('');
      return `<path d="${path(points)}" stroke="${riverWater.light}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".45"/><path d="${curls}" stroke="${foam}" stroke-width="1.3" fill="none" stroke-linecap="round" opacity=".85"/>`;
    })
    .join('');
  const froth = Array.from({ length: 5 }, (_, i) => {
    const x = -half + size * (0.08 + 0.84 * scatter(i, 28));
    const y = -26 + 22 * scatter(i, 29);
    return [0, 1, 2]
      .map(
        (j) =>
          `<ellipse cx="${tenths(x + 5 * j - 4 * scatter(j, i))}" cy="${tenths(y + 1.5 * scatter(j, i + 5))}" rx="${tenths(1.4 + 1.2 * scatter(j, i + 6))}" ry="1" fill="${foam}" opacity=".9"/>`,
      )
      .join('');
  }).join('');
  const sparkle = Array.from({ length: across }, (_, i) => {
    const x = -half + 20 + (size - 40) * scatter(i, 17);
    const y = -24 + 14 * scatter(i, 18);
    return `<path d="M${tenths(x)} ${tenths(y)}h${tenths(3 + 3 * scatter(i, 19))}" stroke="${glint}" stroke-width="1.3" stroke-linecap="round" opacity=".95"/>`;
  }).join('');
  const farEdge = `M${-half} -34${Array.from({ length: 12 }, (_, i) => `Q${tenths(-half + (size * (i + 0.3 + 0.4 * scatter(i, 25))) / 12)} ${tenths(-39 + 6 * scatter(i, 26))} ${tenths(-half + (size * (i + 1)) / 12)} ${tenths(-35 + 2.5 * scatter(i, 27))}`).join('')}`;
  // Rocks standing out of the flood, the water breaking white on their upstream side (the left: it runs to the
  // right) and opening into a wake downstream, so the water is seen to run.
  const rocks = rockAt
    .map(([x, y]) => {
      return `<path d="M${tenths(x + 6)} ${tenths(y - 2)}q10 -2 22 -6M${tenths(x + 6)} ${tenths(y + 2)}q10 2 22 5" stroke="${foam}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity=".9"/><path d="M${tenths(x - 9)} ${tenths(y + 1)}q2 -7 9 -7q7 0 8 7Z" fill="${wetStone}"/><path d="M${tenths(x - 4)} ${tenths(y - 4)}q3 -2 6 -1" stroke="${tones.stone.light}" stroke-width="1.2" fill="none" stroke-linecap="round"/><path d="M${tenths(x - 11)} ${tenths(y + 1)}q-2 -6 3 -8M${tenths(x - 13)} ${tenths(y + 3)}q-4 -4 -1 -9" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  // The far bank's trees standing upside down in the water under it, broken by the current into short ripples one
  // under the next, each shorter than the one above: the one thing a band of brown does not have and water does. (As one
  // soft upright smear each, a critic saw ghostly see-through green rectangles on the river: blind critic r83, p4.)
  const reflectionCount = Math.floor(size / 60);
  const reflections = Array.from({ length: reflectionCount }, (_, i) => {
    const x = -half + 30 + (size - 60) * ((i + 0.3 * scatter(i, 31)) / reflectionCount);
    const wide = 8 + 6 * scatter(i, 33);
    const ripples = [0, 1, 2, 3]
      .map((k) => {
        const w = wide * (1 - 0.22 * k);
        const dx = 1.5 * (scatter(k, i + 60) - 0.5);
        return `M${tenths(x - w / 2 + dx)} ${tenths(-32 + 3.2 * k)}h${tenths(w)}`;
      })
      .join('');
    return `<path d="${ripples}" stroke="${grass.shade}" stroke-width="1.6" stroke-linecap="round" opacity=".55"/>`;
  }).join('');
  // Reeds and tufts along our bank, breaking its straight edge where the grass meets the water.
  const reedCount = Math.floor(size / 28);
  const reeds = Array.from({ length: reedCount }, (_, i) => {
    const x = -half + size * ((i + scatter(i, 34)) / reedCount);
    const h = 5 + 6 * scatter(i, 35);
    return `<path d="M${tenths(x)} 0q-1 ${tenths(-h / 2)} -3 ${tenths(-h)}M${tenths(x + 2)} 0q0 ${tenths(-h / 2)} 2 ${tenths(-h - 2)}M${tenths(x + 4)} 0q1 ${tenths(-h / 3)} 4 ${tenths(-h + 1)}" stroke="${grass.base}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  }).join('');
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
    reflections,
    flow,
    froth,
    sparkle,
    rocks,
    `<path d="M${-half - 60} 2Q${-half / 2} -6 0 -2T${half + 60} -3V6H${-half - 60}Z" fill="${grass.base}"/>`,
    reeds,
  ].join('');
}

/** The grass beside the river, the forest's own meadow green, so the banks drawn over the flood meet it without a seam. */
const meadow = '#6bac50';

/**
 * The flood seen across: muddy brown water, as the words say ("runs muddy brown and fast"; slate-blue, a critic read
 * it as a clear river), its deep middle darker, the grey sky lying pale on it in long streaks and white crests on its
 * waves, so it reads as water and as fast (flat brown in stacked bands with no sky on it, two readers took it for
 * ploughed mud); browner and darker than Pebble Bend's clear shallows. A milky coffee brown, not chocolate: darker,
 * under its white marks, a critic saw a brown field of scribbles (r68).
 */
export const acrossWater = { base: '#8f6d42', deep: '#4a3018', light: '#d0b07a', sky: '#eceee6', crest: '#ffffff', silt: '#6e4e2c' };

/** The far edge of the water seen across (in a box 800 wide with its base at the bottom of the picture): wavering, a little lower downstream. */
const farEdgeAt = (x: number) => -152 + x * 0.014 + 3 * Math.sin(x / 47) + 1.6 * Math.sin(x / 13 + 1);
const span = steps(-400, 400, 40);
/**
 * How far the far bank's cut face runs down into the flood below the water's far edge: the drop from its grass to the
 * water, short, as the flood runs high up its bank (twice as tall, the bank's layered face read as one more flat band).
 */
const BANK_FACE = 12;

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
 * A stroke lying on the water from x0 for len: it swells `h × swell(x)` above its line y and `under` of that below it,
 * so it tapers to points at both ends, as light and foam lie on moving water.
 */
function swellingStroke(y: (x: number) => number, h: number, swell: (x: number) => number, under: number, x0: number, len: number): string {
  return along(
    (x) => y(x) - h * swell(x),
    (x) => y(x) + h * under * swell(x),
    x0,
    x0 + len,
    10,
  );
}

/**
 * The flood as a child sees it from the near bank, running ACROSS the picture from left to right (the prop's box is
 * the whole picture, 800 wide, its base the picture's bottom): a wide sheet of slate-blue water clouded with mud,
 * the far bank's grass and roots mirrored dark under it, the grey sky lying pale on it in long broken streaks, darker in the deep
 * middle, rows of small waves whose crests catch the light, and white water breaking round rocks, the wakes
 * trailing downstream, so it is seen to be water and to run fast (drawn toward us between two banks, with its
 * banks ruled straight, it read as a dry ditch).
 */
function floodAcross(): string {
  const c = acrossWater;
  const far = (dy: number) => (x: number) => farEdgeAt(x) + dy;
  const water = `<path d="${path(span.map((x) => [x, farEdgeAt(x)] as const))}L400 0L-400 0Z" fill="${c.base}"/>`;
  // The deep middle darker, the water nearest us a little lighter, where it shows its own muddy colour.
  // Strongly darker there, so on a phone the band reads as deep water, not a flat mud bank. Its edges swing in and out
  // as the current swirls (ruled along the far edge, the darks, lights and silt lay in flat stacked bands, a critic
  // read as layers of ground).
  const swing = (dy: number, a: number, phase: number) => (x: number) =>
    farEdgeAt(x) + dy + a * Math.sin(x / 83 + phase) + a * 0.45 * Math.sin(x / 29 + 2 * phase);
  const deep = `<path d="${along(swing(36, 12, 0), swing(110, 14, 2), -400, 400, 36)}" fill="${c.deep}" opacity=".38"/><path d="${along(swing(54, 10, 1.3), swing(92, 12, 3.1), -400, 400, 36)}" fill="${c.deep}" opacity=".32"/>`;
  const near = `<path d="${along(swing(126, 8, 0.7), () => 0, -400, 400, 36)}" fill="${c.light}" opacity=".35"/>`;
  // The storm's mud carried in it: brown silt clouding the water along both banks, fading out into the current.
  const silt = `<path d="${along(far(0), swing(30, 7, 2.4), -400, 400, 36)}" fill="${c.silt}" opacity=".45"/><path d="${along(far(0), far(14))}" fill="${c.silt}" opacity=".35"/><path d="${along(swing(130, 7, 1.1), () => 0, -400, 400, 36)}" fill="${c.silt}" opacity=".4"/>`;
  // The far bank mirrored under itself: its grass dark green, broken into ragged ends by the waves.
  const mirror = `<path d="${along(far(BANK_FACE), (x) => farEdgeAt(x) + BANK_FACE + 12 + 4 * Math.sin(x / 9) + 3 * Math.sin(x / 23))}" fill="#3f5630" opacity=".6"/>`;
  // The grey sky lying on the water in long pale streaks along the flow: what tells water from wet ground.
  const streaks = Array.from({ length: 26 }, (_, i) => {
    const dy = 16 + 136 * scatter(i, 31);
    const x0 = -420 + 760 * scatter(i, 32);
    const len = 60 + 160 * scatter(i, 33);
    const h = 2 + dy * 0.05;
    const y = (x: number) => farEdgeAt(x) + dy;
    // Thickest in its middle and tapering to points, as light lies on moving water (square ends read as boards).
    const swell = (x: number) => Math.sin((Math.PI * (x - x0)) / len);
    return {
      faint: scatter(i, 34) < 0.5,
      d: swellingStroke(y, h, swell, 0.4, x0, len),
    };
  });
  const skyStreaks = [true, false]
    .map(
      (faint) =>
        `<path d="${streaks
          .filter((st) => st.faint === faint)
          .map((st) => st.d)
          .join('')}" fill="${c.sky}" opacity="${faint ? 0.31 : 0.44}"/>`,
    )
    .join('');
  // Where the light catches the water: short bright glints lying along the flow.
  const glints = Array.from({ length: 18 }, (_, i) => {
    const dy = 20 + 130 * scatter(i, 37);
    const x = -390 + 780 * scatter(i, 38);
    const y = farEdgeAt(x) + dy;
    const w = 4 + 10 * scatter(i, 39) + dy * 0.05;
    return `<path d="M${tenths(x)} ${tenths(y)}h${tenths(w)}" stroke="${glint}" stroke-width="${tenths(1 + dy * 0.012)}" stroke-linecap="round" opacity=".9"/>`;
  }).join('');
  const broadSky = `<path d="${along(far(14), far(26))}" fill="${c.sky}" opacity=".3"/>`;
  // Rows of small waves, bigger nearer us: each a lit crest over a dark trough, every one its own width and place. Fewer
  // than the currents' strokes, so those lead (ninety, the crests were a scatter of white scribbles: r68).
  const waveShapes = Array.from({ length: 56 }, (_, i) => {
    const depth = scatter(i, 41);
    const dy = 14 + 140 * depth;
    const x = -400 + 800 * scatter(i, 42);
    const y = farEdgeAt(x) + dy;
    const w = 8 + 22 * depth + 6 * scatter(i, 43);
    const h = 1.5 + 4 * depth;
    return {
      band: Math.min(2, Math.floor(depth * 3)),
      trough: `M${tenths(x - w / 2)} ${tenths(y + h * 0.6)}q${tenths(w / 2)} ${tenths(h * 0.8)} ${tenths(w)} 0`,
      crest: `M${tenths(x - w / 2)} ${tenths(y)}q${tenths(w * 0.35)} ${tenths(-h)} ${tenths(w * 0.6)} ${tenths(-h * 0.4)}q${tenths(w * 0.25)} ${tenths(h * 0.3)} ${tenths(w * 0.4)} ${tenths(h * 0.4)}`,
    };
  });
  // In three bands by distance, each one path for its troughs and one for its crests (a path a wave weighed the
  // busiest page over its size budget), the strokes heavier nearer us.
  const waves = [0, 1, 2]
    .map((band) => {
      const these = waveShapes.filter((w) => w.band === band);
      const t = tenths(0.8 + 1.8 * ((band + 0.5) / 3));
      return `<path d="${these.map((w) => w.trough).join('')}" stroke="${c.deep}" stroke-width="${t}" fill="none" stroke-linecap="round" opacity=".55"/><path d="${these.map((w) => w.crest).join('')}" stroke="${c.crest}" stroke-width="${t}" fill="none" stroke-linecap="round" opacity=".85"/>`;
    })
    .join('');
  // The current itself: long swept strokes of lit water, each swelling from a point to a body and tapering out again
  // downstream (to the right), rising over a hump and running down off it, bigger and bolder nearer us, with a white
  // lip of foam riding its crest, so the flood is seen to pour past and not to lie still.
  const currents = Array.from({ length: 16 }, (_, i) => {
    const depth = scatter(i, 51);
    const dy = 24 + 128 * depth;
    const x0 = -440 + 760 * scatter(i, 52);
    const len = 110 + 150 * scatter(i, 53) + 80 * depth;
    const lift = 5 + 12 * depth;
    const y = (x: number) => {
      const u = (x - x0) / len;
      return farEdgeAt(x) + dy - lift * Math.sin(Math.PI * u) * (1 - 0.5 * u);
    };
    const swell = (x: number) => Math.sin((Math.PI * (x - x0)) / len) ** 0.8;
    const h = 1.6 + 4.4 * depth;
    const lip = steps(x0 + len * 0.15, x0 + len * 0.8, 8).map((x) => [x, y(x) - h * swell(x)] as const);
    return {
      body: swellingStroke(y, h, swell, 0.5, x0, len),
      lip: path(lip),
    };
  });
  // One path for the bodies and one for the lips, so the page keeps to its size budget.
  const currentPaths = `<path d="${currents.map((cur) => cur.body).join('')}" fill="${c.light}" opacity=".55"/><path d="${currents.map((cur) => cur.lip).join('')}" stroke="${foam}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".85"/>`;
  // Swirls turning in the current, where the flood eddies round on itself: a spiral of foam drawn out downstream.
  const eddies = [
    [-250, 64, 0.9],
    [-40, 118, 1.3],
    [150, 76, 1],
    [320, 100, 1.2],
    [-340, 140, 1.5],
  ]
    .map(([x, dy, k]) => {
      const pts = steps(0, 1, 18).map((u) => {
        const a = u * Math.PI * 3.2;
        const rad = (1.5 + 10 * u) * k!;
        return [x! + rad * Math.cos(a) * 1.8 + 14 * k! * u, farEdgeAt(x!) + dy! + rad * Math.sin(a) * 0.7] as const;
      });
      return path(pts);
    })
    .join('');
  const eddyPath = `<path d="${eddies}" stroke="${foam}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`;
  // Big waves heaped up by the flood nearer us, each a hump of lit water curling over into a lip of white at its top,
  // a dark trough under it, so the water is seen to rush and tumble (rows of small crests alone read as ruled lines).
  const rolls = Array.from({ length: 16 }, (_, i) => {
    const depth = 0.35 + 0.65 * scatter(i, 61);
    const dy = 30 + 120 * depth;
    const x = -390 + 780 * scatter(i, 62);
    const y = farEdgeAt(x) + dy;
    const w = 40 + 44 * depth;
    const h = 7 + 11 * depth;
    return {
      hump: `M${tenths(x - w / 2)} ${tenths(y)}q${tenths(w * 0.3)} ${tenths(-h * 1.2)} ${tenths(w * 0.62)} ${tenths(-h)}q${tenths(w * 0.2)} ${tenths(h * 0.2)} ${tenths(w * 0.38)} ${tenths(h)}Z`,
      trough: `M${tenths(x - w / 2)} ${tenths(y + 1)}q${tenths(w / 2)} ${tenths(h * 0.5)} ${tenths(w)} 0`,
      curl: `M${tenths(x - w * 0.3)} ${tenths(y - h * 0.55)}q${tenths(w * 0.25)} ${tenths(-h * 0.75)} ${tenths(w * 0.45)} ${tenths(-h * 0.45)}q${tenths(w * 0.12)} ${tenths(h * 0.15)} ${tenths(w * 0.04)} ${tenths(h * 0.45)}`,
      spray: `M${tenths(x + w * 0.22)} ${tenths(y - h * 1.5)}h.1M${tenths(x + w * 0.32)} ${tenths(y - h * 1.3)}h.1`,
    };
  });
  // One path each for the humps, troughs, curls and spray (a path a wave put the busiest page over its size budget).
  const rollers = `<path d="${rolls.map((w) => w.hump).join('')}" fill="${c.light}" opacity=".55"/><path d="${rolls.map((w) => w.trough).join('')}" stroke="${c.deep}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".6"/><path d="${rolls.map((w) => w.curl).join('')}" stroke="${foam}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="${rolls.map((w) => w.spray).join('')}" stroke="${foam}" stroke-width="3" stroke-linecap="round"/>`;
  // What the storm tore off and the flood carries: leaves and broken twigs riding the current.
  const debris = Array.from({ length: 9 }, (_, i) => {
    const dy = 30 + 110 * scatter(i, 91);
    const x = -380 + 760 * scatter(i, 92);
    const y = farEdgeAt(x) + dy;
    const k = 0.8 + dy / 110;
    const turn = tenths(-30 + 60 * scatter(i, 93));
    return i % 3 === 0
      ? `<path d="M${tenths(x - 9 * k)} ${tenths(y)}l${tenths(18 * k)} ${tenths(-2 * k)}M${tenths(x + 2 * k)} ${tenths(y - 1 * k)}l${tenths(5 * k)} ${tenths(-5 * k)}" stroke="${earth.shade}" stroke-width="${tenths(1.8 * k)}" fill="none" stroke-linecap="round" transform="rotate(${turn} ${tenths(x)} ${tenths(y)})"/>`
      : `<path d="M${tenths(x - 5 * k)} ${tenths(y)}q${tenths(5 * k)} ${tenths(-4 * k)} ${tenths(10 * k)} 0q${tenths(-5 * k)} ${tenths(4 * k)} ${tenths(-10 * k)} 0Z" fill="${i % 2 ? '#8fae3e' : '#c98a2e'}" transform="rotate(${turn} ${tenths(x)} ${tenths(y)})"/>`;
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
      const wake = `<path d="M${tenths(x! + 10 * s)} ${tenths(y - 3 * s)}q${tenths(30 * s)} ${tenths(-6 * s)} ${tenths(60 * s)} ${tenths(-4 * s)}M${tenths(x! + 10 * s)} ${tenths(y + 2 * s)}q${tenths(30 * s)} ${tenths(6 * s)} ${tenths(60 * s)} ${tenths(6 * s)}" stroke="${foam}" stroke-width="${tenths(2 * s)}" fill="none" stroke-linecap="round" opacity=".85"/>`;
      const stone = `<path d="M${tenths(x! - 12 * s)} ${tenths(y + 2 * s)}q${tenths(2 * s)} ${tenths(-12 * s)} ${tenths(12 * s)} ${tenths(-12 * s)}q${tenths(10 * s)} 0 ${tenths(12 * s)} ${tenths(12 * s)}Z" fill="${wetStone}"/><path d="M${tenths(x! - 6 * s)} ${tenths(y - 6 * s)}q${tenths(4 * s)} ${tenths(-4 * s)} ${tenths(9 * s)} ${tenths(-3 * s)}" stroke="${tones.stone.light}" stroke-width="${tenths(1.6 * s)}" fill="none" stroke-linecap="round"/>`;
      const cap = `<path d="M${tenths(x! - 16 * s)} ${tenths(y + 3 * s)}q${tenths(-2 * s)} ${tenths(-12 * s)} ${tenths(8 * s)} ${tenths(-15 * s)}M${tenths(x! - 20 * s)} ${tenths(y + 4 * s)}q${tenths(-6 * s)} ${tenths(-8 * s)} ${tenths(-2 * s)} ${tenths(-14 * s)}" stroke="${foam}" stroke-width="${tenths(2.6 * s)}" fill="none" stroke-linecap="round"/>`;
      const spray = [0, 1, 2, 3]
        .map(
          (j) =>
            `<circle cx="${tenths(x! - 14 * s + 10 * s * scatter(j, x!))}" cy="${tenths(y - 14 * s - 8 * s * scatter(j, y))}" r="${tenths((1 + scatter(j, 3)) * s)}" fill="${foam}"/>`,
        )
        .join('');
      return `${wake}${stone}${cap}${spray}`;
    })
    .join('');
  // White water churning along the foot of the far bank, splashes thrown up off it: the flood slapping its banks
  // (one path for the lot, so the picture stays light).
  const churn = Array.from({ length: 16 }, (_, i) => {
    const x = -400 + 50 * (i + scatter(i, 81));
    const y = farEdgeAt(x) + BANK_FACE + 6 + 3 * scatter(i, 82);
    const w = 16 + 14 * scatter(i, 83);
    const drop = i % 2 ? '' : `M${tenths(x + w * 0.3)} ${tenths(y - 10)}h.1`;
    return `M${tenths(x - w / 2)} ${tenths(y)}q${tenths(w / 4)} -7 ${tenths(w / 2)} -2q${tenths(w / 4)} -7 ${tenths(w / 2)} 2${drop}`;
  }).join('');
  const bankFoam = `<path d="${churn}" stroke="${foam}" stroke-width="3.4" fill="${foam}" fill-opacity=".55" stroke-linecap="round"/>`;
  return `${water}${deep}${near}${silt}${broadSky}${mirror}${skyStreaks}${currentPaths}${waves}${eddyPath}${rollers}${debris}${glints}${rocks}${bankFoam}${farBankAcross()}`;
}

/**
 * The far bank across the flood: the meadow's grass ending in a tall cut bank of dark wet earth that drops to the
 * water, its layers of earth and stone showing, roots hanging out of it over the flood and grass tufts leaning over
 * its edge, so the far side is land standing well above the river (a low lip under the grass read as a strip of mud,
 * and no drop).
 */
function farBankAcross(): string {
  const lipTop = (x: number) => farEdgeAt(x) - 12 - 1.5 * Math.sin(x / 11);
  const grassTop = (x: number) => farEdgeAt(x) - 34 + 3 * Math.sin(x / 70);
  const foot = (x: number) => farEdgeAt(x) + BANK_FACE + 2 * Math.sin(x / 17);
  const grassBand = `<path d="${along(grassTop, lipTop)}" fill="${meadow}"/><path d="${along((x) => lipTop(x) - 4, lipTop)}" fill="${grass.shade}" opacity=".7"/>`;
  // The cut face lit along its top edge, so it stands as a face of earth above the water and not a dark line on it;
  // two darker layers across it and its wet foot darker still, where the flood laps it white.
  const layers = [0.45, 0.72]
    .map(
      (share) =>
        `<path d="${path(span.map((x) => [x, lipTop(x) + (foot(x) - lipTop(x)) * share + 1.2 * Math.sin(x / 29)] as const))}" stroke="#3e2817" stroke-width="1.6" fill="none" opacity=".6" stroke-dasharray="${share < 0.5 ? '70 34 40 52' : '46 60 90 28'}"/>`,
    )
    .join('');
  const lip = `<path d="${along(lipTop, foot)}" fill="${earth.shade}"/><path d="${along(lipTop, (x) => lipTop(x) + 4)}" fill="${earth.base}"/>${layers}<path d="${along((x) => foot(x) - 5, foot)}" fill="#2e1e10" opacity=".55"/><path d="${path(span.map((x) => [x, foot(x) + 0.5] as const))}" stroke="${foam}" stroke-width="1.8" fill="none" opacity=".7"/>`;
  const roots = Array.from({ length: 14 }, (_, i) => {
    const x = -390 + 780 * scatter(i, 71);
    const y = lipTop(x) + 2;
    const d = 14 + 14 * scatter(i, 72);
    return `<path d="M${tenths(x)} ${tenths(y)}q${tenths(3 - 6 * scatter(i, 73))} ${tenths(d * 0.6)} ${tenths(-2 + 5 * scatter(i, 74))} ${tenths(d)}" stroke="${earth.shade}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const tufts = Array.from({ length: 22 }, (_, i) => {
    const x = -396 + 792 * scatter(i, 75);
    const y = lipTop(x) + 1;
    return `<path d="M${tenths(x)} ${tenths(y)}q-3 -6 -9 -4M${tenths(x + 2)} ${tenths(y)}q0 -8 -2 -11M${tenths(x + 4)} ${tenths(y)}q4 -6 9 -5" stroke="${i % 2 ? grass.base : grass.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
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
  // The edge swings in long gentle curves (a jitter at every step drew a zigzag, and the bank with its white line read
  // as a road).
  const lip = steps(0, 1, 40).map((u) => [-50 + 100 * u, -16 * (1 - drop(u)) - 0.5 * Math.sin(u * Math.PI * 5 + 0.4)] as const);
  const grassShape = `${path(lip)}L50 30L-50 30Z`;
  // The bank's wet earth dropping from the grass to the water, deep enough to read as a drop and not a kerb (no deeper:
  // a broad brown face under a white line read as a road), roots
  // hanging down it, and the flood slapping white at its foot.
  const FACE = 2.2;
  const face = `${path(lip)}${path(lip.map(([x, y]) => [x + 0.6, y - FACE] as const).reverse()).replace('M', 'L')}Z`;
  const foot = `<path d="${path(lip.map(([x, y]) => [x + 0.4, y - FACE * 0.35] as const))}" stroke="#2e1e10" stroke-width="1" fill="none" opacity=".5"/>`;
  const roots = [4, 9, 13, 19, 24, 31]
    .map((i) => {
      const [x, y] = lip[i]!;
      return `<path d="M${tenths(x)} ${tenths(y - 0.2)}q.5 -1.4 -.2 -${tenths(FACE - 0.4)}" stroke="${earth.base}" stroke-width=".45" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  // The water lapping at its foot in broken curls of foam, not one unbroken white line along it.
  const lap = `<path d="${path(lip.map(([x, y], i) => [x + 1, y - FACE - 0.4 - 0.3 * Math.sin(i * 0.9)] as const))}" stroke="${foam}" stroke-width=".8" fill="none" stroke-linecap="round" stroke-dasharray="4 3 1.5 4" opacity=".85"/>`;
  const stones = [6, 17, 29]
    .map((i) => {
      const [x, y] = lip[i]!;
      return `<ellipse cx="${tenths(x + 1.5)}" cy="${tenths(y - 1)}" rx="2.2" ry="1.1" fill="${wetStone}"/><path d="M${tenths(x + 0.6)} ${tenths(y - 1.6)}q1 -.5 2 -.2" stroke="${tones.stone.light}" stroke-width=".4" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  const tufts = [2, 10, 14, 22, 25, 34]
    .map((i) => {
      const [x, y] = lip[i]!;
      return `<path d="M${tenths(x)} ${tenths(y + 0.6)}q.4 -2.4 1.6 -3.2M${tenths(x - 0.8)} ${tenths(y + 0.6)}q-.6 -2 -.2 -3.4M${tenths(x + 0.8)} ${tenths(y + 0.8)}q1.4 -1.2 2.6 -1.2" stroke="${grass.shade}" stroke-width=".6" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="${grassShape}" fill="${meadow}"/><path d="${path(lip.map(([x, y]) => [x - 2, y + 3] as const))}" stroke="${grass.shade}" stroke-width="2.4" fill="none" opacity=".35"/><path d="${face}" fill="${earth.shade}"/>${foot}${roots}${lap}${stones}${tufts}`;
}

/**
 * The river of forest-adventure, in the flood's colour wherever the story goes: 'glimpse' is it far off down the
 * hill (`size` is its width, y = 0 its base); 'flood-across' is the flood seen from the near bank running across
 * the picture (its box the whole picture: place it at x 400, y 500, size 800), with 'near-lip' our bank's grassy
 * corner in front of it.
 */
export const forestRiver: PropDefinition = {
  landmark: true,
  variants: ['glimpse', 'flood-across', 'near-lip'],
  draw: ({ size, variant }) => {
    if (variant === 'flood-across') return `<g transform="scale(${Math.round((size / 800) * 1000) / 1000})">${floodAcross()}</g>`;
    if (variant === 'near-lip') return scaled(size, nearLip());
    return glimpse(size);
  },
};
