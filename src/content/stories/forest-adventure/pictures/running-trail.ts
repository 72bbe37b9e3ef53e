import { scaled, type PropDefinition } from '@/pictures';

/** The swoosh: a pale streak over a warm brown edge, as the kit's motion marks are drawn. */
const streak = '#fff7df';
const edge = '#9a6b3c';
const dust = '#efe3c4';

/** The loop on the ground, seen from a child's height: wide and flat, centred on (0, 0) in the 100-unit box. */
const RX = 50;
const RY = 12;
const at = (deg: number, rx = RX, ry = RY) => {
  const a = (deg * Math.PI) / 180;
  return `${(Math.cos(a) * rx).toFixed(1)} ${(Math.sin(a) * ry).toFixed(1)}`;
};

/** One swoosh along the loop from `from` to `to` degrees (0 at the right, 90 nearest us), tapering to its thick head at `to`. */
function swoosh(from: number, to: number, width: number, rx = RX, ry = RY): string {
  const steps = 4;
  const span = (to - from) / steps;
  return Array.from({ length: steps }, (_, i) => {
    const a = from + span * i;
    const w = width * (0.35 + (0.65 * (i + 1)) / steps);
    const d = `M${at(a, rx, ry)}A${rx} ${ry} 0 0 1 ${at(a + span, rx, ry)}`;
    return `<path d="${d}" stroke="${edge}" stroke-width="${w.toFixed(2)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${streak}" stroke-width="${(w * 0.45).toFixed(2)}" fill="none" stroke-linecap="round"/>`;
  }).join('');
}

/** An arrowhead on the loop at `deg`, pointing on round it the way the runner goes (right to left in front, then up and back). */
function arrowhead(deg: number, size: number): string {
  const a = (deg * Math.PI) / 180;
  const [x, y] = [Math.cos(a) * RX, Math.sin(a) * RY];
  const [tx, ty] = [-Math.sin(a) * RX, Math.cos(a) * RY];
  const l = Math.hypot(tx, ty);
  const [ux, uy] = [tx / l, ty / l];
  const tip = `${(x + ux * size).toFixed(1)} ${(y + uy * size).toFixed(1)}`;
  const back = (side: number) => `${(x - ux * size * 0.2 - uy * size * 0.7 * side).toFixed(1)} ${(y - uy * size * 0.2 + ux * size * 0.7 * side).toFixed(1)}`;
  const d = `M${back(1)}L${tip}L${back(-1)}`;
  return `<path d="${d}" stroke="${edge}" stroke-width="${(size * 0.5).toFixed(2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" stroke="${streak}" stroke-width="${(size * 0.2).toFixed(2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * Pip's running ring (forest-adventure c1-p2): the loop a scared fox runs round and round someone's boots, as a
 * picture book draws it, flat on the ground in front of them, centred on (0, 0): two laps of swooshes coming round
 * from the right, each tapering to a thick head, the outer one ending in an arrowhead that turns up and back round
 * the boots at the left, and dust kicked up at the right where the runner has just passed. Drawn over the feet it
 * rings and under the runner. (The kit's motion arc, three faint dashes, read as a straight dash under the fox.)
 */
export const runningTrail: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        swoosh(6, 82, 3),
        swoosh(96, 166, 3.4),
        arrowhead(170, 7),
        // An inner lap just inside it, fainter: round and round, not once.
        `<g opacity=".75">${swoosh(24, 150, 2, RX * 0.8, RY * 0.7)}</g>`,
        `<g fill="${dust}" opacity=".9"><circle cx="53" cy="2" r="4"/><circle cx="59" cy="-3" r="3"/><circle cx="48" cy="8" r="2.5"/></g>`,
      ].join(''),
    ),
};
