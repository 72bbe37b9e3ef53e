import { lettering, scaled, tones, type PropDefinition, type Tone } from '@/pictures';
import { petalRing } from './petal-ring';

/**
 * Seojun's map of Pyeongchang-dong (pyeongchang-story), one sheet in every state the story gives
 * it: blank but for one tiny house; the lane drawn in felt-tip; more than half coloured green under
 * Bukhansan; splashed; soaking wet, smudged, a corner torn; torn down the middle; dried stiff; remade
 * as a collage; the collage with the neighbours' favourite things; with the real maple leaf; signed
 * by three neighbours in a 'People Who Helped' box; and with the teacher's gold star and Bori's paw print. The sheet
 * is 96 × 86 in a 100-wide box. The 'new-drawings' and 'signatures' variants are overlays alone (no paper), drawn at
 * the same place and size as a map so the shot list can name them apart.
 */

const paper = tones.paper;
const ink = '#3a3f4b';
/** The whole sheet's box, for a sheet drawn lying flat apart from this file (pyeongchang-things.ts). */
export const FLAT_SHEET = { left: -48, right: 48, top: -88, foot: -2 } as const;
const flat = `M${FLAT_SHEET.left} ${FLAT_SHEET.top}H${FLAT_SHEET.right}V${FLAT_SHEET.foot}H${FLAT_SHEET.left}Z`;
/** The ragged run of the tear where the top-right corner was ripped off at the stream. */
const tearEdge =
  'L27.6 -85.7L24.9 -83.9L28.2 -81.6L26.6 -79.9L30.4 -78.7L29.3 -75.8L33.1 -75.8L33.7 -72.9L37 -73.5L37 -70.6L40.9 -71.2L41.4 -68.3L44.7 -68.9L45.2 -66.5L48 -66';
/** The top edge with the corner torn off at the stream. */
const tornTop = `M-48 -86H26${tearEdge}`;
/** The torn top-right corner's flap, folded back along the rip: the paper's grey back showing. */
const tornFlap = `<path d="M29.3 -75.8L33.7 -72.9L37 -70.6L34.8 -68.3L28.2 -72.9Z" fill="#b9c3ce" stroke="#8e9aa8" stroke-width=".8" stroke-linejoin="round"/>`;

function sheet(outline: string, tone: Tone = paper): string {
  return `<path d="${outline}" fill="${tone.shade}" transform="translate(2 2)"/><path d="${outline}" fill="${tone.base}"/>`;
}

/** The tiny house in the middle: all there is on the first evening. */
const tinyHouseMiddle = `<path d="M-6 -40h12v9h-12ZM-8 -40l8-7 8 7Z" fill="${tones.red.base}" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round"/><rect x="-2" y="-36" width="4" height="5" fill="${ink}"/>`;
/** From the lane on, the house sits low, in the white strip under the green forest. */
const tinyHouse = `<g transform="translate(0 14)">${tinyHouseMiddle}</g>`;

/** Grandma Next Door's house, her yellow mums (a clump of five heads, as big as the house, since the ending turns on them) and the wiggly lane of little round stones, in felt-tip. */
const grandmaHouse = `<path d="M20 -30h14v10h-14ZM17 -30l10 -7 10 7Z" fill="${tones.pink.light}" stroke="${ink}" stroke-width="1.4" stroke-linejoin="round"/>`;
/** A felt-tip flower head: eight round petals looped round an orange heart (plain circles read as coins). */
function doodleBloom(cx: number, cy: number, r: number): string {
  return `<path d="${petalRing(cx, cy, 8, r * 1.5, r * 0.5)}"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.32).toFixed(1)}" fill="${tones.orange.base}" stroke="none"/>`;
}
const mums = `<g fill="${tones.yellow.base}" stroke="${tones.yellow.shade}" stroke-width=".6"><path d="M38 -16l2 -4M43 -16l0 -4M47 -17l-2 -3" stroke="${tones.green.shade}" stroke-width="1.2"/>${[
  [40.5, -31, 3.4],
  [45, -26.5, 3.2],
  [39.5, -25, 3.4],
  [44, -21, 3.2],
  [39.5, -19.5, 3],
]
  .map(([x, y, r]) => doodleBloom(x!, y!, r!))
  .join('')}</g>`;
const laneStones = [-42, -34, -26, -18, -10, -2, 6, 14, 22, 30, 38]
  .map((x, i) => [x, -10.5 - i * 0.4 - (i % 2) * 1.6])
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.4" fill="${tones.stone.light}" stroke="${ink}" stroke-width="1.1"/>`)
  .join('');
const lane = grandmaHouse + mums + laneStones;

