/**
 * One piece of ring cereal: a small puffed golden O, a little lumpy and tipped, toasted darker on one side, its hole
 * small and set off-centre as it lies in the milk. Drawn as plain balls, a bowlful read as orange meatballs; as even
 * flat rings with a dark rim and a round hole, as metal washers. Each piece is turned and sized a little apart from its
 * neighbours by its place, so the same drawing comes out every time. Its own thin toasted rim, not the picture's ink
 * (a stroke and see-through layers keep the contour off: inked, each small piece wore a heavy dark ring).
 */
export function cerealO(x: number, y: number, r: number, hole: string): string {
  const seed = Math.abs(Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1;
  const size = r * (0.88 + seed * 0.24);
  const tilt = Math.round(seed * 160 - 80);
  const f = (n: number) => n.toFixed(2);
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${tilt})">` +
    `<ellipse rx="${f(size)}" ry="${f(size * 0.84)}" fill="#d9983f" stroke="#b5742c" stroke-width="${f(size * 0.14)}"/>` +
    `<ellipse cx="${f(-size * 0.14)}" cy="${f(-size * 0.14)}" rx="${f(size * 0.74)}" ry="${f(size * 0.58)}" fill="#f0c46c" opacity=".95"/>` +
    `<ellipse cx="${f(size * 0.06)}" cy="${f(-size * 0.02)}" rx="${f(size * 0.36)}" ry="${f(size * 0.3)}" fill="#c4843a" opacity=".95"/>` +
    `<ellipse cx="${f(size * 0.1)}" cy="${f(size * 0.03)}" rx="${f(size * 0.27)}" ry="${f(size * 0.21)}" fill="${hole}" opacity=".95"/>` +
    `</g>`
  );
}
