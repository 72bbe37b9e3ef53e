import type { Proportions } from './proportions';
import type { FaceSpot, Limb, PoseSpec } from './poses';
import type { Facing } from './types';
import { behindHead, overFace } from './hands-in-sight';

export interface Point {
  x: number;
  y: number;
}

export interface LimbPoints {
  root: Point;
  mid: Point;
  end: Point;
}

/** A limb's length, upper and lower part together: how far its end reaches when it is straight. */
export function limbLength({ root, mid, end }: LimbPoints): number {
  return Math.hypot(mid.x - root.x, mid.y - root.y) + Math.hypot(end.x - mid.x, end.y - mid.y);
}

/**
 * Where every joint of a figure is, in canvas units, with the figure's centre line at x = 0 and
 * the ground at y = 0 (y grows downwards, so the body is at negative y). "near" limbs are drawn in
 * front of the body, "far" ones behind it; in the front view near is the picture's right.
 */
export interface Skeleton {
  facing: Facing;
  /** +1 when the figure looks right, −1 left, 0 straight at the viewer. */
  direction: -1 | 0 | 1;
  /** 0 front, about 0.55 three-quarter, 1 side. */
  turn: number;
  hip: Point;
  shoulder: Point;
  headCentre: Point;
  headR: number;
  /**
   * The head the books were staged and framed on, as it reads with its hair: the drawn skull is the body's
   * `skull` share of it, under the same crown (decision 060). The phone's frame and the shots make room for
   * this one, so they stay where each book set them.
   */
  staged: { centre: Point; r: number };
  lean: number;
  /**
   * Seen from the front, how far the torso tips sideways from the hips, degrees (clockwise, toward the picture's
   * right at the top): a stander's weight on one leg (decision 063). 0 otherwise.
   */
  sway: number;
  /**
   * How far the hip line tips, degrees (clockwise), against the shoulders' sway: the hip over the leg the weight is
   * on rises as that shoulder drops (contrapposto), so the torso bends at the waist instead of tipping as one plank.
   */
  hipTilt: number;
  nearArm: LimbPoints;
  farArm: LimbPoints;
  nearLeg: LimbPoints;
  farLeg: LimbPoints;
  /** Width of the shoulders and hips as seen from this facing. */
  shoulderW: number;
  hipW: number;
  /**
   * Lying down: the points are the upright figure with its hip at (0, 0); the renderer turns it by
   * `rotation` degrees about the hip and raises it by `raise` so its back rests on the ground.
   */
  rotation: number;
  raise: number;
}

/** Points outside the body the hands go to, in the figure's own box (centre line x = 0, ground y = 0); near is the picture's right in a front view. */
export interface HandTargets {
  near?: Point;
  far?: Point;
}

/** The hips tip against a sway by this share of it, so a stander's shoulder and hip lines close toward the standing leg. */
const HIP_TILT = 1.4;

/** How far a stander's resting hip sits below the standing one, per degree of sway, as a share of their height. */
const RESTING_HIP_DROP = 0.003;

/**
 * The resting leg of someone standing on the other, seen from the front: its knee comes in toward the standing leg
 * and its shin angles out to a foot set wide, so the knee's bend shows in the outline (the more they sway, the more).
 * Eased the other way, knee out and foot in, the bend hid inside a straight-looking leg: an I, not an S.
 */
const eased = (sway: number): Limb => [-(1 + Math.abs(sway) * 0.5), -(8 + Math.abs(sway) * 2)];

/**
 * A grown-up standing at rest, turned (decision 115): at a full `stance` the free leg's thigh goes this much further
 * forward and its knee bends this much more, and the standing leg slants back from the hip by this much, degrees.
 */
const STANCE_THIGH = 8;
const STANCE_KNEE = 12;
const STANCE_STANDING = 4;

/**
 * The standing leg of someone at rest on it, seen from the front (decision 115): it slants in from the hip to a foot
 * under the middle of the body, so the hip over it stands out past the foot. Straight down from the hip, the weight
 * sat on no leg and the body stood as a plank tipped a little.
 */
const standsOn = (sway: number): Limb => [1 - Math.abs(sway) * STANDING_IN, 0];
const STANDING_IN = 1.1;

/** How far a turned head sits lower on its neck than a front one, in its radii. */
export const NECK_SINK = 0.28;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * How far a lying figure's head turns back from its body's quarter turn: most of the way, so the head lies back on
 * the pillow with the body and the face still reads as a face in bed, not one on its side.
 */
export function lyingHeadSpin(rotation: number): number {
  return -rotation + Math.sign(rotation) * LYING_HEAD_TILT;
}
/**
 * How far off upright a lying head leans back, degrees: at 25 it stood upright on a lying body (blind critics r50); at
 * 45 the eyes stood one over the other and a face in bed read as a startled doll on its side (r79, the first page of
 * one book and the last of another).
 */
const LYING_HEAD_TILT = 35;

/** Seen three-quarter, a shin lying back along the ground (a kneel) runs partly away from us: this much of it shows. */
const SHIN_AWAY = 0.62;

/**
 * A kneeling shin seen three-quarter: it runs back from the knee and away from the viewer, so it is drawn
 * shorter. At its full length it stuck straight out behind the kneeler, past a low table, as a leg thrown
 * out sideways (decision 064). Sitting back on the heels, the knee is well ahead of the hip and the shortened shin
 * ended under the lap, its foot a slipper lying under the thighs ("a heap of stacked slippers": blind critic r28); the
 * foot stays behind the seat (`SEAT_BEHIND` leg widths behind the hip), sole up, as far as the shin's full length allows
 * (decision 146).
 */
