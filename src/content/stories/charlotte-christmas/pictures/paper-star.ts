import { tenths, scaled, tones, type PropDefinition } from '@/pictures';

/** The corners of a five-pointed star about (cx, cy): outer radius R, inner r; `wobble` makes it lopsided. */
export function starPoints(cx: number, cy: number, R: number, r: number, wobble: readonly number[] = []): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2 + (wobble[i] ?? 0);
    const k = i % 2 === 0 ? R : r;
    return [tenths(cx + Math.cos(a) * k), tenths(cy + Math.sin(a) * k)];
  });
}

/** A closed path through the points (a star's, or a clipped piece of one). */
export const polygonPath = (pts: readonly (readonly [number, number])[]) => `M${pts.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

/**
 * A star folded from gold paper: flat and matte, a thin crease down each point and a pale cut edge round it, as a
 * child's paper star reads (a shaded half to each point and a shine made it a metal ornament).
 */
function gold(cx: number, cy: number, R: number): string {
  const pts = starPoints(cx, cy, R, R * 0.45);
  const y = tones.yellow;
  const creases = [0, 2, 4, 6, 8].map((i) => {
    const tip = pts[i]!;
    return `<path d="M${cx} ${cy}L${tip[0]} ${tip[1]}" stroke="${y.shade}" stroke-width="${R * 0.05}" stroke-linecap="round" opacity=".7"/>`;
  });
  // One corner of the paper still folded back over the top point's side: a flap, not a cast shine.
  const tip = pts[0]!;
  const side = pts[1]!;
  const flap = `<path d="M${tip[0]} ${tip[1]}L${side[0]} ${side[1]}L${(tip[0] + cx) / 2} ${(tip[1] + cy) / 2}Z" fill="${y.shade}" opacity=".45"/>`;
  return `<path d="${polygonPath(pts)}" fill="${y.base}" stroke="#fff3c4" stroke-width="${R * 0.06}" stroke-linejoin="round"/>${flap}${creases.join('')}`;
}

/**
 * The gold star in the making, as Mina shows the trick ("Fold here, then here. Pull the corners!"): the folded star
 * with all five points pulled out, a thin crease down each point and a pressed fold line down its middle, so it reads
 * as a five-pointed paper star being folded. (Its two side points still turned in over the star, white backs up, left
 * a tall arrowhead in her fists: blind critic r27, p6.)
 */
function pulling(cx: number, cy: number, R: number): string {
  const y = tones.yellow;
  // A pressed fold line down the middle, a dashed crease as a paper's is.
  const fold = `<path d="M${cx} ${tenths(cy - R * 0.85)}L${cx} ${tenths(cy + R * 0.4)}" stroke="${y.shade}" stroke-width="${tenths(R * 0.035)}" stroke-dasharray="${tenths(R * 0.08)} ${tenths(R * 0.06)}" opacity=".8"/>`;
  return `${gold(cx, cy, R)}${fold}`;
}

/**
 * A new square of gold paper being folded as Mina shows the trick, copied fold by fold: folded in half corner to corner
 * into a triangle, its point up, one corner folded in over it white side up, the creases dashed, so a second pair of
 * hands is seen at the same fold (with her hands empty and pressed together, a critic saw only the finished star and no
 * trick being shown: r68).
 */
function folding(): string {
  const y = tones.yellow;
  const triangle = `<path d="M-46 -8L46 -8L0 -88Z" fill="${y.base}" stroke="#fff3c4" stroke-width="2.4" stroke-linejoin="round"/>`;
  const flap = `<path d="M46 -8L6 -8L20 -46Z" fill="#fff8e0" stroke="${y.shade}" stroke-width="1.6" stroke-linejoin="round"/>`;
  const creases = `<path d="M0 -86V-10M-23 -48L18 -10" stroke="${y.shade}" stroke-width="1.8" stroke-dasharray="4 3" opacity=".8"/>`;
  return `${triangle}${creases}${flap}`;
}

/**
 * A small child's home-made star: five points of uneven length, each bent a different way, its sides cut in lumpy
 * bulges (scissor work, not a ruler's), pale paper with a crayon outline, two eyes at different heights and a smile
 * that runs up on one side. Its neat, even-pointed version read as a shop-bought star.
 */
function crooked(): string {
  const reach = [58, 22, 44, 30, 54, 20, 40, 27, 50, 25];
  const pts = starPoints(0, -48, 1, 1, [0.1, -0.12, 0.2, 0.05, -0.16, 0.1, 0.14, -0.08, -0.2, 0.06]).map(
    ([x, y], i) => [tenths(x * reach[i]!), tenths(-48 + (y + 48) * reach[i]!)] as const,
  );
  // Each side bulges out past the straight cut by a different amount, so the edge is lumpy.
  const bulge = [0.22, 0.08, 0.28, 0.12, 0.18, 0.3, 0.1, 0.24, 0.14, 0.2];
  const sides = pts.map(([x, y], i) => {
    const [nx, ny] = pts[(i + 1) % 10]!;
    const mx = (x + nx) / 2;
    const my = (y + ny) / 2;
    const k = 1 + bulge[i]!;
    return `Q${tenths(mx * k)} ${tenths(-48 + (my + 48) * k)} ${nx} ${ny}`;
  });
  const outline = `M${pts[0]![0]} ${pts[0]![1]}${sides.join('')}Z`;
  return `<path d="${outline}" fill="${tones.yellow.light}" stroke="${tones.orange.base}" stroke-width="4" stroke-linejoin="round"/><circle cx="-11" cy="-57" r="4" fill="#3b2a1f"/><circle cx="9" cy="-50" r="3.4" fill="#3b2a1f"/><path d="M-16 -40q4 6 12 4t16 -12" stroke="${tones.red.base}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

