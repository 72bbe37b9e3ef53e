/** Reading the figures' drawn limbs back out of their markup, for tests that measure them. */
export interface Point {
  x: number;
  y: number;
}

/** The points of a path's `d` (for an arc, its end point only). */
export function pathPoints(d: string): Point[] {
  const points: Point[] = [];
  for (const [, command, args] of d.matchAll(/([MLQA])([^MLQAHVZ]*)/g)) {
    const numbers = args!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const pairs = command === 'A' ? numbers.slice(-2) : numbers;
    for (let i = 0; i + 1 < pairs.length; i += 2) points.push({ x: pairs[i]!, y: pairs[i + 1]! });
  }
  return points;
}

/** Every filled limb shape (an arm, a leg, a sleeve, a boot: the outlines closed with round caps), with its fill. */
export function limbShapes(svg: string): { fill: string; points: Point[] }[] {
  return [...svg.matchAll(/<path d="(M[^"]*A[^"]*Z)" fill="(#[0-9a-f]{6})"\/>/g)].map(([, d, fill]) => ({ fill: fill!, points: pathPoints(d!) }));
}
