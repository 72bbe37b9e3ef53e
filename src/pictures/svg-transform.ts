/**
 * SVG transforms as matrices, for reading back what the engine's markup draws and where (drawn-outline.ts measures a
 * figure's outline, style/bare-hands-at.ts finds its palms): `[a, b, c, d, e, f]` as in SVG's `matrix()`.
 */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` then `k`: a point goes first through `k` (the inner transform), then through `m`. */
export const times = (m: Matrix, k: Matrix): Matrix => [
  m[0] * k[0] + m[2] * k[1],
  m[1] * k[0] + m[3] * k[1],
  m[0] * k[2] + m[2] * k[3],
  m[1] * k[2] + m[3] * k[3],
  m[0] * k[4] + m[2] * k[5] + m[4],
  m[1] * k[4] + m[3] * k[5] + m[5],
];

/** An SVG `transform` (translate, rotate, scale, matrix) as a matrix. */
export function matrixOf(transform: string | undefined): Matrix {
  let m = IDENTITY;
  for (const [, op, args] of (transform ?? '').matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = args!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (op === 'translate') m = times(m, [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0]);
    else if (op === 'scale') m = times(m, [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0]);
    else if (op === 'matrix') m = times(m, [v[0] ?? 1, v[1] ?? 0, v[2] ?? 0, v[3] ?? 1, v[4] ?? 0, v[5] ?? 0]);
    else if (op === 'rotate') {
      const a = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      m = times(m, [1, 0, 0, 1, cx, cy]);
      m = times(m, [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]);
      m = times(m, [1, 0, 0, 1, -cx, -cy]);
    }
  }
  return m;
}