/** Bukhansan across the top in pen, the forest coloured in green crayon over more than half the sheet. */
function forest(bright = true, top = 'M-48 -86H48', runny = false, deep = false): string {
  const g = tones.green;
  // Deep: coloured on down to two-thirds of the sheet, over the lane's rooftops. The colouring's wavy lower edge, and
  // where its strokes start.
  const from = deep ? -31 : -40;
  const foot = `V${from + 2}Q30 ${from + 7} 14 ${from}Q0 ${from + 7} -14 ${from + 1}Q-30 ${from + 7} -48 ${from}Z`;
  // Under a torn corner the last strokes stop short of the tear.
  const torn = top === tornTop;
  const strokes = Array.from({ length: 8 }, (_, i) => `M${-46 + i * 11} ${from}l${torn && i > 6 ? '3 -10' : torn && i > 4 ? '5 -16' : '12 -40'}`).join('');
  // The pen peaks stop where the corner is gone.
  const peaks = torn ? 'M-40 -66L-26 -84L-16 -70L-4 -86L4 -76' : 'M-40 -66L-26 -84L-16 -70L-4 -86L10 -68L22 -82L38 -64';
  if (runny) {
    // Soaked: the pen peaks run into a soft grey-blue blur, no crisp line left.
    return [
      `<path d="${top}${foot}" fill="${g.base}"/>`,
      `<path d="${strokes}" stroke="${g.shade}" stroke-width="2.4" opacity=".55"/>`,
      `<path d="${peaks}" fill="none" stroke="#6f88a8" stroke-width="9" stroke-linejoin="round" stroke-linecap="round" opacity=".22"/>`,
      `<path d="${peaks}" fill="none" stroke="#6f88a8" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity=".25"/>`,
    ].join('');
  }
  return [
    `<path d="${top}${foot}" fill="${bright ? g.base : g.light}"/>`,
    `<path d="${strokes}" stroke="${g.shade}" stroke-width="2.4" opacity=".55"/>`,
    `<path d="${peaks}" fill="none" stroke="${tones.stone.light}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${peaks}" fill="none" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round"/>`,
  ].join('');
}

/**
 * Water stains: grey tide-marked blotches soaked into the paper, opaque (see-through blue glazes over the pale sheet read
 * as frosted glass with the holder's body behind it), and the ink's runs as streaks down from them.
 */
const blots = `<g fill="rgb(214,212,203)" stroke="rgb(184,180,166)" stroke-width=".8"><path d="M-12 -34q14-6 22 4t-2 16q-20 6-20-20Z"/><path d="M16 -32q18-6 28 4t-8 16q-20 4-20-20Z"/><path d="M-46 -18q16-6 26 2t-4 12q-22 2-22-14Z"/></g>`;
/** Drops falling from the soggy sheet, each a solid blue bead with a dark rim and a glint. */
const drops = `<g fill="#8fbde2" stroke="#4f7fa6" stroke-width=".8"><path d="M-30 4q3 5 0 8q-3-3 0-8Z"/><path d="M8 5q3 5 0 8q-3-3 0-8Z"/><path d="M34 3q3 5 0 8q-3-3 0-8Z"/></g><g fill="#fff"><circle cx="-30.8" cy="9.6" r=".8"/><circle cx="7.2" cy="10.6" r=".8"/><circle cx="33.2" cy="8.6" r=".8"/></g>`;

/**
 * A colour soaked into the paper rather than lying on it: written as rgb(), the engine paints it flat, with no light and
 * shade across it and no brush contour round it (modelled and outlined, each blot was a little dome on the sheet).
 */
function stain(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `fill="rgb(${v >> 16},${(v >> 8) & 255},${v & 255})"`;
}

/**
 * A felt-tip shape bled out in the water: a ragged blot of the ink gone pale, its darker heart where the line was, and
 * thin streaks running down the sheet from it. Opaque, soaked into the paper rather than laid over it as a glaze.
 */
function bleed(cx: number, cy: number, rx: number, ry: number, pale: string, deep: string): string {
  const f = (v: number) => v.toFixed(1);
  const blot = `M${f(cx - rx)} ${f(cy)}Q${f(cx - rx)} ${f(cy - ry * 1.2)} ${f(cx - rx * 0.2)} ${f(cy - ry)}Q${f(cx + rx * 0.5)} ${f(cy - ry * 1.3)} ${f(cx + rx)} ${f(cy - ry * 0.2)}Q${f(cx + rx * 1.1)} ${f(cy + ry * 0.8)} ${f(cx + rx * 0.3)} ${f(cy + ry)}Q${f(cx - rx * 0.4)} ${f(cy + ry * 1.2)} ${f(cx - rx)} ${f(cy)}Z`;
  const heart = `M${f(cx - rx * 0.5)} ${f(cy)}Q${f(cx - rx * 0.3)} ${f(cy - ry * 0.6)} ${f(cx + rx * 0.2)} ${f(cy - ry * 0.4)}Q${f(cx + rx * 0.6)} ${f(cy - ry * 0.1)} ${f(cx + rx * 0.3)} ${f(cy + ry * 0.4)}Q${f(cx - rx * 0.3)} ${f(cy + ry * 0.6)} ${f(cx - rx * 0.5)} ${f(cy)}Z`;
  const streaks = [-0.4, 0.35].map((k, i) => `M${f(cx + rx * k)} ${f(cy + ry * 0.6)}q${i % 2 ? 0.8 : -0.6} ${f(3 + i * 2)} 0 ${f(6 + i * 3)}`).join('');
  return `<path d="${blot}" ${stain(pale)}/><path d="${heart}" ${stain(deep)}/><path d="${streaks}" stroke="${deep}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`;
}

