import { scaled, tones, type Tone } from './kit';
import type { PropDefinition } from './types';

/**
 * Seojun's map of Pyeongchang-dong (pyeongchang-story), one sheet in every state the story gives
 * it: blank but for one tiny house; the lane drawn in felt-tip; more than half coloured green under
 * Bukhansan; splashed; soaking wet, smudged, a corner torn; torn down the middle; dried stiff; remade
 * as a collage; the collage with the neighbours' favourite things; with the real maple leaf; and
 * signed in a 'People Who Helped' box with Bori's paw print. The sheet is 96 × 86 in a 100-wide box.
 * The 'new-drawings', 'signatures' and 'paw-print' variants are overlays alone (no paper), drawn at
 * the same place and size as a map so the shot list can name them apart.
 */

const paper = tones.paper;
const ink = '#3a3f4b';
const flat = 'M-48 -88H48V-2H-48Z';
/** The top edge with the corner torn off at the stream. */
const tornTop = 'M-48 -86H30L36 -80L32 -74L40 -70L48 -66';

function sheet(outline: string, tone: Tone = paper): string {
  return `<path d="${outline}" fill="${tone.shade}" transform="translate(2 2)"/><path d="${outline}" fill="${tone.base}"/>`;
}

/** The tiny house in the middle: all there is on the first evening. */
const tinyHouse = `<path d="M-6 -40h12v9h-12ZM-8 -40l8-7 8 7Z" fill="${tones.red.base}" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2" y="-36" width="4" height="5" fill="${ink}"/>`;

