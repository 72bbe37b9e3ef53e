/**
 * One piece of ring cereal: a small golden O with a hole, toasted darker on its rim. Drawn as plain balls, a bowlful
 * read as orange meatballs; the hole and the wheat colour make it breakfast cereal at any size.
 */
export function cerealO(x: number, y: number, r: number, hole: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#e9b55a" stroke="#b97a2e" stroke-width="${(r * 0.28).toFixed(2)}"/><circle cx="${x}" cy="${y}" r="${(r * 0.36).toFixed(2)}" fill="${hole}"/>`;
}
