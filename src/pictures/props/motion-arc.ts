import { scaled } from './kit';
import type { PropDefinition } from './types';

const streak = '#fff7df';
const edge = '#9a6b3c';

/**
 * The picture-book mark of something running round and round: a flat loop of swooshes on the ground, centred
 * on (0, 0) in the 100-unit box (put it at someone's feet). Each swoosh is a crescent that tapers to a point at
 * both ends, so it reads as speed, not as a drawn path with an arrow on it: a faint one behind, a bold one in
 * front with a pale streak inside it, and dust puffs kicked up where it starts.
 */
export const motionArc: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const far = `<path d="M-46 -2A47 14 0 0 1 44 -6A46 8 0 0 0-46 -2Z" fill="${edge}" opacity=".45"/>`;
    // Thin, with a pale streak along it: as a thick solid crescent under a running animal it read as a board or a sled.
    const near = `<path d="M50 -4A49 18 0 0 1-46 2A48 14 0 0 0 50 -4Z" fill="${edge}" opacity=".8"/><path d="M34 8A44 12 0 0 1-30 10A42 10 0 0 0 34 8Z" fill="${streak}" opacity=".8"/>`;
    const tail = `<path d="M24 18A24 6 0 0 1-22 20A24 2 0 0 0 24 18Z" fill="${edge}" opacity=".7"/>`;
    const puff = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#efe3c4" opacity=".9"/>`;
    return scaled(size, `${far}${near}${tail}${puff(48, 4, 4)}${puff(56, 0, 3)}${puff(42, 10, 2.5)}`);
  },
};
