import { scaled } from './kit';
import type { PropDefinition } from './types';

const streak = '#fff7df';
const edge = '#9a6b3c';

/**
 * The picture-book mark of something running round and round: the near half of a flat ring of swoosh strokes on the ground
 * in front of someone's feet, centred on (0, 0) in the 100-unit box, broken into dashes that follow the loop, with dust
 * puffs kicked up where the runner has just passed. Thin open strokes, never a filled band: a solid crescent under
 * a running animal read as a sled or a rocking cradle it lay on.
 */
export const motionArc: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const rx = 50;
    const ry = 14;
    const at = (deg: number) => {
      const a = (deg * Math.PI) / 180;
      return `${(Math.cos(a) * rx).toFixed(1)} ${(Math.sin(a) * ry).toFixed(1)}`;
    };
    // Dashes round the loop's near half only: the prop is drawn over the runner, and its far half would cross their body.
    const dashes = [
      [350, 50, 2.6, 0.85],
      [70, 110, 2.8, 0.9],
      [130, 190, 2.6, 0.85],
    ]
      .map(
        ([from, to, w, o]) =>
          `<path d="M${at(from!)}A${rx} ${ry} 0 0 1 ${at(to!)}" stroke="${edge}" stroke-width="${w}" fill="none" stroke-linecap="round" opacity="${o}"/><path d="M${at(from! + 6)}A${rx} ${ry} 0 0 1 ${at(to! - 6)}" stroke="${streak}" stroke-width="${w! * 0.4}" fill="none" stroke-linecap="round" opacity="${o}"/>`,
      )
      .join('');
    const puff = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#efe3c4" opacity=".9"/>`;
    return scaled(size, `${dashes}${puff(-54, 4, 4)}${puff(-60, -1, 3)}${puff(-48, 12, 2.5)}`);
  },
};
