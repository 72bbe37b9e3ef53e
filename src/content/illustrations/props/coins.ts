import { at, clampCount, scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** One coin lying flat, about 18 wide; the jar and the piggy bank use it too. */
export const coin = `<ellipse cy="-4" rx="9" ry="4" fill="#c99a2e"/><ellipse cy="-6" rx="9" ry="4" fill="${tones.yellow.base}"/><ellipse cy="-6" rx="5" ry="2" fill="none" stroke="${tones.yellow.light}" stroke-width="1.2"/>`;

/** `count` coins (default 3) in small stacks. */
export const coins: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 3, 1, 20);
    const stacks = Math.min(3, n);
    return scaled(size, Array.from({ length: n }, (_, i) => at(((i % stacks) - (stacks - 1) / 2) * 24 * 2, -Math.floor(i / stacks) * 3, `<g transform="scale(2)">${coin}</g>`, `translate(0 ${(i % stacks) * 2})`)).join(''));
  },
};