function foreshortenedShin(leg: LimbPoints, forward: number, legW: number): LimbPoints {
  const dx = leg.end.x - leg.mid.x;
  const dy = leg.end.y - leg.mid.y;
  if (Math.abs(dy) > Math.hypot(dx, dy) * 0.5 || Math.sign(dx) !== -Math.sign(forward)) return leg;
  // Only a kneel's knee is below the hip: sitting cross-legged, the knee is up and the foot stays tucked in front.
  const behindSeat = leg.mid.y > leg.root.y ? (leg.root.x - forward * legW * SEAT_BEHIND - leg.mid.x) / dx : 0;
  const share = Math.min(1, Math.max(SHIN_AWAY, behindSeat));
  return { ...leg, end: { x: leg.mid.x + dx * share, y: leg.mid.y + dy * share } };
}
const SEAT_BEHIND = 0.9;

/**
 * A seated thigh seen three-quarter (a pose's `turnedThigh`): it runs out from the hip toward us as much as sideways,
 * so it is drawn shorter, and the shin hangs from the nearer knee. At its full length a sitter's lap stuck out of an
 * armchair as a long flat slab, a plank on a plank (blind critic r60: a blanketed lap by the fire). A thigh that hangs
 * or runs back keeps its length.
 */
function foreshortenedThigh(leg: LimbPoints, forward: number, share = 1): LimbPoints {
  const dx = leg.mid.x - leg.root.x;
  const dy = leg.mid.y - leg.root.y;
  if (share === 1 || Math.abs(dy) > Math.hypot(dx, dy) * 0.5 || Math.sign(dx) !== Math.sign(forward)) return leg;
  const [mx, my] = [dx * (share - 1), dy * (share - 1)];
  return { root: leg.root, mid: { x: leg.mid.x + mx, y: leg.mid.y + my }, end: { x: leg.end.x + mx, y: leg.end.y + my } };
}

/**
 * A leg kneels seen from the side when its thigh hangs down (less than `KNEEL_THIGH` degrees forward of hanging) and its
 * shin lies back along the floor (within `KNEEL_SHIN` degrees of level).
 */
const KNEEL_THIGH = 70;
const KNEEL_SHIN = 20;
const kneels = ([a, b]: Limb) => a < KNEEL_THIGH && Math.abs(a - b + 90) < KNEEL_SHIN;

/**
 * Kneeling seen from the side, both knees rest on the one floor: the lower knee comes up to the other's height, its
 * thigh drawn shorter (it runs a little away from us), and its shin lies on the same line as the other's, behind it,
 * its foot no further back. At the pose's own angles the upright far thigh took its knee lower than the near one, and
 * the two shins lay one above the other, "stacked like a pair of boots" (decision 132). Giving the far thigh the near
 * one's angle instead brought its knee forward over what lay before the kneeler (decision 064).
 */
function kneesLevel(near: LimbPoints, far: LimbPoints): [LimbPoints, LimbPoints] {
  const level = (leg: LimbPoints, y: number): LimbPoints => {
    const k = (y - leg.root.y) / (leg.mid.y - leg.root.y || 1);
    const mid = { x: leg.root.x + (leg.mid.x - leg.root.x) * k, y };
    return { root: leg.root, mid, end: { x: leg.end.x + mid.x - leg.mid.x, y: leg.end.y + y - leg.mid.y } };
  };
  const y = Math.min(near.mid.y, far.mid.y);
  const [n, f] = [level(near, y), level(far, y)];
  // Neither foot lies out behind the other: the shin further back ends at the other's foot, hidden behind that shin
  // (two boots one behind the other read as one long foot).
  const back = Math.sign(n.end.x - n.mid.x);
  const endX = back * Math.min(back * n.end.x, back * f.end.x);
  return [
    { ...n, end: { x: endX, y: n.end.y } },
    { ...f, end: { x: endX, y: f.end.y } },
  ];
}

/** An arm whose upper arm is swung forward less than this from hanging, degrees, hangs (and may rest on a knee). */
const HANGS = 60;

/** How far below the point a counting hand is sent to its wrist goes, in arm widths: the palm and raised fingers. */
const COUNTING_RISE = 0.9;

/** Turned away from us: we see the back of the head and of the body, not the face or the shirt's front. */
export function fromBehind(facing: Facing): boolean {
  return facing === 'three-quarter-back-left' || facing === 'three-quarter-back-right';
}

export function turnOf(facing: Facing): { direction: -1 | 0 | 1; turn: number } {
  switch (facing) {
    case 'front':
      return { direction: 0, turn: 0 };
    case 'three-quarter-left':
    case 'three-quarter-back-left':
      return { direction: -1, turn: 0.55 };
    case 'three-quarter-right':
    case 'three-quarter-back-right':
      return { direction: 1, turn: 0.55 };
    case 'side-left':
      return { direction: -1, turn: 1 };
    case 'side-right':
      return { direction: 1, turn: 1 };
  }
}

const add = (p: Point, length: number, dx: number, dy: number): Point => ({ x: p.x + length * dx, y: p.y + length * dy });

/** A limb in the side view: angles from straight down, positive towards the facing. */
function sideLimb(root: Point, [a, b]: Limb, upper: number, lower: number, forward: number, bendSign: 1 | -1): LimbPoints {
  const mid = add(root, upper, forward * Math.sin(rad(a)), Math.cos(rad(a)));
  const c = a + bendSign * b;
  return { root, mid, end: add(mid, lower, forward * Math.sin(rad(c)), Math.cos(rad(c))) };
}

/** A limb in the front view: angles from straight down, positive outwards on its own side. */
function frontLimb(root: Point, [a, b]: Limb, upper: number, lower: number, side: 1 | -1): LimbPoints {
  const mid = add(root, upper, side * Math.sin(rad(a)), Math.cos(rad(a)));
  const c = a - b;
  return { root, mid, end: add(mid, lower, side * Math.sin(rad(c)), Math.cos(rad(c))) };
}

/**
 * The point on the face a hand goes to, as shares of the head's radius from its centre, seen from the
 * front (x toward the hand's own side) and from the side (x toward where the face looks); and how far
 * back from that point the wrist stays, in arm widths (clothes.ts draws the palm about 0.2 past the
 * wrist, a pointing fingertip about 1.45 past it). `threeQuarter` gives a spot its own places on a face
 * turned three-quarters, for the near and the far hand (x toward where the face looks).
 */