/** The felt-tip houses, mums and lane run into blurry blobs: no clean outline left, ink streaking down. */
const runInk = [
  bleed(0, -27, 9, 7, '#eebcb2', '#d8857a'),
  bleed(27, -23, 10, 7, '#eec9d4', '#d796ad'),
  bleed(40, -20, 6, 6, '#efdf9e', '#dcbd52'),
  bleed(-28, -12, 14, 4, '#c8ccd4', '#a2a9b8'),
  bleed(2, -12, 14, 4, '#c8ccd4', '#a2a9b8'),
  bleed(30, -13, 10, 4, '#c8ccd4', '#a2a9b8'),
].join('');

/** Soggy paper: grey-cream and opaque, darker where it is wettest. */
const soggy: Tone = { base: '#e6e2d6', shade: '#bdb6a4', light: '#f6f3ea' };

/** The wet lower half up to its tide line, square at the foot (for the torn halves, each cut square). */
const wetBand = `<path d="M-48 -36Q-36 -30 -24 -35T0 -33T24 -36T48 -32V-2H-48Z" fill="rgb(218,214,202)"/><path d="M-48 -36Q-36 -30 -24 -35T0 -33T24 -36T48 -32" stroke="#b8b29f" stroke-width="1.1" fill="none"/>`;

/**
 * The lower half soaked darker, up to a wavy tide line, its bottom edge sagging in waves, its lower-left corner curled
 * up to show the paper's back, and drips hanging from the edge.
 */
const soggyEdge = [
  `<path d="M-48 -36Q-36 -30 -24 -35T0 -33T24 -36T48 -32V-4Q42 -1 36 -3Q28 -5 20 -2Q12 0 4 -3Q-4 -5 -12 -2Q-20 0 -28 -3Q-32 -4 -36 -2L-48 -14Z" fill="rgb(218,214,202)"/>`,
  `<path d="M-48 -36Q-36 -30 -24 -35T0 -33T24 -36T48 -32" stroke="#b8b29f" stroke-width="1.1" fill="none"/>`,
  `<path d="M-48 -14Q-41 -12 -38 -7Q-37 -4 -36 -2Q-45 -4 -48 -14Z" fill="#cbc3ae" stroke="#8f8672" stroke-width=".9" stroke-linejoin="round"/>`,
  `<g fill="#8fbde2" stroke="#4f7fa6" stroke-width=".7"><path d="M-20 -1.4q2.2 3.6 0 6.4q-2.2-2.8 0-6.4Z"/><path d="M14 -1.2q2.2 3.6 0 6.4q-2.2-2.8 0-6.4Z"/><path d="M40 -2.4q2 3.2 0 5.6q-2-2.4 0-5.6Z"/></g>`,
].join('');

function blank(): string {
  return sheet(flat) + tinyHouseMiddle;
}

function laneDrawn(): string {
  return sheet(flat) + tinyHouse + lane;
}

/** The lane's drawings drawn a little smaller down to the sheet's foot, in the white strip the deep forest leaves. */
const laneBelowForest = `<g transform="translate(0 -2) scale(.8) translate(0 2)">${tinyHouse}${lane}</g>`;

/** More than half the sheet green: the forest coloured down over two-thirds of it, the lane in the strip below. */
function green(): string {
  return sheet(flat) + forest(true, 'M-48 -86H48', false, true) + laneBelowForest;
}

/** Just fallen in: the water soaking up the sheet from its lower edge, wet splashes over the lane, dripping. */
function splashed(): string {
  return (
    green() +
    '<path d="M-48 -30Q-30 -36 -12 -28T24 -30T48 -34V-2H-48Z" fill="#7fb6de" opacity=".45"/>' +
    '<g fill="#8fc4ea" opacity=".75"><ellipse cx="-30" cy="-46" rx="10" ry="6"/><ellipse cx="24" cy="-52" rx="8" ry="5"/><ellipse cx="-4" cy="-62" rx="6" ry="4"/></g>' +
    drops
  );
}

/**
 * Soaking wet: soggy grey-cream paper, opaque, the pen lines bled into pale blots running down, the lower half darker
 * to a tide line, its bottom edge sagging and a corner curled, the top-right corner torn off, dripping.
 */
