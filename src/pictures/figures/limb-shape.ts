import type { LimbPoints, Point } from './skeleton';
import { pt } from './svg';

/**
 * A limb as one filled shape: broad at the shoulder or hip, narrower at the elbow or knee, narrowest at the
 * wrist or ankle, its centre line bending round the joint in a curve instead of two tubes meeting. A sleeve,
 * a boot or a rolled cuff is a stretch of the same shape, so cloth follows the bend of the arm or leg.
 */

/** Widths across the limb at its root, its joint and its end. */
export type LimbWidths = readonly [number, number, number];

/**
 * How much the limb swells between its joints, as shares of its width there: the upper arm's or thigh's
 * muscle below the root, the forearm's or calf's below the joint. A limb drawn with straight sides from width
 * to width read as a pipe; a picture book's arm swells and narrows (shoulder, upper arm, elbow, forearm, wrist).
 */
export interface Swell {
  upper: number;
  lower: number;
  /** A round cap at the very top (a sleeve over the shoulder's deltoid), fullest at CAP_AT. */
  cap?: number;
}

/** Where along the upper bone a sleeve's shoulder cap is fullest. */
const CAP_AT = 0.12;

/** A smooth bump, 1 at `at` and 0 from `half` away on either side. */
const bump = (u: number, at: number, half: number) => (Math.abs(u - at) >= half ? 0 : (1 + Math.cos((Math.PI * (u - at)) / half)) / 2);

interface Sample extends Point {
  /** Where along the limb: 0 the root, 1 the joint, 2 the end. */
  u: number;
}

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const length = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * The centre line, densely sampled: straight down the upper bone, a curve round the joint, straight down the
 * lower bone, or bowed by `bow` (a share of its length, downward in the picture) where it wraps round a body.
 */
function centreLine({ root, mid, end }: LimbPoints, jointWidth: number, bow = 0): Sample[] {
  const upper = length(root, mid) || 1e-6;
  const lower = length(mid, end) || 1e-6;
  // The joint rounds off over about its own width, never more than a third of either bone.
  const round = Math.min(jointWidth * 0.8, upper * 0.34, lower * 0.34);
  const a = lerp(mid, root, round / upper);
  const b = lerp(mid, end, round / lower);
  const samples: Sample[] = [];
  const straight = 4;
  for (let i = 0; i < straight; i += 1) samples.push({ ...lerp(root, a, i / straight), u: ((upper - round) / upper) * (i / straight) });
  const curve = 6;
  for (let i = 0; i <= curve; i += 1) {
    const t = i / curve;
    const p = lerp(lerp(a, mid, t), lerp(mid, b, t), t);
    samples.push({ ...p, u: 1 - round / upper + t * (round / upper + round / lower) });
  }
  for (let i = 1; i <= straight; i += 1) samples.push({ ...lerp(b, end, i / straight), u: 1 + round / lower + (1 - round / lower) * (i / straight) });
  if (!bow) return samples;
  // Across the lower bone, the side that points down the picture; the bow is fullest halfway and nothing at the ends.
  const across = { x: -(end.y - mid.y) / lower, y: (end.x - mid.x) / lower };
  const down = across.y >= 0 ? across : { x: -across.x, y: -across.y };
  return samples.map((p) => {
    if (p.u <= 1) return p;
    const k = Math.sin(Math.PI * (p.u - 1)) * bow * lower;
    return { ...p, x: p.x + down.x * k, y: p.y + down.y * k };
  });
}

/** The point of the centre line at `u` (0 root, 1 joint, 2 end), with the line's direction there. */
function at(samples: Sample[], u: number): { p: Point; dir: Point } {
  let i = 1;
  while (i < samples.length - 1 && samples[i]!.u < u) i += 1;
  const a = samples[i - 1]!;
  const b = samples[i]!;
  const t = b.u === a.u ? 0 : Math.min(1, Math.max(0, (u - a.u) / (b.u - a.u)));
  const d = length(a, b) || 1;
  return { p: lerp(a, b, t), dir: { x: (b.x - a.x) / d, y: (b.y - a.y) / d } };
}

/** Where along each bone the swell is fullest: high on the upper arm or thigh, a third down the forearm or calf. */
const UPPER_SWELL_AT = 0.4;
const LOWER_SWELL_AT = 1.38;

function widthAt([root, joint, end]: LimbWidths, u: number, swell?: Swell): number {
  const straight = u <= 1 ? root + (joint - root) * u : joint + (end - joint) * (u - 1);
  if (!swell) return straight;
  return straight * (1 + (swell.cap ?? 0) * bump(u, CAP_AT, 0.32) + swell.upper * bump(u, UPPER_SWELL_AT, 0.5) + swell.lower * bump(u, LOWER_SWELL_AT, 0.45));
}

/**
 * The outline of the stretch of a limb from `from` to `to` (0 the root, 1 the joint, 2 the end), as a path's
 * `d`: one side down, a round cap (square across it for a `cuff`), the other side back, a round cap.
 */