/** Grandma Next Door's house, her yellow mums and the wiggly lane of little round stones, in felt-tip. */
const grandmaHouse = `<path d="M18 -46h16v11h-16ZM15 -46l11-8 11 8Z" fill="${tones.pink.light}" stroke="${ink}" stroke-width="1.4" stroke-linejoin="round"/>`;
const mums = `<g fill="${tones.yellow.base}" stroke="${tones.yellow.shade}" stroke-width=".8"><circle cx="38" cy="-30" r="3.4"/><circle cx="31" cy="-28" r="3.4"/><circle cx="41" cy="-24" r="3"/></g>`;
const laneStones = [
  [-42, -12],
  [-34, -14],
  [-26, -12],
  [-18, -15],
  [-10, -13],
  [-2, -16],
  [6, -14],
  [14, -18],
  [22, -16],
  [30, -19],
  [38, -17],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.4" fill="${tones.stone.light}" stroke="${ink}" stroke-width="1.1"/>`)
  .join('');
const lane = grandmaHouse + mums + laneStones;

/** Bukhansan across the top in pen, the forest coloured in green crayon over more than half the sheet. */
function forest(bright = true, top = 'M-48 -86H48'): string {
  const g = tones.green;
  const strokes = Array.from({ length: 8 }, (_, i) => `M${-46 + i * 11} -50l10 -30`).join('');
  return [
    `<path d="${top}V-48Q30 -44 14 -50Q0 -44 -14 -49Q-30 -44 -48 -50Z" fill="${bright ? g.base : g.light}"/>`,
    `<path d="${strokes}" stroke="${g.shade}" stroke-width="2.4" opacity=".55"/>`,
    `<path d="M-40 -66L-26 -84L-16 -70L-4 -86L10 -68L22 -82L38 -64" fill="none" stroke="${tones.stone.light}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M-40 -66L-26 -84L-16 -70L-4 -86L10 -68L22 -82L38 -64" fill="none" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round"/>`,
  ].join('');
}

/** Water: run pen lines as blue-grey blots, drops, and a dark wet edge. */
const blots = `<g fill="#7f98b8" opacity=".5"><path d="M-16 -44q14-8 22 4t-4 16q-20 4-18-20Z"/><path d="M10 -36q18-8 28 4t-10 16q-20 2-18-20Z"/><path d="M-44 -22q16-6 24 4t-6 14q-20 0-18-18Z"/></g>`;
const drops = `<g fill="#a9d2f2"><path d="M-30 4q3 5 0 8q-3-3 0-8Z"/><path d="M8 4q3 5 0 8q-3-3 0-8Z"/><path d="M34 4q3 5 0 8q-3-3 0-8Z"/></g>`;

function blank(): string {
  return sheet(flat) + tinyHouse;
}

function laneDrawn(): string {
  return sheet(flat) + tinyHouse + lane;
}

function green(): string {
  return sheet(flat) + forest() + tinyHouse + lane;
}

function splashed(): string {
  return green() + '<g fill="#8fc4ea" opacity=".7"><ellipse cx="-30" cy="-20" rx="9" ry="5"/><ellipse cx="24" cy="-10" rx="7" ry="4"/></g>' + drops;
}

/** Soaking wet: blue-grey paper, the pen lines run into smudges, the top-right corner torn off, dripping. */
function soaked(): string {
  const torn = 'M-48 -88H30L36 -80L32 -74L40 -70L48 -66V-2H-48Z';
  return [
    sheet(torn, { base: '#e9eef2', shade: '#c3ccd6', light: '#ffffff' }),
    forest(true, tornTop),
    `<g opacity=".45">${tinyHouse}${lane}</g>`,
    blots,
    drops,
  ].join('');
}

/** Two halves of the soaked sheet pulled apart along a jagged rip, without ids (a nested viewport per half). */
function halves(body: string, tone: Tone = { base: '#e9eef2', shade: '#c3ccd6', light: '#ffffff' }): string {
  const left = 'M-48 -88H4L-2 -74L6 -62L-4 -48L4 -34L-6 -20L2 -2H-48Z';
  const right = 'M4 -88H30L36 -80L32 -74L40 -70L48 -66V-2H2L-6 -20L4 -34L-4 -48L6 -62L-2 -74Z';
  const half = (d: string, x0: number, dx: number, turn: number) =>
    `<g transform="translate(${dx} 0) rotate(${turn} 0 -2)">${sheet(d, tone)}<svg x="${x0}" y="-90" width="50" height="92" viewBox="${x0} -90 50 92" overflow="hidden">${body}</svg></g>`;
  return half(left, -50, -7, -5) + half(right, 3, 7, 6);
}

function torn(): string {
  return halves(forest(true, tornTop) + `<g opacity=".45">${tinyHouse}${lane}</g>` + blots) + drops;
}

/** Dried overnight: stiff and wrinkled, still in two halves, the pen faded to pale blurs, the green still bright. */
function dry(): string {
  const creases = `<path d="M-40 -30L-20 -10M20 -40L40 -20M-30 -60L-10 -40M10 -70L30 -50" stroke="${tones.cream.shade}" stroke-width="1.4"/>`;
  return halves(forest(true, tornTop) + `<g opacity=".25">${tinyHouse}${lane}</g>` + creases, { base: '#f3ead6', shade: '#d9c9a8', light: '#fff' });
}

/** The collage: the cut-out crayon forest glued across the top of a fresh sheet, the lane, mums, tteok shop and blue sign below. */
function collageBase(): string {
  const glued = `<g transform="translate(0 3)"><path d="M-44 -86L44 -88L46 -50Q30 -46 14 -52Q0 -44 -14 -51Q-30 -46 -46 -52Z" fill="${tones.green.shade}" transform="translate(1.5 2)"/><svg x="-46" y="-90" width="92" height="44" viewBox="-48 -90 96 44" overflow="hidden">${forest(true)}</svg></g>`;
  const shop = `<path d="M-30 -42h18v12h-18ZM-32 -42h22l-3 -5h-16Z" fill="${tones.wood.light}" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round"/><path d="M-24 -50q-3-4 0-7M-18 -50q-3-4 0-7" stroke="#b8c4d4" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  const sign = `<path d="M-40 -26v14" stroke="${ink}" stroke-width="1.4"/><rect x="-46" y="-34" width="14" height="8" rx="1.5" fill="${tones.blue.base}" stroke="${tones.blue.shade}"/><path d="M-43 -30h8" stroke="#fff" stroke-width="1.2"/>`;
  return sheet(flat) + glued + shop + sign + tinyHouse + lane;
}

/** What the neighbours love: pink dawn peaks behind the shop, Grandma Next Door waving over the wall, notes over the forest, a boy and an orange cat on the lane. */
const extras = [
  `<path d="M-34 -42L-28 -52L-22 -44L-16 -54L-10 -42" fill="${tones.pink.light}" stroke="${tones.pink.shade}" stroke-width="1"/>`,
  `<circle cx="4" cy="-30" r="3" fill="#f2c9a0" stroke="${ink}" stroke-width=".8"/><path d="M1 -27h6v5h-6Z" fill="${tones.pink.base}"/><path d="M7 -28l4 -5" stroke="${ink}" stroke-width="1.2" stroke-linecap="round"/>`,
  `<g fill="${ink}"><circle cx="-30" cy="-60" r="2.2"/><path d="M-28.4 -60v-8h1v8Z"/><circle cx="14" cy="-70" r="2.2"/><path d="M15.6 -70v-8h1v8Z"/><circle cx="30" cy="-58" r="2.2"/><path d="M31.6 -58v-8h1v8Z"/></g>`,
  `<g transform="translate(-8 -22)"><circle cy="-7" r="2.6" fill="#f2c9a0" stroke="${ink}" stroke-width=".8"/><path d="M-2.5 -4h5v6h-5Z" fill="${tones.blue.base}"/><ellipse cx="9" cy="0" rx="4" ry="2.6" fill="${tones.orange.base}"/><circle cx="12" cy="-3" r="2.2" fill="${tones.orange.base}"/></g>`,
].join('');

const leaf = `<g data-part="maple-leaf" transform="translate(36 -74) rotate(-15) scale(1.25)"><path d="M0 -12L3 -5L9 -8L7 -2L12 0L6 3L7 8L1 5L0 10L-1 5L-7 8L-6 3L-12 0L-7 -2L-9 -8L-3 -5Z" fill="${tones.red.base}"/><path d="M0 10V-10M0 0L8 -6M0 0L-8 -6" stroke="${tones.red.shade}" stroke-width="1"/></g>`;

/** The 'People Who Helped' box: three signatures and a muddy paw print. */
const helpedBox = `<rect x="-46" y="-11" width="92" height="9" fill="${paper.light}" stroke="${ink}" stroke-width="1"/>`;
const signatures = `<path d="M-42 -5q3-4 5 0t5 0t4 -2M-24 -5q2-4 4 0t5-1q2 3 5 0M-6 -5q3-5 6 0t6 -1t4 1" stroke="${tones.blue.shade}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`;
const pawPrint = `<g fill="#7a5738"><ellipse cx="28" cy="-5" rx="4" ry="3.2"/><circle cx="23" cy="-10" r="1.7"/><circle cx="26.5" cy="-12" r="1.7"/><circle cx="30.5" cy="-12" r="1.7"/><circle cx="34" cy="-10" r="1.7"/></g>`;

function collage(): string {
  return collageBase();
}

function collageMore(): string {
  return collageBase() + extras;
}

function withLeaf(): string {
  return collageBase() + extras + leaf;
}

function signed(): string {
  return withLeaf() + helpedBox + signatures + pawPrint;
}

/** The three felt-tip drawings added on the lane, alone, to lay over a 'lane' map. */
function newDrawings(): string {
  return lane;
}

/** The torn, smudged leftovers of the old map, pushed aside in a small heap. */
function scraps(): string {
  const tone = { base: '#f3ead6', shade: '#d9c9a8', light: '#fff' };
  return [
    `<g transform="translate(-16 0) rotate(-12)">${sheet('M-30 -40L10 -44L14 -4L-26 0Z', tone)}<path d="M-24 -12h30" stroke="#8fa2bb" stroke-width="3" opacity=".5"/></g>`,
    `<g transform="translate(18 0) rotate(10)">${sheet('M-22 -30L20 -34L24 -2L-18 0Z', tone)}<circle cx="0" cy="-16" r="6" fill="#8fa2bb" opacity=".45"/></g>`,
  ].join('');
}

const kinds: Record<string, () => string> = {
  blank,
  lane: laneDrawn,
  green,
  splashed,
  soaked,
  torn,
  dry,
  collage,
  'collage-more': collageMore,
  leaf: withLeaf,
  signed,
  'new-drawings': newDrawings,
  signatures: () => helpedBox + signatures,
  'paw-print': () => pawPrint,
  scraps,
};

/** The map's drawing in its 100-wide box, for the drawing board that carries it (drawing-board.ts). */
export function mapMarkup(variant: string): string {
  const draw = kinds[variant];
  if (!draw) throw new Error(`Prop "neighbourhood-map" has no variant "${variant}"`);
  return draw();
}

export const mapVariants = Object.keys(kinds);

/** Seojun's map of the neighbourhood on a big sheet of paper, in the state the page needs. */
export const neighbourhoodMap: PropDefinition = {
  grip: 0.45,
  variants: mapVariants,
  draw: ({ size, variant = 'blank' }) => scaled(size, mapMarkup(variant)),
};
