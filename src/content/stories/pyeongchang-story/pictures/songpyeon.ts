import { tenths, scaled, tones, type PropDefinition, type Tone } from '@/pictures';

/**
 * 송편 as a parent knows them: each a plump half-moon lying on its side, about twice as wide as tall, its curved
 * back pinched into a ridged seam, in soft white, pale green, pink and yellow, laid on a bed of pine
 * needles. Drawn round (a dome or a ball) they read as 찹쌀떡 or sweets, so the straight belly, the seam's
 * ridge and the needles under them carry the shape at any size.
 */

/** The pastel doughs, each painted in its own light (the dough), base (the seam) and shade (the belly's edge). */
const doughs: readonly Tone[] = [
  { base: tones.cream.shade, shade: '#cbb893', light: tones.cream.base },
  { base: tones.green.base, shade: tones.green.shade, light: tones.green.light },
  { base: tones.pink.base, shade: tones.pink.shade, light: tones.pink.light },
  { base: tones.yellow.base, shade: tones.yellow.shade, light: tones.yellow.light },
];

/**
 * One 송편, its belly's middle at (x, y), `w` wide (about twice its height), tipped `tilt` degrees and
 * turned either way (`back`: seam towards the left), so a heap does not read as a row of domes.
 */
function songpyeon(x: number, y: number, w: number, dough: number, tilt = 0, back = false): string {
  const c = doughs[dough % doughs.length]!;
  const h = w / 2.1;
  const s = back ? -1 : 1;
  const half = w / 2;
  // The body: a nearly straight belly, rising at one end into the full curve of the back.
  const body = `M${tenths(-half)} 0Q${tenths(-half * 1.02)} ${tenths(-h * 0.7)} ${tenths(-half * 0.45)} ${tenths(-h)}Q${tenths(half * 0.35)} ${tenths(-h * 1.08)} ${tenths(half * 0.92)} ${tenths(-h * 0.3)}Q${tenths(half * 1.04)} ${tenths(h * 0.05)} ${tenths(half * 0.8)} ${tenths(h * 0.12)}Q0 ${tenths(h * 0.22)} ${tenths(-half)} 0Z`;
  // The pinched seam along the back: a ridge of little ticks just inside the curve.
  const ridge = Array.from({ length: 7 }, (_, i) => {
    const t = (i + 0.5) / 7;
    const px = -half * 0.82 + t * half * 1.62;
    const py = -h * (0.82 - 1.3 * (t - 0.45) ** 2);
    return `M${tenths(px)} ${tenths(py)}l${tenths(w * 0.015)} ${tenths(-h * 0.2)}`;
  }).join('');
  return (
    `<g transform="translate(${tenths(x)} ${tenths(y)}) rotate(${tilt}) scale(${s} 1)">` +
    `<path d="${body}" fill="${c.light}" stroke="${c.shade}" stroke-width="${tenths(w * 0.05)}" stroke-linejoin="round"/>` +
    `<path d="M${tenths(-half * 0.9)} ${tenths(h * 0.02)}Q0 ${tenths(h * 0.2)} ${tenths(half * 0.8)} ${tenths(h * 0.1)}" fill="none" stroke="${c.shade}" stroke-width="${tenths(w * 0.07)}" opacity=".55"/>` +
    `<path d="M${tenths(-half * 0.8)} ${tenths(-h * 0.66)}Q${tenths(-half * 0.2)} ${tenths(-h * 1.02)} ${tenths(half * 0.7)} ${tenths(-h * 0.4)}" fill="none" stroke="${c.base}" stroke-width="${tenths(w * 0.055)}" stroke-linecap="round"/>` +
    `<path d="${ridge}" stroke="${c.shade}" stroke-width="${tenths(w * 0.04)}" stroke-linecap="round"/>` +
    `<ellipse cx="${tenths(-half * 0.35)}" cy="${tenths(-h * 0.45)}" rx="${tenths(w * 0.13)}" ry="${tenths(h * 0.14)}" fill="#ffffff" opacity=".6"/>` +
    `</g>`
  );
}

const pine = { base: '#3f7a48', shade: '#2c5a34' };

/** A bed of pine needles `w` wide at (x, y): thin green strokes crossing every way, as the cakes are steamed on. */
function pineNeedles(x: number, y: number, w: number): string {
  const strokes = Array.from({ length: Math.round(w / 2.4) }, (_, i) => {
    const px = x - w / 2 + ((i * 37) % 100) * (w / 100);
    const py = y - ((i * 13) % 5) * 0.7;
    const a = (((i * 53) % 140) - 70) * (Math.PI / 180);
    const len = w * 0.09;
    return `M${tenths(px)} ${tenths(py)}l${tenths(Math.cos(a) * len)} ${tenths(Math.sin(a) * len * 0.35)}`;
  }).join('');
  return `<path d="${strokes}" stroke="${pine.base}" stroke-width="${tenths(w * 0.012 + 0.4)}" stroke-linecap="round"/><path d="M${tenths(x - w * 0.4)} ${tenths(y + 0.6)}h${tenths(w * 0.8)}" stroke="${pine.shade}" stroke-width="${tenths(w * 0.015 + 0.4)}" stroke-dasharray="3 2" stroke-linecap="round"/>`;
}

/** A heap of 송편 on pine needles, in two rows, `w` wide with its base on y. */
export function songpyeonHeap(x: number, y: number, w: number): string {
  const piece = w / 4.2;
  const back: string[] = [];
  const front: string[] = [];
  [-1.5, -0.5, 0.5, 1.5].forEach((k, i) =>
    back.push(songpyeon(x + k * piece * 0.95 + piece * 0.2, y - piece * 0.36, piece, i + 1, i % 2 ? -8 : 6, i % 2 === 1)),
  );
  [-1, 0, 1].forEach((k, i) => front.push(songpyeon(x + k * piece * 1.1, y - piece * 0.04, piece * 1.04, i * 2, i === 1 ? 0 : i ? 8 : -6, i === 2)));
  return pineNeedles(x, y - piece * 0.1, w) + back.join('') + front.join('');
}

const kraft = { base: '#d9a86c', shade: '#b8874e', light: '#ecc995' };

/** A brown paper bag, its top open, with three 송편 (pink, green, white) showing over its rim. 100 wide, about 80 tall. */
export const songpyeonBag: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        songpyeon(-12, -60, 30, 2, -14),
        songpyeon(12, -62, 30, 1, 12, true),
        songpyeon(0, -56, 32, 0, 0),
        `<path d="M-34 0l4 -62h60l4 62Z" fill="${kraft.base}" stroke="${kraft.shade}" stroke-width="2" stroke-linejoin="round"/>`,
        `<path d="M-30 -62l4 8h52l4 -8" fill="none" stroke="${kraft.shade}" stroke-width="2"/>`,
        `<path d="M-30 -54h60v6h-60Z" fill="${kraft.light}"/>`,
        `<path d="M10 -34q10 -8 14 4" fill="none" stroke="${kraft.shade}" stroke-width="2" stroke-linecap="round"/>`,
      ].join(''),
    ),
};
