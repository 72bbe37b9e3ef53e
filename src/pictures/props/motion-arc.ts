import { scaled } from './kit';
import type { PropDefinition } from './types';

const streak = '#fff7df';
const edge = '#9a6b3c';

/**
 * The picture-book mark of something running round and round: a flat loop of speed lines on the
 * ground, centred on (0, 0) in the 100-unit box (put it at someone's feet), its far half faint and
 * behind, its near half bold with an arrowhead showing the way round, and a few dust puffs.
 */
export const motionArc: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const far = `<path d="M-48 -4A48 14 0 0 1 48 -4" stroke="${edge}" stroke-width="3" fill="none" stroke-dasharray="7 6" stroke-linecap="round" opacity=".85"/>`;
    const near = `<path d="M48 -4A48 14 0 0 1 -40 6" stroke="${edge}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M48 -4A48 14 0 0 1 -40 6" stroke="${streak}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
    const head = `<path d="M-36 -1L-50 8L-34 13Z" fill="${edge}"/>`;
    const puff = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#efe3c4" opacity=".9"/>`;
    return scaled(size, `${far}${near}${head}${puff(44, 4, 4)}${puff(52, 0, 3)}${puff(38, 9, 2.5)}`);
  },
};
