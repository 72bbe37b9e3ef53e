import { polygonPath, starPoints } from './paper-star';
import { scaled, tenths, type PropDefinition } from '@/pictures';

const dough = { base: '#e3b06a', shade: '#c98f4c', light: '#f5d39a' };
/** Darker than the cookie's own shade, so crumbs on skin beside it do not read as bumps on its edge. */
const crumbShade = '#a86f34';

/** One star cookie path about (cx, cy), squashed to `squash` of its height when lying flat. */
export function starCookie(cx: number, cy: number, R: number, squash = 1, bitten = false): string {
  const d = polygonPath(starPoints(0, 0, R, R * 0.5).map(([x, y], i) => (bitten && (i === 1 || i === 2) ? [x * 0.55, y * 0.55] : [x, y])));
  return `<g transform="translate(${cx} ${cy}) scale(1 ${squash})"><path d="${d}" fill="${dough.shade}" transform="translate(0 ${R * 0.14})"/><path d="${d}" fill="${dough.base}"/><path d="${d}" fill="none" stroke="${dough.light}" stroke-width="${R * 0.12}" transform="scale(.62)"/></g>`;
}

/** The part of a polygon below the line y = cut (one edge of Sutherland–Hodgman clipping). */
function below(pts: readonly [number, number][], cut: number): [number, number][] {
  return pts.flatMap(([x, y], i, all) => {
    const [nx, ny] = all[(i + 1) % all.length] ?? [x, y];
    const out: [number, number][] = y >= cut ? [[x, y]] : [];
    if (y >= cut !== ny >= cut) out.push([tenths(x + ((cut - y) / (ny - y)) * (nx - x)), cut]);
    return out;
  });
}

/**
 * A star cookie pushed into a mouth: its top point gone between the lips (a dark gap around the cut
 * edge, which sits on the mouth) and four crumbs where the chin is, either side of it. Its lower points come
 * down to the grip, so the fist under the chin closes on them and pushes it in (drawn higher, the fist hung
 * empty at the chest and the cookie seemed stuck to the face like a mask).
 */
function mouthful(): string {
  const cut = -88;
  const star = starPoints(0, -68, 48, 24);
  const shade = below(
    star.map(([x, y]) => [x, y + 6.7]),
    cut,
  );
  const crumbs = [
    [-52, -71, 6.5],
    [-43, -56, 5.5],
    [50, -73, 6.5],
    [42, -59, 5.5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join('');
  return (
    `<ellipse cx="0" cy="${cut + 1}" rx="18" ry="6" fill="#6b2f2a"/>` +
    `<path d="${polygonPath(shade)}" fill="${dough.shade}"/><path d="${polygonPath(below(star, cut))}" fill="${dough.base}"/>` +
    `<path d="${polygonPath(below(starPoints(0, -68, 30, 15), cut))}" fill="none" stroke="${dough.light}" stroke-width="5.8"/>` +
    `<g fill="${crumbShade}">${crumbs}</g>`
  );
}

/** A golden star cookie held upright: 'whole', 'bitten' with a point gone and crumbs, or 'mouthful' (see mouthful). */
export const starCookieProp: PropDefinition = {
  grip: 0.3,
  variants: ['whole', 'bitten', 'mouthful'],
  draw: ({ size, variant }) => {
    if (variant === 'mouthful') return scaled(size, mouthful());
    const crumbs =
      variant === 'bitten'
        ? `<g fill="${dough.shade}"><circle cx="30" cy="-78" r="4"/><circle cx="40" cy="-64" r="3"/><circle cx="24" cy="-90" r="2.5"/></g>`
        : '';
    return scaled(size, starCookie(0, -48, 48, 1, variant === 'bitten') + crumbs);
  },
};