function soaked(): string {
  const torn = `M-48 -88H26${tearEdge}V-4Q42 -1 36 -3Q28 -5 20 -2Q12 0 4 -3Q-4 -5 -12 -2Q-20 0 -28 -3Q-32 -4 -36 -2L-48 -14Z`;
  return [
    sheet(torn, soggy),
    soggyEdge,
    forest(true, tornTop, true),
    blots,
    runInk,
    `<path d="M26 -88${tearEdge}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>`,
    `<path d="M26 -88${tearEdge}" fill="none" stroke="#8e9aa8" stroke-width="1" stroke-linejoin="round"/>`,
    tornFlap,
    drops,
  ].join('');
}

/**
 * Two halves of the soaked sheet pulled apart along a jagged rip, without ids (a nested viewport per half); `apart` is
 * how far each half is pulled out from the rip and turned.
 */
function halves(body: string, tone: Tone = soggy, apart = 1): string {
  const left = 'M-48 -88H4L-2 -74L6 -62L-4 -48L4 -34L-6 -20L2 -2H-48Z';
  const right = `M4 -88H26${tearEdge}V-2H2L-6 -20L4 -34L-4 -48L6 -62L-2 -74Z`;
  const half = (d: string, x0: number, dx: number, turn: number) =>
    `<g transform="translate(${dx * apart} 0) rotate(${turn * apart} 0 -2)">${sheet(d, tone)}<svg x="${x0}" y="-90" width="50" height="92" viewBox="${x0} -90 50 92" overflow="hidden">${body}</svg></g>`;
  return half(left, -50, -7, -5) + half(right, 3, 7, 6);
}

function torn(): string {
  return halves(wetBand + forest(true, tornTop, true) + blots + runInk) + drops;
}

/**
 * Dried overnight: stiff and wrinkled, still in two halves, the pen faded to pale blurs, the green still bright. Held up
 * with the two halves put back together along the rip (c7-p1), so the forest reads as one band across the top (pulled
 * apart as they lay torn, he held up two cards with his shirt between them).
 */
function dry(): string {
  const creases = `<path d="M-40 -30L-20 -10M20 -40L40 -20M-30 -60L-10 -40M10 -70L30 -50" stroke="${tones.cream.shade}" stroke-width="1.4"/>`;
  return halves(forest(true, tornTop, true) + `<g opacity=".5">${runInk}</g>` + creases, { base: '#f3ead6', shade: '#d9c9a8', light: '#fff' }, 0.3);
}

/** The ragged scissor-cut bottom edge of the glued forest piece, right to left. */
const cutEdge = 'L46 -46L40 -43L34 -47L27 -42L20 -46L12 -43L5 -47L-3 -42L-11 -46L-19 -43L-27 -47L-35 -43L-42 -47L-46 -44';

/**
 * The collage: the green forest cut out of the old map (its two torn halves taped together down the
 * middle) glued across the top of a fresh sheet, lifting a little off it with a shadow under its
 * ragged cut edge; the lane, mums, tteok shop and blue sign drawn below.
 */
function collageBase(): string {
  const g = tones.green;
  // Its top edge wavy and its paper puffed up in lumps, lit above and shaded below, as glued paper dries bumpy.
  const top = 'M-45 -87Q-34 -93 -22 -87Q-10 -94 2 -88Q14 -94 26 -87Q36 -93 45 -88';
  const piece = `${top}${cutEdge}Z`;
  const lumps = [
    [-30, -70],
    [-8, -60],
    [16, -72],
    [34, -56],
    [-36, -52],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y! + 3}" rx="8" ry="3.6" fill="${g.shade}" opacity=".55"/><ellipse cx="${x}" cy="${y}" rx="7" ry="3.4" fill="${g.light}" opacity=".7"/>`,
    )
    .join('');
  const strokes = Array.from({ length: 8 }, (_, i) => `M${-44 + i * 11} -46l12 -38`).join('');
  const peaks = 'M-40 -62L-26 -82L-16 -68L-4 -84L10 -66L22 -80L38 -62';
  const seam = 'M1 -88L-2 -80L3 -72L-2 -64L2 -56L-3 -49L1 -44';
  const tape = (y: number, turn: number) =>
    `<rect x="-6" y="${y}" width="12" height="7" fill="${tones.cream.base}" opacity=".85" transform="rotate(${turn} 0 ${y + 3})"/>`;
  const glued = [
    `<path d="${piece}" fill="${tones.stone.shade}" opacity=".8" transform="translate(1.8 2.6)"/>`,
    `<path d="${piece}" fill="${g.base}"/>`,
    `<path d="${strokes}" stroke="${g.shade}" stroke-width="2.4" opacity=".55"/>`,
    lumps,
    `<path d="${peaks}" fill="none" stroke="${tones.stone.light}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${peaks}" fill="none" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round" opacity=".7"/>`,
    `<path d="${top}${cutEdge}" fill="none" stroke="${g.shade}" stroke-width="1.2"/>`,
    `<path d="${seam}" fill="none" stroke="${g.shade}" stroke-width="1.6"/><path d="${seam}" fill="none" stroke="${tones.paper.base}" stroke-width=".6" transform="translate(.8 0)"/>`,
    tape(-90, -8),
    tape(-58, 6),
  ].join('');
  const shop = `<g transform="translate(-2 10)"><path d="M-30 -42h18v12h-18ZM-32 -42h22l-3 -5h-16Z" fill="${tones.wood.light}" stroke="${ink}" stroke-width="1.2" stroke-linejoin="round"/><rect x="-24" y="-37" width="6" height="7" fill="${ink}"/></g>`;
  const sign = `<path d="M-41 -26v16" stroke="${ink}" stroke-width="1.4"/><rect x="-47" y="-36" width="13" height="10" rx="1.5" fill="${tones.blue.base}" stroke="${tones.blue.shade}"/><path d="M-44 -31h7" stroke="#fff" stroke-width="1.4"/>`;
  // The piece sits a little below the sheet's top edge, leaving a white strip above the forest for the notes added later.
  const lowered = `<g transform="translate(0 -46) scale(1 .74) translate(0 46)">${glued}</g>`;
  return sheet(flat) + lowered + shop + sign + tinyHouse + lane;
}

