import { at, clampCount, scaled, tones } from './kit';
import type { PropDefinition } from './types';

const egg = `<ellipse cy="-15" rx="11" ry="15" fill="#f6e3c6"/><path d="M4 -29q9 8 7 16t-10 13q8-12 3-29Z" fill="#e3c9a2"/><ellipse cx="-4" cy="-20" rx="3" ry="5" fill="#fffaf0"/>`;

/**
 * Eggs: 'loose' is `count` eggs (default 2) lying together; 'carton' a cardboard box of them,
 * lid open; 'cracking' one egg broken in two over a bowl, the yolk dropping out.
 */
export const eggs: PropDefinition = {
  grip: 0,
  variants: ['loose', 'carton', 'cracking'],
  draw: ({ size, count, variant }) => {
    if (variant === 'cracking') {
      const shell = '#f6e3c6';
      return scaled(
        size,
        `<path d="M-30 -34q0-22 14-22q12 0 14 16l-6 4l4 6Z" fill="${shell}"/><path d="M30 -34q0-22 -14-22q-12 0 -14 16l5 3l-4 7Z" fill="#e3c9a2"/><ellipse cy="-16" rx="8" ry="7" fill="${tones.orange.base}"/><path d="M-6 -30q6 -4 12 0q0 8 -6 10q-6 -2 -6 -10Z" fill="#fffaf0" opacity=".85"/><ellipse cx="-2" cy="-18" rx="2.5" ry="2" fill="${tones.yellow.light}"/>`,
      );
    }
    if (variant === 'carton') {
      const c = { base: '#d9c3a0', shade: '#bba27b' };
      const six = [-30, -10, 10, 30].map((x) => at(x, -14, `<g transform="scale(.8)">${egg}</g>`)).join('');
      return scaled(
        size,
        `<path d="M-46 -56L-42 -20H42L46 -56Z" fill="${c.shade}"/>${six}<path d="M-46 0V-22H46V0Z" fill="${c.base}"/><path d="M-34 -12h12M-6 -12h12M22 -12h12" stroke="${c.shade}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    const n = clampCount(count, 2, 1, 6);
    return scaled(size, Array.from({ length: n }, (_, i) => at(Math.round((i - (n - 1) / 2) * 22), 0, egg, i % 2 ? 'rotate(80 0 -11)' : '')).join(''));
  },
};
