import { at, clampCount, scaled } from './kit';
import type { PropDefinition } from './types';

/** `count` eggs (default 2) lying together. */
export const eggs: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 2, 1, 6);
    const egg = `<ellipse cy="-15" rx="11" ry="15" fill="#f6e3c6"/><path d="M4 -29q9 8 7 16t-10 13q8-12 3-29Z" fill="#e3c9a2"/><ellipse cx="-4" cy="-20" rx="3" ry="5" fill="#fffaf0"/>`;
    return scaled(size, Array.from({ length: n }, (_, i) => at(Math.round((i - (n - 1) / 2) * 22), 0, egg, i % 2 ? 'rotate(80 0 -11)' : '')).join(''));
  },
};