const spots: Record<
  FaceSpot,
  {
    front: [number, number];
    profile: [number, number];
    threeQuarter?: { near: number; far: number };
    bothThreeQuarter?: { near: number; far: number };
    back: number;
    elbowUp?: boolean;
  }
> = {
  mouth: { front: [0.2, 0.72], profile: [0.55, 0.72], back: 0.25 },
  // Just past the corner of the mouth and ahead of the face, so the open mouth still shows. Both hands
  // calling from three-quarters cup the mouth from either side, one at each corner, instead of piling up
  // ahead of it in one knot of hands.
  'beside-mouth': { front: [0.62, 0.58], profile: [1.0, 0.55], bothThreeQuarter: { near: -0.12, far: 0.95 }, back: 0.25 },
  // Seen from the front the finger stands up from a fist at the chin, so its tip crosses the lips: with the fist at
  // the lips the tip reached the nose, and a lone raised finger beside the face could read as a rude sign.
  lips: { front: [0.02, 0.76], profile: [0.6, 0.5], back: 1.3 },
  // Three-quarters, hands on the cheeks frame the face: the near one behind the near eye, the far one past
  // the mouth at the edge of the far cheek, so neither covers the eyes, nose or mouth between them. The palms sit
  // level with the nose: the fingers drawn up from them reach the cheekbones, not the temples over the eyes.
  cheek: { front: [0.8, 0.66], profile: [0.15, 0.66], threeQuarter: { near: -0.22, far: 0.95 }, back: 0.25 },
  // Wiping tears: the fingertips at the outer end of the lower lid, from below, so the eye still shows;
  // the wrist stays back by the fingers' length.
  eye: { front: [0.56, 0.3], profile: [0.5, 0.3], back: 1.05 },
  // The elbow goes up and out for the brow, so the forearm does not cross the face.
  forehead: { front: [0.15, -0.5], profile: [0.45, -0.5], back: 0.25, elbowUp: true },
  crown: { front: [0.2, -1.05], profile: [0, -1.05], back: 0.25, elbowUp: true },
};

function faceSpot(spot: FaceSpot, head: Point, r: number, direction: -1 | 0 | 1, turn: number, side: 1 | -1, headSpin: number, both: boolean): Point {
  if (direction === 0) {
    const [x, y] = spots[spot].front;
    // A lying head is turned apart from its body (headSpin), so the spot turns with it; the hand comes up
    // from the chest there, so it is aimed a little lower to land on the spot, not above it (a finger at
    // the lips stands up along the face instead, from below the mouth).
    const a = rad(headSpin);
    const dx = side * x * r;
    const dy = (y + (headSpin === 0 || spot === 'lips' ? 0 : 0.3)) * r;
    return { x: head.x + dx * Math.cos(a) - dy * Math.sin(a), y: head.y + dx * Math.sin(a) + dy * Math.cos(a) };
  }
  const [x, y] = spots[spot].profile;
  const threeQuarter = turn < 1 ? (both && spots[spot].bothThreeQuarter) || spots[spot].threeQuarter : undefined;
  if (threeQuarter) return { x: head.x + direction * (side === 1 ? threeQuarter.near : threeQuarter.far) * r, y: head.y + y * r };
  // The face's middle moves toward the turn; the far hand (side -1) sits a little behind the near one.
  return { x: head.x + direction * (x * (0.5 + 0.5 * turn) * r + (side === -1 ? -0.12 * r : 0)), y: head.y + y * r };
}

/**
 * Lying down, a finger to the lips stands up along the face, rising from a hand below the mouth; laid
 * along a forearm that comes up from the chest, it lay across the mouth like a bar and the fist hid the smile.
 */
export function fingerStandsAtLips(arms: PoseSpec, side: 1 | -1): boolean {
  return (side === 1 ? arms.finger : arms.farFinger) === true && (side === 1 ? arms.reach?.near : arms.reach?.far) === 'lips';
}

/**
 * Where an upright figure's finger at the lips stands (face.ts draws the mouth at 0.55 of the head's radius below its
 * middle, lower by `featuresDrop` on a grown-up's or a longer face; turned, a share of the radius toward the turn): the
 * finger's tip just over the upper lip, so the finger crosses the mouth. `FINGER_TIP_OVER` is how far above the mouth the tip goes, in head radii; the wrist is below by the
 * fist and the finger (`FINGER_REACH` arm widths). Sent to the face's spot for a hand, the fist sat at the mouth's corner
 * and its finger, laid along the forearm, ran up over the nose (blind critics: "a finger on her nose").
 */
export function fingerOnLips(head: Point, r: number, direction: -1 | 0 | 1, turn: number, armW: number, spin = 0, faceShift = 0, featuresDrop = 0): Point {
  const ahead = direction === 0 ? 0 : direction * r * (turn >= 1 ? LIPS_AHEAD.side : LIPS_AHEAD.threeQuarter);
  // A tipped head (bowed, bent to someone) turns about a point low on it (draw-person's head turn), the mouth with it,
  // and the finger stands up along the face.
  const a = rad(spin);
  const [mx, my] = [ahead, r * (MOUTH_DOWN + featuresDrop + faceShift - HEAD_PIVOT)];
  const mouth = { x: head.x + mx * Math.cos(a) - my * Math.sin(a), y: head.y + r * HEAD_PIVOT + mx * Math.sin(a) + my * Math.cos(a) };
  const up = { x: Math.sin(a), y: -Math.cos(a) };
  const along = FINGER_TIP_OVER * r - FINGER_REACH * armW;
  return { x: mouth.x + up.x * along, y: mouth.y + up.y * along };
}
/** Where a tipped head turns, below its middle in head radii (draw-person). */
const HEAD_PIVOT = 0.8;
/** A round child's mouth, in head radii below the head's middle (sent there, a mother's finger stood over her nose: r50). */
const MOUTH_DOWN = 0.58;
const FINGER_TIP_OVER = 0.06;
const FINGER_REACH = 1.35;
/** How far toward the turn an upright finger at the lips stands, in head radii: over the mouth, turned or side-on. */
const LIPS_AHEAD = { threeQuarter: 0.3, side: 0.84 };

