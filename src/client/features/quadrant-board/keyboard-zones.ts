import { quadrantZones, type QuadrantZone } from '@/shared/quadrant';

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const arrows: Record<string, { x: number; y: number; step: 1 | -1 }> = {
  ArrowRight: { x: 1, y: 0, step: 1 },
  ArrowDown: { x: 0, y: 1, step: 1 },
  ArrowLeft: { x: -1, y: 0, step: -1 },
  ArrowUp: { x: 0, y: -1, step: -1 },
};

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The zone an arrow key moves a keyboard-held card to: the nearest zone lying that way on screen
 * (straight lines preferred over diagonals). When none lies that way, as with Right in a one-column
 * layout, the arrow steps through the zones in reading order instead, so every zone stays reachable.
 */
export function zoneForArrow(code: string, from: Box, current: QuadrantZone | null, zones: ReadonlyArray<{ id: QuadrantZone; box: Box }>): QuadrantZone | null {
  const arrow = arrows[code];
  if (!arrow) return null;
  const start = centre(from);
  let best: QuadrantZone | null = null;
  let bestScore = Infinity;
  for (const zone of zones) {
    if (zone.id === current) continue;
    const target = centre(zone.box);
    const dx = target.x - start.x;
    const dy = target.y - start.y;
    const ahead = dx * arrow.x + dy * arrow.y;
    if (ahead <= 1) continue;
    const aside = Math.abs(arrow.x !== 0 ? dy : dx);
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      best = zone.id;
      bestScore = score;
    }
  }
  if (best) return best;
  const present = quadrantZones.filter((id) => zones.some((z) => z.id === id));
  const index = current === null ? -1 : present.indexOf(current);
  const next = current === null ? (arrow.step === 1 ? present[0] : present.at(-1)) : present[index + arrow.step];
  return next ?? null;
}

/** Top-left position that centres a box of `size` over `target`. */
export function centredOver(target: Box, size: { width: number; height: number }) {
  const c = centre(target);
  return { x: c.x - size.width / 2, y: c.y - size.height / 2 };
}