/**
 * Charlotte's first try, torn in half and lying flat on the floor: the gold star split down its middle along a ragged
 * tear, the two halves drifted a finger apart and each turned a little away from the other, pale torn fibres along both
 * edges, seen from above at a slant as the floor is (squashed to a little over half its height), so they lie on it. The tear runs
 * from the top point (0) to the notch between the two lower points (5), so each half keeps two and a half points and
 * reads as half a star, not as a broken ornament. (Drawn upright, the halves stood on their points.)
 */
function torn(): string {
  const cx = 0;
  const cy = 0;
  const R = 46;
  const pts = starPoints(cx, cy, R, R * 0.45);
  const top = pts[0]!;
  const notch = pts[5]!;
  // The ragged tear, from the top point down to the notch, zigzagging a little either side of the middle.
  const jag = [0, 2.5, -2, 3, -2, 2.5, -2.5, 1.5, 0];
  const tear = jag.map((dx, i) => [tenths(top[0] + dx), tenths(top[1] + ((notch[1] - top[1]) * i) / (jag.length - 1))] as const);
  const right = [...pts.slice(0, 6), ...tear.slice(1, -1).reverse()];
  const left = [...pts.slice(5), top, ...tear.slice(1, -1)];
  const y = tones.yellow;
  const half = (shape: readonly (readonly [number, number])[], crease: readonly [number, number]) =>
    `<path d="${polygonPath(shape)}" fill="${y.base}" stroke="#fff3c4" stroke-width="2.6" stroke-linejoin="round"/><path d="M${cx} ${cy}L${crease[0]} ${crease[1]}" stroke="${y.shade}" stroke-width="2.2" stroke-linecap="round" opacity=".7"/><path d="M${tear.map(([x, ty]) => `${x} ${ty}`).join('L')}" stroke="#fffbe6" stroke-width="1.8" fill="none" stroke-linejoin="round"/>`;
  // Each half turned only a little from the other, a clear gap of floor between them, so the two make up one star's
  // outline torn down the middle (turned further apart and squashed flatter, they read as two jagged scraps).
  const lying = `<g transform="translate(-11 0) rotate(-12)">${half(left, pts[8]!)}</g><g transform="translate(11 0) rotate(10)">${half(right, pts[2]!)}</g>`;
  return `<ellipse cy="-6" rx="60" ry="10" fill="#00000018"/><g transform="translate(0 -24) scale(1 0.56)">${lying}</g>`;
}

/**
 * The gold paper left over from cutting Leo's crown, lying flat on the floor as the torn star does: a cut sheet with a
 * zigzag bite out of its edge (where the crown's points came from), and two thin offcut strips curling up at one end.
 */
function scraps(): string {
  const y = tones.yellow;
  const sheet = `<path d="M-44 -20L-8 -20L-2 -30L4 -20L10 -30L16 -20L22 -30L28 -20L40 -20L46 -2L-38 -2Z" fill="${y.base}" stroke="#fff3c4" stroke-width="2.4" stroke-linejoin="round"/><path d="M-44 -20L-38 -2" stroke="${y.shade}" stroke-width="2"/>`;
  const strips = `<path d="M-30 4Q-4 0 20 4Q30 6 34 -4" stroke="${y.shade}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M-30 4Q-4 0 20 4Q30 6 34 -4" stroke="${y.base}" stroke-width="4.4" fill="none" stroke-linecap="round"/><path d="M24 -8Q40 -10 48 -20" stroke="${y.base}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return `<ellipse cy="2" rx="52" ry="8" fill="#00000018"/>${sheet}${strips}`;
}

/**
 * A paper star: 'gold' folded from gold paper (five creased points), 'pulling' (that star as it is folded, a fold line
 * pressed down its middle, its side points pulled out by the hands), 'folding' (a square folded into a triangle, a
 * corner folded in over it), 'crooked' (a child's lopsided
 * star with a crayon smile), 'torn' (the gold star torn in half, its two halves lying apart on the floor), 'scraps' (the crown's
 * leftover gold paper on the floor) or 'stuck' (gold, set forward and down from the crown so, worn by a head turned left, it sits on the forehead).
 */
export const paperStar: PropDefinition = {
  /** Held by its lower points, so the star and a face drawn on it show above the hand. */
  grip: 0.12,
  variants: ['gold', 'pulling', 'folding', 'crooked', 'torn', 'scraps', 'stuck'],
  draw: ({ size, variant }) => {
    if (variant === 'pulling') return scaled(size, pulling(0, -48, 50));
    if (variant === 'folding') return scaled(size, folding());
    if (variant === 'crooked') return scaled(size, crooked());
    if (variant === 'torn') return scaled(size, torn());
    if (variant === 'scraps') return scaled(size, scraps());
    // Forward of the crown and down onto the brow of a head turned left in profile, just over the eye (centred on the
    // crown, it sat on his hair above the ear: blind critic r27, p5).
    if (variant === 'stuck') return scaled(size, gold(-50, 40, 48));
    return scaled(size, gold(0, -48, 50));
  },
};