/** Up along a lying figure's face, in its upright frame: the head is spun back from the body by `headSpin` degrees. */
export function upAlongFace(headSpin: number): Point {
  return { x: Math.sin(rad(headSpin)), y: -Math.cos(rad(headSpin)) };
}

/** Where the elbow of an arm folded to the face goes, in upper-arm lengths from the shoulder: out, down. */
function elbowAt(spot: FaceSpot, direction: -1 | 0 | 1, side: 1 | -1, lying: boolean): [number, number] {
  const up = spots[spot].elbowUp === true;
  // Lying on the back, the elbow rests on the chest: out to the side it would stick up into the air.
  if (lying) return [-side * 0.15, 0.55];
  if (direction === 0) return [side * (up ? 0.85 : 0.3), up ? 0.05 : 0.6];
  return [direction * (up ? -0.3 : 0.4), up ? -0.6 : 0.8];
}

/**
 * An arm folded up to a spot on the face: the elbow drops below the shoulder (out to the side in a
 * front view, where the upper arm comes toward the viewer and looks shorter; forward in a side view)
 * and the forearm rises from it, the wrist stopping `back` short of the spot so the palm or the
 * fingertip lands on it. Solving it per body keeps a child's short arm and a grandfather's long one both
 * at the face.
 */
function foldTo(root: Point, spot: Point, upper: number, out: number, drop: number, back: number): LimbPoints {
  const mid = { x: root.x + out * upper, y: root.y + drop * upper };
  const length = Math.hypot(spot.x - mid.x, spot.y - mid.y) || 1;
  const end = { x: spot.x - ((spot.x - mid.x) / length) * back, y: spot.y - ((spot.y - mid.y) / length) * back };
  return { root, mid, end };
}

/** A front-view arm whose hand would pass the body's middle line stops `gap` short of it, its forearm as long. */
function notPast(limb: LimbPoints, side: 1 | -1, gap: number | undefined): LimbPoints {
  if (gap === undefined || limb.end.x * side >= gap || limb.mid.x * side <= gap) return limb;
  const lower = Math.hypot(limb.end.x - limb.mid.x, limb.end.y - limb.mid.y);
  const dx = side * gap - limb.mid.x;
  const dy = Math.sqrt(Math.max(0, lower * lower - dx * dx)) * (limb.end.y >= limb.mid.y ? 1 : -1);
  return { ...limb, end: { x: side * gap, y: limb.mid.y + dy } };
}

/**
 * An arm sent to a point never reaches it dead straight: past this share of its length the bones are drawn a little
 * longer (at most `REACH_GIVE`) so the elbow still bends, about 35°, and leads the forearm. Solved to full length, a
 * throwing or reaching arm was one straight pole from the shoulder to the ball (blind critics, round 24).
 */
const REACH_STRAIGHT = 0.95;
const REACH_GIVE = 1.07;
/** A raised hand this many head radii or more from the head's middle is clear of the face: its elbow goes out. */
const CLEAR_OF_FACE = 1.5;

/** A two-bone arm from `root` to `target` (straightened toward it when out of reach), elbow down. */
function reachDown(
  root: Point,
  target: Point,
  armUpper: number,
  armLower: number,
  head?: { centre: Point; r: number },
  offFace?: (limb: LimbPoints) => boolean,
): LimbPoints {
  const want = Math.hypot(target.x - root.x, target.y - root.y);
  const give = Math.min(REACH_GIVE, Math.max(1, want / (REACH_STRAIGHT * (armUpper + armLower))));
  const upper = armUpper * give;
  const lower = armLower * give;
  const dist = Math.min(Math.max(want, Math.abs(upper - lower) + 0.01), (upper + lower) * REACH_STRAIGHT);
  const base = Math.atan2(target.y - root.y, target.x - root.x);
  const bend = Math.acos((upper * upper + dist * dist - lower * lower) / (2 * upper * dist));
  const elbows = [base + bend, base - bend].map((a) => ({ x: root.x + upper * Math.cos(a), y: root.y + upper * Math.sin(a) }));
  // Raised above the shoulder and clear of the face (a wave, a star up on a tree) the elbow goes out, away from the
  // head: chosen by which is lower, two elbows of an arm raised straight up were level and it folded in beside the
  // head, the arm a post. A hand at the face or the chin keeps its elbow down (out, the forearm crossed the face).
  const out = head !== undefined && target.y < root.y && Math.hypot(target.x - head.centre.x, target.y - head.centre.y) > head.r * CLEAR_OF_FACE;
  const mid = out
    ? Math.abs(elbows[0]!.x - head.centre.x) >= Math.abs(elbows[1]!.x - head.centre.x)
      ? elbows[0]!
      : elbows[1]!
    : elbows[0]!.y >= elbows[1]!.y
      ? elbows[0]!
      : elbows[1]!;
  const limbVia = (elbow: Point): LimbPoints => {
    const toward = Math.atan2(target.y - elbow.y, target.x - elbow.x);
    return { root, mid: elbow, end: { x: elbow.x + lower * Math.cos(toward), y: elbow.y + lower * Math.sin(toward) } };
  };
  const limb = limbVia(mid);
  // Raised across the face, the other elbow may take the arm round it, over the top of the head (a throw's arm up
  // past the cap), so it is drawn in front of the head and not out of the hair (decision 136).
  if (!offFace || offFace(limb)) return limb;
  const other = limbVia(mid === elbows[0] ? elbows[1]! : elbows[0]!);
  return offFace(other) ? other : limb;
}

