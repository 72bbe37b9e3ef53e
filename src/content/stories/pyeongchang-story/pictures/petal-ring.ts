/**
 * The outline of a flower head drawn as one path: `petals` rounded petals reaching `outer` from (cx, cy), looped
 * through points `inner` from it (plain discs read as coins, so the book's chrysanthemums have petals).
 */
export function petalRing(cx: number, cy: number, petals: number, outer: number, inner: number): string {
  const at = (k: number, d: number) => `${(cx + d * Math.cos((k * Math.PI) / petals)).toFixed(1)} ${(cy + d * Math.sin((k * Math.PI) / petals)).toFixed(1)}`;
  const loops = Array.from({ length: petals }, (_, k) => `Q${at(2 * k + 1, outer)} ${at(2 * k + 2, inner)}`).join('');
  return `M${at(0, inner)}${loops}Z`;
}
