import { scaled, tones, type PropDefinition, type Tone } from '@/pictures';

const papers: readonly Tone[] = [tones.pink, tones.yellow, tones.blue, tones.green, tones.purple];

/** One folded 색종이 point: the left half in the paper's colour, the folded right half in shade. */
function point(x: number, base: number, h: number, tone: Tone, w = 20): string {
  return `<path d="M${x - w / 2} ${base}L${x} ${base - h}V${base}Z" fill="${tone.base}"/><path d="M${x} ${base - h}L${x + w / 2} ${base}H${x}Z" fill="${tone.shade}"/><path d="M${x} ${base - h}L${x - w / 4} ${base - h / 2}" stroke="${tone.light}" stroke-width="1.5"/>`;
}

function alone(): string {
  const points = [-40, -20, 0, 20, 40].map((x, i) => point(x, -24, i === 2 ? 42 : 34, papers[i]!));
  return [
    points.join(''),
    `<rect x="-50" y="-26" width="100" height="24" rx="2" fill="${tones.yellow.base}"/>`,
    `<rect x="-50" y="-26" width="100" height="5" fill="${tones.yellow.light}"/><path d="M-10 -26v24M30 -26v24" stroke="${tones.yellow.shade}" stroke-width="1.5"/>`,
    `<g fill="${tones.red.base}"><path d="M-30 -18l2 4h4l-3 3 1 4-4-2-4 2 1-4-3-3h4Z"/></g><circle cx="10" cy="-14" r="4" fill="${tones.blue.base}"/><circle cx="36" cy="-14" r="3.5" fill="${tones.green.base}"/>`,
  ].join('');
}

/**
 * Worn on a head: the band curves round the head, so its lower edge bends down at the middle.
 * Draw it about 64 units wide for a child's head of about 60; y = 0 sits on the brow.
 */
function worn(): string {
  const points = [-38, -19, 0, 19, 38].map((x, i) => {
    const dip = 4 - Math.abs(x) / 10;
    return point(x, -22 + dip, i === 2 ? 34 : 27, papers[i]!, 19);
  });
  return [
    `<path d="M-50 -30Q0 -18 50 -30V-8Q0 6 -50 -8Z" fill="${tones.yellow.shade}"/>`,
    points.join(''),
    `<path d="M-50 -26Q0 -12 50 -26V-6Q0 8 -50 -6Z" fill="${tones.yellow.base}"/>`,
    `<path d="M-50 -26Q0 -12 50 -26v4Q0 -8 -50 -22Z" fill="${tones.yellow.light}"/>`,
    `<circle cx="0" cy="-8" r="4.5" fill="${tones.red.base}"/><circle cx="-26" cy="-11" r="3.5" fill="${tones.blue.base}"/><circle cx="26" cy="-11" r="3.5" fill="${tones.green.base}"/>`,
  ].join('');
}

const yellow = tones.yellow;
/** A toddler's folding: five yellow points of uneven height, each leaning a little its own way. */
const crooked: [number, number, number][] = [
  [-38, 27, -3],
  [-19, 22, 2],
  [0, 34, -4],
  [19, 25, 5],
  [38, 30, -2],
];

/** One folded yellow point, leaning by `lean` at its tip. */
function yellowPoint(x: number, base: number, h: number, lean: number, w = 19): string {
  const tip = `${x + lean} ${base - h}`;
  return `<path d="M${x - w / 2} ${base}L${tip}L${x} ${base}Z" fill="${yellow.base}"/><path d="M${tip}L${x + w / 2} ${base}H${x}Z" fill="${yellow.shade}"/><path d="M${tip}L${x + lean / 2 - w / 4} ${base - h / 2}" stroke="${yellow.light}" stroke-width="1.5"/>`;
}

/** The same crown in one yellow 색종이, its folded points a little crooked: worn on the head, or lying alone. */
function yellowCrown(onHead: boolean): string {
  const points = crooked.map(([x, h, lean]) => yellowPoint(x, onHead ? -22 + (4 - Math.abs(x) / 10) : -24, h, lean)).join('');
  const band = onHead
    ? `<path d="M-50 -30Q0 -18 50 -30V-8Q0 6 -50 -8Z" fill="${yellow.shade}"/>${points}<path d="M-50 -26Q0 -12 50 -26V-6Q0 8 -50 -6Z" fill="${yellow.base}"/><path d="M-50 -26Q0 -12 50 -26v4Q0 -8 -50 -22Z" fill="${yellow.light}"/><path d="M-19 -19v19M19 -19v19" stroke="${yellow.shade}" stroke-width="1.5"/>`
    : `${points}<rect x="-50" y="-26" width="100" height="24" rx="2" fill="${yellow.base}"/><rect x="-50" y="-26" width="100" height="5" fill="${yellow.light}"/><path d="M-19 -26v24M19 -26v24" stroke="${yellow.shade}" stroke-width="1.5"/>`;
  return `<g transform="rotate(-3)">${band}</g>`;
}