/** How far a raised arm may swing back off the face, degrees, and in what steps. */
const OFF_FACE_MOST = 40;
const OFF_FACE_STEP = 4;

/**
 * A raised arm that would cross the face, turned about its shoulder toward `away` (+1 the picture's right) until it
 * clears it, as far as `OFF_FACE_MOST`: a turned stander's arm raised forward at 150° ran up across the face and was
 * drawn behind the head, out of the hair. An arm it cannot clear stays as it was, behind the head (decision 136).
 */
function offTheFace(limb: LimbPoints, head: { headCentre: Point; headR: number; direction: -1 | 0 | 1 }, armW: number, away: 1 | -1): LimbPoints {
  if (!behindHead(head, limb, armW)) return limb;
  for (let degrees = OFF_FACE_STEP; degrees <= OFF_FACE_MOST; degrees += OFF_FACE_STEP) {
    const turned = swung(limb, away * degrees);
    if (overFace(head, turned, armW) >= 0) return turned;
  }
  return limb;
}

/** A limb turned about its root by `degrees` (positive: its raised end toward the picture's right). */
function swung({ root, mid, end }: LimbPoints, degrees: number): LimbPoints {
  const [c, s] = [Math.cos(rad(degrees)), Math.sin(rad(degrees))];
  const turn = (p: Point): Point => ({ x: root.x + (p.x - root.x) * c - (p.y - root.y) * s, y: root.y + (p.x - root.x) * s + (p.y - root.y) * c });
  return { root, mid: turn(mid), end: turn(end) };
}

/** Where a point of the upright figure lands once draw-person lays it down: turned by `rotation` about the hip, then raised. */
export function laidDown(p: Point, rotation: number, raise: number): Point {
  const a = rad(rotation);
  return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) - raise };
}

/** Where a point of the lying picture was on the upright figure before it was laid down (draw-person turns it by `rotation` and raises it). */
function unlaid(p: Point, rotation: number, raise: number): Point {
  const a = rad(-rotation);
  const y = p.y + raise;
  return { x: p.x * Math.cos(a) - y * Math.sin(a), y: p.x * Math.sin(a) + y * Math.cos(a) };
}

/** Palms together seen from the side: how far ahead of and above the near hand the far one is, in arm widths. */
const PALMS_AHEAD = 0.4;

/** How far past the wrist a pressed palm's middle lies, in arm widths (hands.ts draws it there). */
export const PRESSED_PALM = 0.4;

/** How straight a palm pressed on a surface holds its arm: the wrist this share of the arm's length from the shoulder. */
const PRESSED_REACH = 0.96;

/**
 * Where a pressed palm goes: at the scene's point, or, when that is closer than a nearly straight arm, further on along
 * the line from the shoulder through it, on the same surface. Solved at the point itself, the elbow folded down
 * under a palm held up beside the body, and it read as a wave (decision 064).
 */
function pressedAt(shoulder: Point, target: Point, armLength: number, palm: number): Point {
  const dx = target.x - shoulder.x;
  const dy = target.y - shoulder.y;
  const dist = Math.hypot(dx, dy) || 1;
  const want = armLength * PRESSED_REACH + palm;
  if (dist >= want) return target;
  return { x: shoulder.x + (dx / dist) * want, y: shoulder.y + (dy / dist) * want };
}

/** `target` moved `back` toward `from`: where the wrist stops so the palm drawn past it lands on the target. */
function toward(target: Point, from: Point, back: number): Point {
  const length = Math.hypot(target.x - from.x, target.y - from.y) || 1;
  return { x: target.x - ((target.x - from.x) / length) * back, y: target.y - ((target.y - from.y) / length) * back };
}

function shift(limb: LimbPoints, dy: number): LimbPoints {
  const move = (p: Point) => ({ x: p.x, y: p.y + dy });
  return { root: move(limb.root), mid: move(limb.mid), end: move(limb.end) };
}

/**
 * Solves a pose for one body: hips first, then the torso leaning from them, shoulders, arms,
 * neck and head; finally the whole figure is moved so its lowest point (a sole, a knee, the seat)
 * rests on the ground, then lifted for a jump.
 */
