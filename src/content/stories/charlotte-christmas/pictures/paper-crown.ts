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

/** One folded yellow point, leaning by `lean` at its tip. */
function yellowPoint(x: number, base: number, h: number, lean: number, w = 19): string {
  const tip = `${x + lean} ${base - h}`;
  return `<path d="M${x - w / 2} ${base}L${tip}L${x} ${base}Z" fill="${yellow.base}"/><path d="M${tip}L${x + w / 2} ${base}H${x}Z" fill="${yellow.shade}"/><path d="M${tip}L${x + lean / 2 - w / 4} ${base - h / 2}" stroke="${yellow.light}" stroke-width="1.5"/>`;
}

/** A crown of one yellow 색종이, its folded points a little crooked: worn on the head, or lying alone. */
function yellowCrown(onHead: boolean): string {
  const points = crooked.map(([x, h, lean]) => yellowPoint(x, onHead ? -22 + (4 - Math.abs(x) / 10) : -24, h, lean)).join('');
  const band = onHead
    ? `<path d="M-50 -30Q0 -18 50 -30V-8Q0 6 -50 -8Z" fill="${yellow.shade}"/>${points}<path d="M-50 -26Q0 -12 50 -26V-6Q0 8 -50 -6Z" fill="${yellow.base}"/><path d="M-50 -26Q0 -12 50 -26v4Q0 -8 -50 -22Z" fill="${yellow.light}"/><path d="M-19 -19v19M19 -19v19" stroke="${yellow.shade}" stroke-width="1.5"/>`
    : `${points}<rect x="-50" y="-26" width="100" height="24" rx="2" fill="${yellow.base}"/><rect x="-50" y="-26" width="100" height="5" fill="${yellow.light}"/><path d="M-19 -26v24M19 -26v24" stroke="${yellow.shade}" stroke-width="1.5"/>`;
  return `<g transform="rotate(-3)">${band}</g>`;
}

/**
 * A small child's crown folded from 색종이: one yellow paper, crooked points, no gold or jewels;
 * 'yellow-worn' on the head, 'yellow-alone' lying alone.
 */
export const paperCrown: PropDefinition = {
  variants: ['yellow-worn', 'yellow-alone'],
  draw: ({ size, variant }) => scaled(size, yellowCrown(variant === 'yellow-worn')),
};
