import { scaled, type PropDefinition } from '@/pictures';

/**
 * Steam rising off a steamer in the tteok shop: three soft white wisps that curl up from its lid, each widening and
 * fading as it rises, with a cool grey-blue rim so it reads on the shop's cream wall. Rising ribbons, not puffs: a
 * cluster of round puffs hanging over the shop read as grapes or balloons (blind critic r54). About 60 wide and 110
 * tall; its foot, on the lid, at (0, 0).
 */
interface Wisp {
  /** Where it leaves the lid. */
  x: number;
  /** How high it rises. */
  height: number;
  /** How far its S-curve swings either side of straight up (all curl the same way, side by side, so they rise together and do not fork). */
  swing: number;
}

const wisps: readonly Wisp[] = [
  { x: -18, height: 96, swing: 8 },
  { x: 0, height: 112, swing: 9 },
  { x: 18, height: 90, swing: 8 },
];

/** Each wisp in three lengths, wider and fainter up the column: [from, to, width, opacity]. */
const stages: readonly (readonly [number, number, number, number])[] = [
  [0, 0.42, 6, 0.9],
  [0.36, 0.74, 9, 0.6],
  [0.68, 1, 12, 0.3],
];

const STEPS = 6;

function stretch({ x, height, swing }: Wisp, from: number, to: number): string {
  const points = Array.from({ length: STEPS + 1 }, (_, i) => {
    const t = from + ((to - from) * i) / STEPS;
    return `${(x + swing * Math.sin(t * Math.PI * 2)).toFixed(1)} ${(-height * t).toFixed(1)}`;
  });
  return `M${points.join('L')}`;
}

const strokes = (rim: boolean) =>
  stages
    .map(
      ([from, to, width, opacity]) =>
        `<path d="${wisps.map((w) => stretch(w, from, to)).join('')}" stroke="${rim ? '#b9c6d4' : '#ffffff'}" stroke-width="${rim ? width + 3 : width}" opacity="${rim ? opacity * 0.6 : opacity}"/>`,
    )
    .join('');

export const shopSteam: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${strokes(true)}${strokes(false)}</g>`),
};
