import { starPoints } from './paper-star';
import { scaled } from './kit';
import type { PropDefinition } from './types';

const dough = { base: '#e3b06a', shade: '#c98f4c', light: '#f5d39a' };

/** One star cookie path about (cx, cy), squashed to `squash` of its height when lying flat. */
export function starCookie(cx: number, cy: number, R: number, squash = 1, bitten = false): string {
  const pts = starPoints(0, 0, R, R * 0.5).map(([x, y], i) => (bitten && (i === 1 || i === 2) ? [x * 0.55, y * 0.55] : [x, y]));
  const d = `M${pts.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
  return `<g transform="translate(${cx} ${cy}) scale(1 ${squash})"><path d="${d}" fill="${dough.shade}" transform="translate(0 ${R * 0.14})"/><path d="${d}" fill="${dough.base}"/><path d="${d}" fill="none" stroke="${dough.light}" stroke-width="${R * 0.12}" transform="scale(.62)"/></g>`;
}

/** A golden star cookie held upright: 'whole', or 'bitten' with a point gone and crumbs. */
export const starCookieProp: PropDefinition = {
  grip: 0.3,
  variants: ['whole', 'bitten'],
  draw: ({ size, variant }) => {
    const crumbs =
      variant === 'bitten'
        ? `<g fill="${dough.shade}"><circle cx="30" cy="-78" r="4"/><circle cx="40" cy="-64" r="3"/><circle cx="24" cy="-90" r="2.5"/></g>`
        : '';
    return scaled(size, starCookie(0, -48, 48, 1, variant === 'bitten') + crumbs);
  },
};