/** What the neighbours love: pink dawn peaks behind the shop, Grandma Next Door waving over the wall, notes above the forest, a boy and an orange cat on the lane. */
const skin = '#f2c9a0';
const pinkPeaks =
  // Pink dawn peaks, tall, behind the tteok shop: they rise above its (shorter) steam, so both read.
  `<path d="M-42 -40L-33 -66L-26 -53L-17 -73L-8 -50L-2 -40Z" fill="${tones.pink.light}" stroke="${tones.pink.shade}" stroke-width="1"/>`;
const grandmaWaving =
  // Grandma Next Door: gray curls and a pink top above the lane's stones, her waving hand raised high above her head, clear of the house and of the boy beside her.
  `<g transform="translate(10 -20)"><path d="M-3.5 1h7v7h-7Z" fill="${tones.pink.base}" stroke="${ink}" stroke-width=".7"/><circle cy="-2.5" r="3.2" fill="${skin}" stroke="${ink}" stroke-width=".7"/><g fill="#b9bcc4" stroke="${ink}" stroke-width=".5"><circle cx="-2.6" cy="-5.4" r="1.8"/><circle cx="0" cy="-6.4" r="1.8"/><circle cx="2.6" cy="-5.4" r="1.8"/></g><path d="M3.2 1.5l1.8 -13" stroke="${ink}" stroke-width="1.4" stroke-linecap="round"/><circle cx="5.1" cy="-12.4" r="1.7" fill="${skin}" stroke="${ink}" stroke-width=".5"/><path d="M1.4 -15.6q-1.4 3.2 0 6.4M8.8 -15.6q1.4 3.2 0 6.4" stroke="${ink}" stroke-width=".7" fill="none" stroke-linecap="round"/></g>`;
const notesAbove =
  // Music notes in the white strip above the forest.
  `<g fill="${ink}"><circle cx="-30" cy="-79" r="1.9"/><path d="M-28.6 -79v-6.5h.9v6.5Z"/><circle cx="-8" cy="-80.5" r="1.9"/><path d="M-6.6 -80.5v-6.5h.9v6.5Z"/><circle cx="14" cy="-79" r="1.9"/><path d="M15.4 -79v-6.5h.9v6.5Z"/></g>`;
const boyAndCat = [
  // A stick boy in a blue top and an orange cat (ears, tail) at the lane's right-hand end, drawn big enough to read
  // on a phone: the boy over the last stones and the corner of Grandma Next Door's house, the cat on the bottom
  // margin facing him, her tail at the sheet's right edge, where Bori sniffs her (her face stays clear of Bori's).
  `<g transform="translate(21.8 -4.1) scale(1.6)"><circle cy="-11" r="2.8" fill="${skin}" stroke="${ink}" stroke-width=".7"/><path d="M-2.4 -8h4.8v5h-4.8Z" fill="${tones.blue.base}" stroke="${ink}" stroke-width=".5"/><path d="M-1.4 -3v4M1.4 -3v4M-2.4 -7l-2 3M2.4 -7l2 3" stroke="${ink}" stroke-width="1" stroke-linecap="round"/></g>`,
  `<g transform="translate(21.6 -3.1) scale(1.7) translate(18 0) scale(-1 1)"><g fill="${tones.orange.base}" stroke="${ink}" stroke-width=".6"><ellipse cx="9" cy="-2" rx="4.2" ry="2.4"/><circle cx="13" cy="-4.5" r="2.2"/><path d="M11.6 -6.2l.4 -2.4 1.4 1.6M13.6 -6.4l1 -2.2 .8 2"/></g><path d="M4.8 -2.5q-3 -1 -2.4 -4.5" stroke="${tones.orange.shade}" stroke-width="1.2" fill="none" stroke-linecap="round"/></g>`,
].join('');
const extras = pinkPeaks + grandmaWaving + notesAbove + boyAndCat;

