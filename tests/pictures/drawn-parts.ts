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

/** A hand as drawn (figures/hands.ts): where its wrist is, its palm, and the fingers it shows. */
export interface DrawnHand {
  wrist: Point;
  palm: Point;
  /** The arm's width the hand is drawn for. */
  width: number;
  colour: string;
  /** Fingers held out (pointing, counting, spread), each as the direction it points in, in degrees. */
  out: number[];
  /** Fingers closed over the palm or round a held thing, with their middles. */
  closed: Point[];
  /**
   * A large fist's fingers wrapped round the grip (figures/hands.ts): how far they reach along the hand from
   * the wrist (their tucked tips to their knuckles) and across it, in arm widths; absent on a plain fist.
   */
  wrapped?: { from: number; to: number; across: number };
  /** The lines of the folds between the wrapped fingers, in picture coordinates. */
  folds: { from: Point; to: Point }[];
  /** The thumb's middle, and whether it lies over the front of the hand (drawn with the fingers) or behind. */
  thumb?: { at: Point; front: boolean };
  /** Where the hand group starts in the markup, and where it ends. */
  index: number;
  end: number;
}

/** A flat fill, or the same colour modelled by the picture's light (style/modelling.ts). */
const FILLED = String.raw`(?:#[0-9a-f]{6}|url\(#m[0-9a-f]{6}\))`;
const HAND_GROUP = /<g transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)">((?:(?!<g|<\/g>).)*)<\/g>/g;

/** Every hand in a figure's markup, in the coordinates of the group the hand is drawn in. */
export function handsOf(svg: string): DrawnHand[] {
  // A hand is drawn in one or two groups at its wrist (its palm, then the fingers after a held thing).
  const byWrist = new Map<string, { wrist: Point; angle: number; inner: string; back: string; index: number; end: number }>();
  for (const m of svg.matchAll(HAND_GROUP)) {
    // The figure's outline (a copy of its groups holding only strokes) is not a hand.
    if (!/fill="(?!none")/.test(m[4]!)) continue;
    const key = `${m[1]} ${m[2]} ${m[3]}`;
    const seen = byWrist.get(key);
    if (seen) Object.assign(seen, { inner: seen.inner + m[4], end: m.index + m[0].length });
    else
      byWrist.set(key, {
        wrist: { x: Number(m[1]), y: Number(m[2]) },
        angle: Number(m[3]),
        inner: m[4]!,
        back: m[4]!,
        index: m.index,
        end: m.index + m[0].length,
      });
  }
  const hands: DrawnHand[] = [];
  for (const { wrist, angle, inner, back, index, end } of byWrist.values()) {
    const palm = new RegExp(`<ellipse cx="([\\d.]+)" cy="0" rx="([\\d.]+)" ry="[\\d.]+" fill="(${FILLED})"`).exec(inner);
    if (!palm) continue;
    const width = Number(palm[2]) / 0.52;
    const a = (angle * Math.PI) / 180;
    const toPicture = (x: number, y: number) => ({ x: wrist.x + x * Math.cos(a) - y * Math.sin(a), y: wrist.y + x * Math.sin(a) + y * Math.cos(a) });
    const out: number[] = [];
    const closed: Point[] = [];
    for (const r of inner.matchAll(
      new RegExp(
        `<rect x="([-\\d.]+)" y="([-\\d.]+)" width="([\\d.]+)" height="([\\d.]+)" rx="[\\d.]+" fill="${FILLED}"(?: transform="rotate\\(([-\\d.]+)[^"]*")?/>`,
        'g',
      ),
    )) {
      const length = Math.max(Number(r[3]), Number(r[4]));
      if (length > width * 0.6) out.push(angle + Number(r[5] ?? 0));
      else closed.push(toPicture(Number(r[1]) + Number(r[3]) / 2, Number(r[2]) + Number(r[4]) / 2));
    }
    // A mitten's pouch closes over the palm as the fingers do.
    for (const e of inner.matchAll(new RegExp(`<ellipse cx="([\\d.]+)" cy="([-\\d.]+)" rx="[\\d.]+" ry="[\\d.]+" fill="${FILLED}"/>`, 'g')))
      if (Number(e[1]) > width * 0.6) closed.push(toPicture(Number(e[1]), Number(e[2])));
    // Wrapped fingers: one shape from the tucked tips (its first point) to the knuckles (its furthest point along).
    let wrapped: DrawnHand['wrapped'];
    const wrap = new RegExp(`<path d="(M[^"]*Q[^"]*Z)" fill="${FILLED}"/>`).exec(inner);
    if (wrap) {
      const points = pathPoints(wrap[1]!);
      wrapped = {
        from: points[0]!.x / width,
        to: Math.max(...points.map((p) => p.x)) / width,
        across: Math.max(...points.map((p) => Math.abs(p.y))) / width,
      };
      for (const across of [-0.27, -0.09, 0.09, 0.27]) closed.push(toPicture(((wrapped.from + wrapped.to) / 2) * width, across * width));
    }
    const folds: DrawnHand['folds'] = [];
    const foldLines = /<path d="([^"]*)" fill="none" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-linecap="round"\/>/.exec(inner);
    for (const [, x1, y1, , , x2, y2] of foldLines?.[1]!.matchAll(/M([-\d.]+) ([-\d.]+)Q([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)/g) ?? [])
      folds.push({ from: toPicture(Number(x1), Number(y1)), to: toPicture(Number(x2), Number(y2)) });
    // The thumb is the one turned ellipse; over the front it comes after the palm's group.
    const thumbAt = new RegExp(`<ellipse cx="([\\d.]+)" cy="([-\\d.]+)" rx="[\\d.]+" ry="[\\d.]+" fill="${FILLED}" transform="rotate`).exec(inner);
    const thumb = thumbAt ? { at: toPicture(Number(thumbAt[1]), Number(thumbAt[2])), front: thumbAt.index >= back.length } : undefined;
    hands.push({ wrist, palm: toPicture(Number(palm[1]), 0), width, colour: palm[3]!, out, closed, wrapped, folds, thumb, index, end });
  }
  return hands;
}

/** A figure's markup with its hands taken out, so what is left of it can be measured alone. */
export function withoutHands(svg: string): string {
  return svg.replace(HAND_GROUP, '');
}

/** A shoe as drawn (figures/draw-person.ts `shoePath`): its middle, its length's half, its turn and fill. */
export interface DrawnShoe {
  at: Point;
  rx: number;
  /** The rotation it is drawn at: 0 level, whichever way its toe points. */
  rotate: number;
  /** Drawn mirrored: its toe points left. */
  mirrored: boolean;
  fill: string;
}

/** Every shoe in a figure's markup (its outline's copy, with no fill of its own, left out). */
export function shoesOf(svg: string): DrawnShoe[] {
  const shoe =
    /<path d="M(-?[\d.]+) [-\d.]+C[^"]*Z" fill="(#[0-9a-f]{6}|url\(#[mr][0-9a-f]{6}\))" transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)( scale\(-1 1\))?"\/>/g;
  return [...svg.matchAll(shoe)].map((m) => ({
    at: { x: Number(m[3]), y: Number(m[4]) },
    rx: -Number(m[1]) / 0.62,
    rotate: Number(m[5]),
    mirrored: m[6] !== undefined,
    fill: m[2]!,
  }));
}