export function solveSkeleton(body: Proportions, standing: number, spec: PoseSpec, facing: Facing, arms: PoseSpec = spec, handsTo: HandTargets = {}): Skeleton {
  const lying = spec.lying === true;
  const view = lying ? turnOf('front') : turnOf(facing);
  const { direction, turn } = view;
  const u = (share: number) => share * standing;
  const forward = direction === 0 ? 1 : direction;
  const lean = (spec.lean ?? 0) + body.stoop;
  const sway = direction === 0 && !lying ? (spec.sway ?? 0) : 0;

  const hip: Point = { x: 0, y: 0 };
  const up = sway ? { x: Math.sin(rad(sway)), y: -Math.cos(rad(sway)) } : { x: direction * Math.sin(rad(lean)), y: -Math.cos(rad(lean)) };
  const shoulder = add(hip, u(body.torso), up.x, up.y);
  const stagedR = u(body.headR);
  // Over a swaying torso the head comes back toward upright, tipped a little the other way: the body's S-line. Curled
  // (`curl`), the neck goes on round the back's curve, one line of action from the hips.
  const curl = direction !== 0 && !lying ? (spec.curl ?? 0) : 0;
  const headUp = sway
    ? { x: Math.sin(rad(-sway * 0.5)), y: -Math.cos(rad(sway * 0.5)) }
    : curl
      ? { x: direction * Math.sin(rad(lean + curl)), y: -Math.cos(rad(lean + curl)) }
      : up;
  const stagedCentre = add(shoulder, u(body.neck) + stagedR * 0.92, headUp.x, headUp.y);
  // The skull drawn is smaller under the same crown, so the neck shows between its chin and the shoulders.
  const headR = stagedR * body.skull;
  // Turned, the skull's underside rises behind the jaw, so the whole neck shows from chin to nape: the head sits
  // lower on it there, or the neck read as a long stalk (decision 063).
  const sink = direction === 0 ? 0 : headR * NECK_SINK;
  const headCentre = add(stagedCentre, stagedR - headR - sink, headUp.x, headUp.y);

  const shoulderW = u(body.shoulderW) * (1 - 0.45 * turn);
  const hipW = u(body.hipW) * (1 - 0.4 * turn);
  let nearArm: LimbPoints;
  let farArm: LimbPoints;
  let nearLeg: LimbPoints;
  let farLeg: LimbPoints;
  // The arm hangs from just inside and below the shoulder's edge, so its round top lies under the shoulder's slope:
  // at the edge it stood up past it as a ball (decision 063).
  const armLift = u(body.armW) * 0.5;
  const armDrop = armLift * 1.15;

  if (direction === 0) {
    // The arms hang from a shoulder line tipped with the torso.
    const across = (dx: number): Point => ({
      x: shoulder.x + dx * Math.cos(rad(sway)) - armDrop * Math.sin(rad(sway)),
      y: shoulder.y + dx * Math.sin(rad(sway)) + armDrop * Math.cos(rad(sway)),
    });
    const right = across(shoulderW / 2 - armLift * 0.6);
    const left = across(-(shoulderW / 2 - armLift * 0.6));
    // Hands brought together in front meet at the middle, palm to palm; past it the forearms crossed into an X.
    const meet = arms.crossesArms ? undefined : u(body.armW) * 0.7;
    nearArm = notPast(frontLimb(right, arms.front.rightArm, u(body.upperArm), u(body.foreArm), 1), 1, meet);
    farArm = notPast(frontLimb(left, arms.front.leftArm, u(body.upperArm), u(body.foreArm), -1), -1, meet);
    const thigh = u(body.thigh) * (spec.frontThigh ?? 1);
    const shin = u(body.shin) * (spec.frontShin ?? 1);
    // Swaying, the body stands on the leg on the side it tips toward, straight under it; the other leg rests, its
    // knee a little bent and its foot out: two legs straight down side by side were a plank's.
    const [rightLeg, leftLeg]: [Limb, Limb] =
      sway > 0 ? [standsOn(sway), eased(sway)] : sway < 0 ? [eased(sway), standsOn(sway)] : [spec.front.rightLeg, spec.front.leftLeg];
    // The resting leg hangs from the lower hip, as the torso's tipped hip line already draws it; the standing hip
    // stays put, so the body stands as tall on a broad build as on a slim one.
    const legX = hipW / 2 - u(body.legW) / 2;
    const hipDrop = (side: 1 | -1) => (Math.sign(sway) === -side ? u(RESTING_HIP_DROP) * Math.abs(sway) : 0);
    nearLeg = frontLimb({ x: legX, y: hipDrop(1) }, rightLeg, thigh * (spec.frontNearThigh ?? 1), shin, 1);
    farLeg = frontLimb({ x: -legX, y: hipDrop(-1) }, leftLeg, thigh, shin, -1);
  } else {
    // Three-quarter: the near shoulder sits on the back side of the chest, the far one peeks out in front.
    const spread = turn < 1 ? 0.32 : 0.06;
    const nearRoot: Point = { x: shoulder.x - direction * shoulderW * spread, y: shoulder.y + armDrop };
    const farRoot: Point = { x: shoulder.x + direction * shoulderW * spread, y: shoulder.y + armDrop };
    // Three-quarters, the near shoulder is behind the far one: two arms reaching forward together (a hug, a carry,
    // a clap) go out side by side at one angle, or the near one sweeps across the far one into an X.
    const [na, nb] = arms.side.nearArm;
    const [fa, fb] = arms.side.farArm;
    // A flat thing held up by its edges or its bottom is placed between the hands, so those poses keep their own angles.
    const together = turn < 1 && !arms.crossesArms && !arms.byEdges && !arms.holdsByBottom && na >= 20 && Math.abs(na - fa) <= 16 && Math.abs(nb - fb) <= 16;
    nearArm = sideLimb(nearRoot, arms.side.nearArm, u(body.upperArm), u(body.foreArm), forward, 1);
    farArm = sideLimb(farRoot, together ? arms.side.nearArm : arms.side.farArm, u(body.upperArm), u(body.foreArm), forward, 1);
    const hipSpread = turn < 1 ? 0.3 : 0.05;
    // Standing still turned, the weight is on one leg too: the other's knee bends forward, its foot just touching,
    // so a stander seen from the side is not a plank on two straight legs (which leg is the person's own habit).
    const rests = lying ? 0 : Math.sign(spec.sway ?? 0);
    // A grown-up at rest (`stance`, decision 115) rests the free leg further, its knee well forward, and stands on the
    // other slanting back from the hip, so the hips ride forward over it: at 7° and 16° the two legs still read on a
    // phone as one post.
    const stance = lying ? 0 : (spec.stance ?? 0);
    const resting = ([a, b]: Limb): Limb => [a + 7 + STANCE_THIGH * stance, b + 16 + STANCE_KNEE * stance];
    const standing = ([a, b]: Limb): Limb => [a - STANCE_STANDING * stance, b];
    const nearSpec = rests > 0 ? resting(spec.side.nearLeg) : rests < 0 ? standing(spec.side.nearLeg) : spec.side.nearLeg;
    // The far leg, whose hip is ahead of the near one's, stands upright when the near one rests: slanting back, it
    // crossed the near leg coming forward into an X at the ankles.
    const farSpec = rests < 0 ? resting(spec.side.farLeg) : spec.side.farLeg;
    nearLeg = sideLimb({ x: -direction * hipW * hipSpread, y: 0 }, nearSpec, u(body.thigh), u(body.shin), forward, -1);
    farLeg = sideLimb({ x: direction * hipW * hipSpread, y: 0 }, farSpec, u(body.thigh), u(body.shin), forward, -1);
    if (kneels(nearSpec) && kneels(farSpec)) [nearLeg, farLeg] = kneesLevel(nearLeg, farLeg);
    if (stance && rests) {
      // The free hip drops as far as its bent leg is shorter, so both feet stand on the ground (contrapposto's
      // hip line, seen turned): the bent leg does not hang in the air.
      const [free, weight] = rests > 0 ? [nearLeg, farLeg] : [farLeg, nearLeg];
      const drop = Math.max(0, weight.end.y - free.end.y);
      if (rests > 0) nearLeg = shift(nearLeg, drop);
      else farLeg = shift(farLeg, drop);
    }
    if (turn < 1 && !lying)
      [nearLeg, farLeg] = [nearLeg, farLeg].map((leg) => foreshortenedShin(foreshortenedThigh(leg, forward, spec.turnedThigh), forward, u(body.legW))) as [
        LimbPoints,
        LimbPoints,
      ];
  }

  if (arms.hugsShins && direction !== 0) {
    // The hands meet in front of the middle of the shins.
    const shin = (leg: LimbPoints): Point => ({ x: (leg.mid.x + leg.end.x) / 2 + forward * u(body.legW) * 0.7, y: (leg.mid.y + leg.end.y) / 2 });
    nearArm = reachDown(nearArm.root, shin(nearLeg), u(body.upperArm), u(body.foreArm));
    farArm = reachDown(farArm.root, shin(farLeg), u(body.upperArm), u(body.foreArm));
  }

  // Lying down, the body turns a quarter but the head stays nearly upright on the pillow (draw-person).
  const rotation = lying ? (facing.endsWith('left') ? -90 : 90) : 0;
  const headSpin = lying ? lyingHeadSpin(rotation) : 0;
  const bothToOneSpot = arms.reach?.near !== undefined && arms.reach.near === arms.reach.far;
  // A finger standing up at the lips: the wrist below the mouth by about the finger and palm drawn past it.
  const faceUp = upAlongFace(headSpin);
  const belowLips = (lips: Point): Point => add(lips, u(body.armW) * 1.15, -faceUp.x, -faceUp.y);
  const toFace = (limb: LimbPoints, spot: FaceSpot, side: 1 | -1): LimbPoints => {
    const upright = fingerStandsAtLips(arms, side);
    // Upright, a finger at the lips stands up across the mouth itself, from a fist under the chin.
    if (upright && !lying)
      return foldTo(limb.root, fingerOnLips(headCentre, headR, direction, turn, u(body.armW)), u(body.upperArm), ...elbowAt(spot, direction, side, lying), 0);
    const target = faceSpot(spot, headCentre, headR, direction, turn, side, headSpin, bothToOneSpot);
    return foldTo(
      limb.root,
      upright ? belowLips(target) : target,
      u(body.upperArm),
      ...elbowAt(spot, direction, side, lying),
      (upright ? 0.2 : spots[spot].back) * u(body.armW),
    );
  };
  if (arms.reach?.near) nearArm = toFace(nearArm, arms.reach.near, 1);
  if (arms.reach?.far) farArm = toFace(farArm, arms.reach.far, -1);
  if (arms.palms) {
    // Palms pressed together under the chin, fingers up: the wrists a little apart, so the two palms drawn
    // above them meet in the middle; from the side one hand just behind the other, ahead of the chest.
    const w = u(body.armW);
    const y = headCentre.y + headR * 1.55 + w * 0.4;
    const upper = u(body.upperArm);
    if (direction === 0) {
      nearArm = foldTo(nearArm.root, { x: w * 0.3, y }, upper, 0.5, 0.8, 0);
      farArm = foldTo(farArm.root, { x: -w * 0.3, y }, upper, -0.5, 0.8, 0);
    } else {
      // The far hand a little ahead of the near one and higher, so its fingertips and edge show past the near palm:
      // one just behind the other, the near palm covered the far one and the two read as one flat hand raised.
      const x = headCentre.x + direction * headR * 0.75;
      nearArm = foldTo(nearArm.root, { x, y }, upper, direction * 0.3, 0.85, 0);
      farArm = foldTo(farArm.root, { x: x + direction * w * PALMS_AHEAD, y: y - w * PALMS_AHEAD * 0.4 }, upper, direction * 0.3, 0.85, 0);
    }
  }

  if (arms.claps) {
    // Clapping: the hands meet at the middle of the chest, out in front of it, the wrists a little apart so
    // the two open palms drawn above them touch; from the side one hand just behind the other.
    const w = u(body.armW);
    const upper = u(body.upperArm);
    // A child's big head brings its chin near the shoulders: the hands stay well below it.
    const y = Math.max(shoulder.y + upper * 0.8, headCentre.y + headR * 2.4);
    if (direction === 0) {
      nearArm = foldTo(nearArm.root, { x: w * 0.3, y }, upper, 0.55, 0.75, 0);
      farArm = foldTo(farArm.root, { x: -w * 0.3, y }, upper, -0.55, 0.75, 0);
    } else {
      const x = shoulder.x + direction * upper * 1.05;
      nearArm = foldTo(nearArm.root, { x, y }, upper, direction * 0.45, 0.75, 0);
      farArm = foldTo(farArm.root, { x: x + direction * w * 0.2, y }, upper, direction * 0.45, 0.75, 0);
    }
  }

  if (arms.crossesArms && direction !== 0 && !lying) {
    // Crossed, seen turned: the elbows down by the sides and each forearm across the chest to the other arm, the
    // near hand at the far side of the chest and the far one behind the near forearm. With both fists out ahead
    // of the chest they read as clapping (decision 064).
    const upper = u(body.upperArm);
    const elbow = (root: Point): Point => ({ x: root.x + direction * upper * 0.18, y: root.y + upper * 0.95 });
    const nearElbow = elbow(nearArm.root);
    const farElbow = elbow(farArm.root);
    const w = u(body.armW);
    const across = { x: shoulder.x + direction * shoulderW * 0.22, y: nearElbow.y - w * 0.9 };
    nearArm = { root: nearArm.root, mid: nearElbow, end: across };
    farArm = { root: farArm.root, mid: farElbow, end: { x: shoulder.x - direction * shoulderW * 0.05, y: across.y - w * 0.4 } };
  }

  if (spec.handsOnKnees && direction !== 0 && !lying) {
    // Sitting on the floor or crouching turned, a hanging hand sent nowhere rests on its own knee: on the floor before
    // the folded legs it read as a stray foot (a grandfather leaning in over a low table), and behind a crouch's boots
    // its fingertips read as bare toes under the sole (blind critics r82, r83). A pointing or open hand is doing something.
    const acts = (side: 'near' | 'far') => (side === 'near' ? arms.finger || arms.openHand : arms.farFinger || arms.farOpenHand);
    const free = (side: 'near' | 'far', limb: Limb) =>
      !handsTo[side] && !arms.reach?.[side] && !acts(side) && !arms.holds && !arms.hugs && !arms.claps && !arms.palms && !arms.crossesArms && limb[0] < HANGS;
    const onKnee = (arm: LimbPoints, leg: LimbPoints) =>
      reachDown(arm.root, { x: leg.mid.x, y: leg.mid.y - u(body.legW) * 0.7 }, u(body.upperArm), u(body.foreArm));
    if (free('near', arms.side.nearArm)) nearArm = onKnee(nearArm, nearLeg);
    if (free('far', arms.side.farArm)) farArm = onKnee(farArm, farLeg);
  }

  // A raised arm of the pose's own (a cheer, a wave, a jump) swings back off the face, so it is drawn in front of the
  // head, its shoulder and upper arm beside it (decision 136); sent to a point or a spot on the face, it stays there.
  const head = { headCentre, headR, direction };
  if (!lying && !handsTo.near && !arms.reach?.near) nearArm = offTheFace(nearArm, head, u(body.armW), direction === 1 ? -1 : 1);
  // Turned, the far arm goes behind the body and may go behind the head: swung back too, it hid behind the near one.
  if (!lying && direction === 0 && !handsTo.far && !arms.reach?.far) farArm = offTheFace(farArm, head, u(body.armW), -1);

  // The lowest point: soles below the ankles, knees and the seat resting on something.
  const sole = u(body.ankle);
  const legHalf = u(body.legW) / 2;
  let lowest = Math.max(nearLeg.end.y + sole, farLeg.end.y + sole, nearLeg.mid.y + legHalf, farLeg.mid.y + legHalf, hip.y + legHalf);
  let raise = 0;
  if (lying) {
    // On its back the figure rests on its side outline: half the shoulders and an arm below the hip line.
    raise = shoulderW / 2 + u(body.armW);
    lowest = 0;
  }
  const dy = -lowest - u(spec.lift ?? 0);
  // Hands sent to points outside the body (a rider's ankles), given where the figure stands on the
  // ground. From the front the elbow drops by the side and the forearm comes toward the viewer, so
  // it is drawn foreshortened (as for a hand at the face); from the side the arm bends, elbow down.
  // A pointing hand puts its fingertip there, any other hand its palm (clothes.ts draws both past the wrist).
  const handTo = (limb: LimbPoints, target: Point, side: 1 | -1): LimbPoints => {
    const upright = fingerStandsAtLips(arms, side);
    const pressed = side === 1 && arms.pressed === true && !lying;
    const counting = side === 1 && arms.counts === true && !lying;
    const palm = u(body.armW) * ((side === 1 ? arms.finger : arms.farFinger) && !upright && !counting ? 1.45 : pressed ? PRESSED_PALM : 0.2);
    const laid = lying ? unlaid(target, rotation, raise) : { x: target.x, y: target.y - dy };
    // Counting, the fingers stand up from the wrist to the point: the wrist below it by the palm and fingers.
    const at = counting
      ? { x: laid.x, y: laid.y + u(body.armW) * COUNTING_RISE }
      : upright
        ? belowLips(laid)
        : pressed
          ? pressedAt(limb.root, laid, u(body.upperArm + body.foreArm), palm)
          : laid;
    // Close in front of the body and below the shoulder the forearm comes toward the viewer; farther out,
    // or up at shoulder height and above (pointing at a thing held up), the arm just bends.
    const close = Math.hypot(at.x - limb.root.x, at.y - limb.root.y) < 0.6 * u(body.upperArm + body.foreArm) && at.y > limb.root.y + 0.25 * u(body.upperArm);
    if (direction === 0 && close && !pressed) return foldTo(limb.root, at, u(body.upperArm), side * 0.35, 0.75, palm);
    const offFace = lying ? undefined : (arm: LimbPoints) => !behindHead(head, arm, u(body.armW));
    return reachDown(limb.root, toward(at, limb.root, palm), u(body.upperArm), u(body.foreArm), { centre: headCentre, r: headR }, offFace);
  };
  if (handsTo.near) nearArm = handTo(nearArm, handsTo.near, 1);
  // Palms together seen from the side, sent to a point: the far hand there too a little ahead of and above the near one.
  const palmsAhead = arms.palms === true && direction !== 0 ? u(body.armW) * PALMS_AHEAD : 0;
  if (handsTo.far) farArm = handTo(farArm, { x: handsTo.far.x + direction * palmsAhead, y: handsTo.far.y - palmsAhead * 0.4 }, -1);
  const moveAll = (p: Point) => ({ x: p.x, y: p.y + dy });
  return {
    facing,
    direction,
    turn,
    hip: moveAll(hip),
    shoulder: moveAll(shoulder),
    headCentre: moveAll(headCentre),
    headR,
    staged: { centre: moveAll(stagedCentre), r: stagedR },
    lean,
    sway,
    hipTilt: -sway * HIP_TILT,
    nearArm: shift(nearArm, dy),
    farArm: shift(farArm, dy),
    nearLeg: shift(nearLeg, dy),
    farLeg: shift(farLeg, dy),
    shoulderW,
    hipW,
    rotation,
    raise,
  };
}
