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

/** A point on the quadratic curve from a through c to b at t. */
const onCurve = (a: readonly [number, number], c: readonly [number, number], b: readonly [number, number], t: number) =>
  [0, 1].map((k) => (1 - t) * (1 - t) * a[k]! + 2 * (1 - t) * t * c[k]! + t * t * b[k]!) as [number, number];

/** One streak of a flight along the curve from a through c to b: one tapered ribbon, a point where it starts and `width` wide at its head at b. */
function streakAlong(a: readonly [number, number], c: readonly [number, number], b: readonly [number, number], width: number): string {
  const n = 14;
  const side = (sign: number) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      const [p, q] = [onCurve(a, c, b, Math.max(0, t - 0.01)), onCurve(a, c, b, Math.min(1, t + 0.01))];
      const l = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const half = (width / 2) * Math.sqrt(t);
      const [x, y] = onCurve(a, c, b, t);
      return `${(x - (sign * half * (q[1] - p[1])) / l).toFixed(1)} ${(y + (sign * half * (q[0] - p[0])) / l).toFixed(1)}`;
    });
  const [left, right] = [side(1), side(-1).reverse()];
  return `<path d="M${left.join('L')}L${right.join('L')}Z" fill="${streak}" stroke="${edge}" stroke-width="1" stroke-linejoin="round"/>`;
}

/**
 * A bird's swoop (forest-adventure c3-p1): the path it flew, from the treetop at the box's upper right down in a curve
 * to its tail at (0, 0), as two streaks side by side and a short third, thickening toward the bird, so a flying owl
 * reads as coming down and not hanging in the air.
 */
function swoop(): string {
  return [
    streakAlong([40, -110], [66, -40], [0, -6], 11),
    streakAlong([58, -104], [84, -28], [6, 12], 8),
    `<g opacity=".75">${streakAlong([30, -80], [46, -38], [-4, -24], 6)}</g>`,
  ].join('');
}

/**
 * The ring's far half, drawn before the one it rings so it passes behind their boots: with the near half alone, the
 * loop read as an arrow on the ground, not a circle run round and round (blind critic r66).
 */
function ringBack(): string {
  return [swoosh(186, 262, 2.6), swoosh(278, 352, 2.8), `<g opacity=".75">${swoosh(200, 340, 1.8, RX * 0.8, RY * 0.7)}</g>`].join('');
}

/**
 * Pip's running ring (forest-adventure c1-p2): the loop a scared fox runs round and round someone's boots, as a
 * picture book draws it, flat on the ground in front of them, centred on (0, 0): two laps of swooshes coming round
 * from the right, each tapering to a thick head, the outer one ending in an arrowhead that turns up and back round
 * the boots at the left, and dust kicked up at the right where the runner has just passed. Drawn over the feet it
 * rings and under the runner. (The kit's motion arc, three faint dashes, read as a straight dash under the fox.)
 * 'ring' (the first, so the one drawn when none is named) is its near half, 'ring-back' its far half (above); 'swoop' is
 * a bird's flight down out of a tree (above), in the same strokes.
 */
export const runningTrail: PropDefinition = {
  variants: ['ring', 'swoop', 'ring-back'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'swoop'
        ? swoop()
        : variant === 'ring-back'
          ? ringBack()
          : [
              swoosh(6, 82, 3),
              swoosh(96, 166, 3.4),
              arrowhead(170, 7),
              // An inner lap just inside it, fainter: round and round, not once.
              `<g opacity=".75">${swoosh(24, 150, 2, RX * 0.8, RY * 0.7)}</g>`,
              `<g fill="${dust}" opacity=".9"><circle cx="53" cy="2" r="4"/><circle cx="59" cy="-3" r="3"/><circle cx="48" cy="8" r="2.5"/></g>`,
            ].join(''),
    ),
};