/**
 * The same drawings as the sheet lies on the floor the day they are drawn (c7-p3), where the sheet is squashed to under
 * half its height: the notes lie on the green forest itself, inked with a paper-white rim (up in the white strip at the
 * far edge they stood like flags in the air beyond the paper), and Grandma Next Door is drawn bigger, her gray bun, a smile
 * and her waving hand above a short stone wall she leans on (a small stick figure read as no one).
 */
const noteOnForest = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) scale(.8)"><ellipse cx="0" cy="0" rx="3.2" ry="2.4" transform="rotate(-20)"/><path d="M2.4 -.6V-11.5l4.6 3" fill="none"/></g>`;
const notes = [noteOnForest(-0.5, -55), noteOnForest(15, -62), noteOnForest(31, -54)].join('');
const notesOnForest = `<g stroke="${tones.paper.light}" stroke-width="3" fill="${tones.paper.light}" stroke-linejoin="round">${notes}</g><g fill="${ink}" stroke="${ink}" stroke-width="1.1" stroke-linejoin="round">${notes}</g>`;
const wallStones = [
  [6, -29],
  [10.6, -29.4],
  [15.2, -29],
  [8.3, -32.6],
  [12.9, -32.8],
]
  .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.5" ry="1.9" fill="${tones.stone.base}" stroke="${ink}" stroke-width=".8"/>`)
  .join('');
const grandmaOverWall = `<g transform="translate(1 2) translate(0 -29) scale(1 1.25) translate(0 29)"><path d="M8.2 -39.5h9.2v7h-9.2Z" fill="${tones.pink.base}" stroke="${ink}" stroke-width=".7"/>${wallStones}<path d="M16.6 -38.6L21 -44.2" stroke="${ink}" stroke-width="1.5" stroke-linecap="round"/><circle cx="21.4" cy="-45" r="1.9" fill="${skin}" stroke="${ink}" stroke-width=".6"/><circle cx="12.8" cy="-42.6" r="3.9" fill="${skin}" stroke="${ink}" stroke-width=".6"/><g fill="#c4c7ce" stroke="${ink}" stroke-width=".5"><circle cx="9.6" cy="-45" r="1.9"/><circle cx="12.8" cy="-46.3" r="2"/><circle cx="16" cy="-45" r="1.9"/><circle cx="12.8" cy="-49.2" r="2.1"/></g><path d="M11.2 -41.2q1.6 1.2 3.2 0" fill="none" stroke="${ink}" stroke-width=".5" stroke-linecap="round"/><path d="M23.8 -47.6q1.2 1.6 .4 3.4M25.6 -48.8q1.8 2.4 .6 5" fill="none" stroke="${ink}" stroke-width=".6" stroke-linecap="round"/></g>`;
const extrasOnFloor = pinkPeaks + notesOnForest + grandmaOverWall + boyAndCat;

// The real maple leaf, a leaf's size against the sheet, a quarter of its width (at two fifths, on the floor and held up
// it came out as big as Seojun's head and read as a red star between faces); its foot cut straight across over a stem,
// not a fifth point.
const leaf = `<g data-part="maple-leaf" transform="translate(38 -73) rotate(-15) scale(1.15)"><path d="M.6 4Q1.4 9 3.4 13" stroke="${tones.red.shade}" stroke-width="1.6" fill="none" stroke-linecap="round"/><path d="M0 -12L3 -5L9 -8L7 -2L12 0L6 3L7 7L1 4L-1 4L-7 7L-6 3L-12 0L-7 -2L-9 -8L-3 -5Z" fill="${tones.red.base}"/><path d="M0 4V-10M0 2L8 -6M0 2L-8 -6" stroke="${tones.red.shade}" stroke-width="1"/></g>`;

/**
 * The 'People Who Helped' box in two rows: its heading alone across the whole top row, big enough to read on a
 * phone (squeezed beside the names it was a dark blur), then the three signatures, a muddy paw print under them.
 * The heading in both languages, as a bilingual sign is, since the one picture serves both editions and the English
 * words quote 'PEOPLE WHO HELPED' (lettered in Korean only, an English reader could not find it: blind critic r54):
 * '도와준 사람들' over the English in capitals, condensed to the box's width so they stand nearly as tall as the Hangul.
 */