export function limbPath(limb: LimbPoints, widths: LimbWidths, from = 0, to = 2, swell?: Swell, bow = 0, cuff = false): string {
  const samples = centreLine(limb, widths[1], bow);
  // Finer steps where the limb swells, so its outline curves instead of breaking into facets.
  const steps = Math.max(3, Math.round((to - from) * (swell ? SWELL_STEPS : 5)));
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const u = from + ((to - from) * i) / steps;
    const { p, dir } = at(samples, u);
    const half = widthAt(widths, u, swell) / 2;
    left.push({ x: p.x - dir.y * half, y: p.y + dir.x * half });
    right.push({ x: p.x + dir.y * half, y: p.y - dir.x * half });
  }
  const endHalf = widthAt(widths, to, swell) / 2;
  const rootHalf = widthAt(widths, from, swell) / 2;
  const arc = (r: number, p: Point) => `A${pt(r, r)} 0 0 0 ${pt(p.x, p.y)}`;
  // A cuff ends square across the limb, as a hem does; a rounded end read as a puffed cap.
  const end = cuff ? `L${pt(right[right.length - 1]!.x, right[right.length - 1]!.y)}` : arc(endHalf, right[right.length - 1]!);
  return `M${pt(left[0]!.x, left[0]!.y)}${smooth(left)}${end}${smooth(right.reverse())}${arc(rootHalf, left[0]!)}Z`;
}

/**
 * Steps a unit of a swelling limb's outline, each side (9 before decision 110; 7 curve as round on a phone and leave
 * bytes for the tapering outside line).
 */
const SWELL_STEPS = 7;

/** A side through its points, rounded: each point is the control of a curve between the midpoints beside it. */
function smooth(points: Point[]): string {
  const mids = points.slice(1).map((p, i) => lerp(points[i]!, p, 0.5));
  const curves = mids.slice(1).map((m, i) => `Q${pt(points[i + 1]!.x, points[i + 1]!.y)} ${pt(m.x, m.y)}`);
  const last = points[points.length - 1]!;
  return `L${pt(mids[0]!.x, mids[0]!.y)}${curves.join('')}L${pt(last.x, last.y)}`;
}

/** The point of the limb's centre line at `u` (0 root, 1 joint, 2 end) and its direction there. */
export function alongLimb(limb: LimbPoints, jointWidth: number, u: number): { p: Point; dir: Point } {
  return at(centreLine(limb, jointWidth), u);
}

/** A knee or elbow bent less than this (degrees between the bones' lines) shows no fold. */
const CREASE_FROM = 30;

/**
 * An elbow folds from a gentler bend: an arm hanging at rest (bent about 30°) shows where its elbow is by its
 * fold, or at phone size it read as a tube.
 */
export const ELBOW_CREASE_FROM = 22;

/**
 * The fold on the inside of a bent knee or elbow, as a path's `d`, or '' for a straight limb: a short curved
 * line from the inner edge into the limb, longer the harder the bend. Without it a bent leg was a bent tube;
 * the fold says a joint is there, as cloth or skin gathers where the limb closes.
 */
export function jointCrease({ root, mid, end }: LimbPoints, jointWidth: number, from = CREASE_FROM): string {
  const a = { x: root.x - mid.x, y: root.y - mid.y };
  const b = { x: end.x - mid.x, y: end.y - mid.y };
  const la = Math.hypot(a.x, a.y) || 1;
  const lb = Math.hypot(b.x, b.y) || 1;
  const bend = 180 - (Math.acos(Math.max(-1, Math.min(1, (a.x * b.x + a.y * b.y) / (la * lb)))) * 180) / Math.PI;
  if (bend < from) return '';
  // The inside of the bend is where the two bones' directions meet.
  const inside = { x: a.x / la + b.x / lb, y: a.y / la + b.y / lb };
  const li = Math.hypot(inside.x, inside.y) || 1;
  const to = { x: inside.x / li, y: inside.y / li };
  const half = jointWidth / 2;
  const reach = half * Math.min(1, 0.45 + bend / 200);
  const edge = { x: mid.x + to.x * half * 0.92, y: mid.y + to.y * half * 0.92 };
  const tip = { x: edge.x - to.x * reach + (b.x / lb) * half * 0.25, y: edge.y - to.y * reach + (b.y / lb) * half * 0.25 };
  const bendAt = { x: (edge.x + tip.x) / 2 + (b.x / lb) * half * 0.18, y: (edge.y + tip.y) / 2 + (b.y / lb) * half * 0.18 };
  return `M${pt(edge.x, edge.y)}Q${pt(bendAt.x, bendAt.y)} ${pt(tip.x, tip.y)}`;
}

/**
 * A limb's outside line as a band (decision 110): its outline at `widths` (root, joint, end) from the root to `to`, in few
 * points, each side one curve through the joint, so it costs a picture near its size cap little. Laid under a figure
 * wider than the limb by more at the joint than at the ends, it swells the outside line round an elbow or a knee.
 */
export function taperPath(limb: LimbPoints, widths: LimbWidths, to: number): string {
  const samples = centreLine(limb, widths[1]);
  const side = (u: number, s: 1 | -1): Point => {
    const { p, dir } = at(samples, u);
    const half = (widthAt(widths, u) / 2) * s;
    return { x: p.x - dir.y * half, y: p.y + dir.x * half };
  };
  const [l0, l1, l2, r0, r1, r2] = [side(0, 1), side(1, 1), side(to, 1), side(0, -1), side(1, -1), side(to, -1)];
  // Each side passes through its joint point: the curve's control is set so the quadratic goes through it halfway.
  const through = (a: Point, m: Point, b: Point) => pt(2 * m.x - (a.x + b.x) / 2, 2 * m.y - (a.y + b.y) / 2);
  return `M${pt(l0.x, l0.y)}Q${through(l0, l1, l2)} ${pt(l2.x, l2.y)}L${pt(r2.x, r2.y)}Q${through(r2, r1, r0)} ${pt(r0.x, r0.y)}Z`;
}