/** 색종이: bright lemon on the front, white on the back, so every fold shows a white edge. */
const lemon = { base: '#ffe04a', shade: '#f2bf1d', light: '#fff3a6', back: '#fffdf4', crease: '#d9a514' };
/** A toddler's folding, point by point: [x, height, lean at the tip]; no two alike. */
const folded: [number, number, number][] = [
  [-38, 26, -5],
  [-19, 33, 3],
  [0, 24, -2],
  [19, 36, 6],
  [38, 27, -4],
];

/**
 * One point folded from a square of 색종이: the front half lemon, the folded-over half in shade with its
 * white back showing as a flap at the base, a crease down the middle and a crumpled tip.
 */
function foldedPoint(x: number, base: number, h: number, lean: number): string {
  const w = 20;
  const tip = `${x + lean} ${base - h}`;
  return [
    `<path d="M${x - w / 2} ${base}L${tip}L${x + 1} ${base}Z" fill="${lemon.base}"/>`,
    `<path d="M${tip}L${x + w / 2} ${base}H${x + 1}Z" fill="${lemon.shade}"/>`,
    `<path d="M${x + 1} ${base}L${x + w / 2} ${base}L${x + w / 2 - 3} ${base - 7}Z" fill="${lemon.back}"/>`,
    `<path d="M${tip}L${x + 1} ${base}" stroke="${lemon.crease}" stroke-width="1.2"/>`,
    `<path d="M${x - w / 2} ${base}L${tip}L${x + w / 2} ${base}" stroke="${lemon.crease}" stroke-width=".9" fill="none" stroke-linejoin="round"/>`,
  ].join('');
}

/**
 * A crown as a small child folds it from 색종이: a strip of lemon paper with its top edge folded over
 * (a white line of the paper's back), five folded points of uneven height leaning their own ways, a
 * strip of clear tape where the ends meet, the whole thing sitting askew. Worn on the head (the band
 * curves round it) or lying alone.
 */
function foldedCrown(onHead: boolean): string {
  const baseAt = (x: number) => (onHead ? -21 + (4 - Math.abs(x) / 10) : -24);
  const points = folded.map(([x, h, lean]) => foldedPoint(x, baseAt(x), h, lean)).join('');
  const band = onHead
    ? [
        `<path d="M-50 -29Q0 -17 50 -29V-7Q0 7 -50 -7Z" fill="${lemon.shade}"/>`,
        points,
        `<path d="M-50 -25Q0 -11 50 -25V-5Q0 9 -50 -5Z" fill="${lemon.base}"/>`,
        `<path d="M-50 -25Q0 -11 50 -25v4Q0 -7 -50 -21Z" fill="${lemon.back}"/>`,
        `<path d="M-50 -21Q0 -7 50 -21" stroke="${lemon.crease}" stroke-width="1" fill="none"/>`,
        `<path d="M-6 -14l14 -1v15l-14 1Z" fill="#e8f4ff" opacity=".75"/><path d="M-6 -14l14 -1" stroke="#c9dbe8" stroke-width=".8"/>`,
        `<path d="M-30 -19l2 13M25 -18l-1 13" stroke="${lemon.crease}" stroke-width="1" fill="none" opacity=".7"/>`,
      ].join('')
    : [
        points,
        `<path d="M-50 -26H50V-2H-50Z" fill="${lemon.base}"/>`,
        `<path d="M-50 -26H50v4H-50Z" fill="${lemon.back}"/><path d="M-50 -22H50" stroke="${lemon.crease}" stroke-width="1"/>`,
        `<path d="M-6 -20h14v18h-14Z" fill="#e8f4ff" opacity=".75"/>`,
        `<path d="M-30 -22v20M25 -22v20" stroke="${lemon.crease}" stroke-width="1" opacity=".7"/>`,
      ].join('');
  return `<g transform="rotate(-7)">${band}</g>`;
}

/**
 * A child's crown folded from 색종이: paper points and stickers, no gold or jewels. 'yellow-worn'
 * and 'yellow-alone' are a small child's crown: one yellow paper, crooked points.
 * 'folded-worn' and 'folded-alone' are the same crown drawn as folded paper (white backs at the folds,
 * creases, tape, askew).
 */
export const paperCrown: PropDefinition = {
  variants: ['alone', 'worn', 'yellow-worn', 'yellow-alone', 'folded-worn', 'folded-alone'],
  draw: ({ size, variant }) => {
    if (variant === 'folded-worn' || variant === 'folded-alone') return scaled(size, foldedCrown(variant === 'folded-worn'));
    if (variant === 'yellow-worn' || variant === 'yellow-alone') return scaled(size, yellowCrown(variant === 'yellow-worn'));
    return scaled(size, variant === 'worn' ? worn() : alone());
  },
};