const helpedRow = 10;
/** The heading's ink as rgb(), so the engine paints the letters flat, without the brush contour that clogs small letters. */
const letterInk = 'rgb(58,63,75)';
const helpedEnglish = `<g transform="translate(0 7.4) scale(.71 1)">${lettering('PEOPLE WHO HELPED', { x: 0, y: 0, size: 11, fill: letterInk })}</g>`;
const helpedBox = `<rect x="-46" y="-14" width="92" height="${37 + helpedRow}" fill="${paper.light}" stroke="${ink}" stroke-width="1"/><path d="M-46 ${helpedRow}h92" stroke="${ink}" stroke-width=".8"/>${lettering('도와준 사람들', { x: 0, y: -3.2, size: 11, fill: letterInk, maxWidth: 86 })}${helpedEnglish}`;
/**
 * The bottom row: the three signatures side by side, each its own pen colour with a gap between: the auntie's,
 * Grandma Next Door's, Grandpa's. Bori's muddy paw print is stamped just under them, inside the box, since she
 * signed too (below the box it read as mud on the wall), toward the row's right end, by Bori on the wall beside the map.
 */
const signatures = [
  [-24, tones.red.shade],
  [-4, '#2f7a4a'],
  [16, tones.blue.shade],
]
  .map(
    ([x, colour]) =>
      `<path d="M0 0q1.2-6 2.6-1t2.4-1.4q1.4 4 2.8-.6t2-1" transform="translate(${x} ${9.4 + helpedRow}) scale(1.4)" stroke="${colour}" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  )
  .join('');
// The four toes small and close round the pad, so it reads as one paw print (spread wide they read as separate blobs);
// big enough to see at a glance on the map laid flat on the wall, on a phone too.
export const pawPrintAt = (x: number, y: number, scale: number, rotate: number): string =>
  `<g fill="#6b4a2e" transform="translate(${x} ${y}) scale(${scale}) rotate(${rotate})"><ellipse cy="1.6" rx="3.2" ry="2.5"/><circle cx="-3.5" cy="-1.5" r="1.1"/><circle cx="-1.2" cy="-2.9" r="1.1"/><circle cx="1.4" cy="-2.9" r="1.1"/><circle cx="3.6" cy="-1.5" r="1.1"/></g>`;
const pawPrint = pawPrintAt(34, 16.5 + helpedRow, 3, -12);

/** Three short puffs of steam over the tteok shop's roof, low enough that the peaks drawn behind it later stay clear. */
const steamPuffs = 'M-30 -38q-4 -5 0 -10t0 -8M-23 -38q-4 -6 0 -12t0 -8M-16 -38q-4 -5 0 -10t0 -8';
/** The puffs as white curls outlined in grey, so they read on the forest's green and on the white paper. */
const outlinedSteam = `<path d="${steamPuffs}" stroke="#8fa2bb" stroke-width="4.2" fill="none" stroke-linecap="round"/><path d="${steamPuffs}" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
/**
 * The puffs as three pencil-grey lines, for the map lying flat the day it is drawn (white curls in a grey
 * outline, tall ones, stood up off the flat sheet: "the drawn steam stands off the sheet as 3-D white curls", blind
 * critic r86, p21).
 */
const pencilSteam = `<path d="${steamPuffs}" stroke="#7d8ea6" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;

function collage(): string {
  return collageBase() + pencilSteam;
}

// The collage with the neighbours' pink peaks behind the shop and the rest they added.
function collageMore(): string {
  return collageBase() + extras + outlinedSteam;
}

/** The collage with more, lying on the floor the day it is drawn (map-flat.ts): its steam pencil lines, as on p21's sheet. */
function collageMoreOnFloor(): string {
  return collageBase() + extrasOnFloor + pencilSteam;
}

function withLeaf(): string {
  return collageMore() + leaf;
}

/**
 * The 'People Who Helped' box is on a strip of paper taped along the sheet's bottom edge, below the lane,
 * so it covers none of the drawings (the boy and the cat at the lane's end).
 */
const helpedStrip = `<rect x="-46" y="-1" width="92" height="${27 + helpedRow}" fill="${paper.shade}" transform="translate(1.6 1.6)"/><rect x="-46" y="-1" width="92" height="${27 + helpedRow}" fill="${paper.base}"/><rect x="-36" y="-3" width="10" height="5" fill="${tones.cream.base}" opacity=".85" transform="rotate(-6 -31 -.5)"/><rect x="26" y="-3" width="10" height="5" fill="${tones.cream.base}" opacity=".85" transform="rotate(5 31 -.5)"/>`;
const onStrip = (markup: string) => `<g transform="translate(0 15)">${markup}</g>`;
/**
 * The strip and what is on it, taped on a little askew, as a strip of paper taped on by hand is: laid square under the
 * sheet, its white face read as the front of a box under the drawings' lid.
 */
const askew = (markup: string) => `<g transform="rotate(-3 0 12)">${markup}</g>`;

/**
 * The teacher's gold star sticker, at a point and a scale: a five-pointed star, bright gold with a lit face and a
 * darker rim. On the signed sheet it sits in the top-left corner, over the white strip (the leaf has the top-right
 * one), a third of the sheet's width so it reads on a phone.
 */
export const goldStarAt = (x: number, y: number, scale: number): string => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 10 : 4.3;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  });
  const d = `M${points.join('L')}Z`;
  return `<g transform="translate(${x} ${y}) rotate(-10) scale(${scale})"><path d="${d}" fill="#c9922a" transform="translate(.8 1)"/><path d="${d}" fill="#f6c83e" stroke="#b07a1c" stroke-width=".9" stroke-linejoin="round"/><path d="M-1.6 -5.2L-.6 -1.6L-4 -1.2Z" fill="#fff3c4" opacity=".9"/></g>`;
};
const goldStar = goldStarAt(-34, -72, 1.6);

/** Signed on Sunday night: the three names in the 'People Who Helped' box, before Bori's paw and the teacher's star. */
function helped(): string {
  return withLeaf() + askew(helpedStrip + onStrip(helpedBox + signatures));
}

/** Monday afternoon: the teacher's gold star on it, and Bori's muddy paw print just under the names. */
function signed(): string {
  return withLeaf() + askew(helpedStrip + onStrip(helpedBox + signatures + pawPrint)) + goldStar;
}

/**
 * The signed sheet in its two parts, for the map laid over a wall's cap (map-flat.ts 'on-wall'): the drawings, which lie
 * on the cap's top, and the taped-on names strip, which hangs down over the cap's front edge.
 */
export const signedDrawing = (): string => withLeaf();
export const signedStrip = (): string => askew(helpedStrip + onStrip(helpedBox + `<g data-part="signatures">${signatures}</g>`));

/** The three felt-tip drawings added on the lane, alone, to lay over a 'lane' map. */
function newDrawings(): string {
  return lane;
}

/** The torn, smudged leftovers of the old map, pushed aside in a small heap. */
function scraps(): string {
  const tone = { base: '#f3ead6', shade: '#d9c9a8', light: '#fff' };
  // Every edge ripped, none cut: the leftovers of the sheet torn at the stream.
  const big =
    'M-30 -40L-24 -43L-18 -40L-12 -44L-6 -41L0 -45L5 -42L10 -44L12 -36L9 -30L14 -24L10 -16L14 -10L12 -4L6 -6L0 -2L-6 -5L-12 -1L-18 -4L-26 0L-24 -8L-29 -14L-25 -21L-30 -28L-26 -34Z';
  const small = 'M-22 -30L-15 -33L-9 -29L-2 -34L5 -30L12 -34L20 -31L18 -24L23 -18L19 -10L24 -2L16 -4L9 0L2 -3L-5 1L-12 -2L-18 0L-16 -8L-21 -15L-17 -22Z';
  return [
    `<g transform="translate(-16 0) rotate(-12)">${sheet(big, tone)}<path d="M-26 -40L-12 -44L0 -45L10 -44L12 -36L-24 -33Z" fill="${tones.green.base}" opacity=".85"/><path d="M-24 -12h30" stroke="#8fa2bb" stroke-width="3" opacity=".5"/></g>`,
    `<g transform="translate(18 0) rotate(10)">${sheet(small, tone)}<circle cx="0" cy="-16" r="7" fill="#8fa2bb" opacity=".5"/></g>`,
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
  'collage-more': collageMoreOnFloor,
  leaf: withLeaf,
  helped,
  signed,
  'new-drawings': newDrawings,
  signatures: () => askew(onStrip(signatures)),
  scraps,
};

/** The blank sheet with no house on it: for a sheet lying flat, whose house is drawn apart (pyeongchang-things.ts). */
export const blankSheet = (): string => sheet(flat);

/** The map's drawing in its 100-wide box, for the drawing board that carries it (drawing-board.ts). */
export function mapMarkup(variant: string): string {
  const draw = kinds[variant];
  if (!draw) throw new Error(`Prop "neighbourhood-map" has no variant "${variant}"`);
  return draw();
}

/**
 * Seojun's map of the neighbourhood on a big sheet of paper, held up, in the state the page needs: from 'soaked' on
 * (its earlier states are drawn on the drawing board, drawing-board.ts), and the overlays.
 */
export const neighbourhoodMap: PropDefinition = {
  grip: 0.45,
  showsFront: true,
  // In one hand, taken by its side edge near the top, as a wet sheet is held to drip (by its middle, the fist sat on
  // the drawing's face).
  gripPoint: { x: 0.46, y: 0.7 },
  // Taken by its two side edges ('hold-sides'), the hands go this far out: at the default, they sat on the drawing's face
  // in the middle of the sheet, hands with no arms, and nothing held its edges.
  halfWidth: 0.62,
  variants: ['soaked', 'dry', 'leaf', 'helped', 'new-drawings', 'scraps'],
  draw: ({ size, variant = 'soaked' }) => scaled(size, mapMarkup(variant)),
};
