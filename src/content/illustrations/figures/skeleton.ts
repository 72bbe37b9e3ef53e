import type { Proportions } from './proportions';
import type { FaceSpot, Limb, PoseSpec } from './poses';
import type { Facing } from './types';

export interface Point {
  x: number;
  y: number;
}

export interface LimbPoints {
  root: Point;
  mid: Point;
  end: Point;
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
  lean: number;
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

const rad = (deg: number) => (deg * Math.PI) / 180;

export function turnOf(facing: Facing): { direction: -1 | 0 | 1; turn: number } {
  switch (facing) {
    case 'front':
      return { direction: 0, turn: 0 };
    case 'three-quarter-left':
      return { direction: -1, turn: 0.55 };
    case 'three-quarter-right':
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
 * Where the wrist goes for a hand at a spot on the face, as shares of the head's radius from its
 * centre: the hand itself reaches on past the wrist (clothes.ts), so a wrist just under the mouth puts
 * the palm over it. `side` is +1 for the hand on the picture's right; `toward` is where the face turns.
 */
const wristAt: Record<FaceSpot, { front: [number, number]; profile: [number, number] }> = {
  mouth: { front: [0.32, 0.78], profile: [0.55, 0.85] },
  lips: { front: [0.28, 1.45], profile: [0.5, 1.4] },
  cheek: { front: [0.95, 0.85], profile: [0.3, 0.8] },
  eye: { front: [0.55, 0.6], profile: [0.5, 0.55] },
};

function faceSpot(spot: FaceSpot, head: Point, r: number, direction: -1 | 0 | 1, turn: number, side: 1 | -1): Point {
  if (direction === 0) {
    const [x, y] = wristAt[spot].front;
    return { x: head.x + side * x * r, y: head.y + y * r };
  }
  const [x, y] = wristAt[spot].profile;
  // The face's middle moves toward the turn; the near hand (side 1) sits a little nearer the viewer's side of it.
  return { x: head.x + direction * (x + 0.3 * turn) * r - direction * side * 0.12 * r, y: head.y + y * r };
}

/**
 * An arm folded up to a spot on the face: the elbow drops below the shoulder (out to the side in a
 * front view, where the upper arm comes toward the viewer and looks shorter; forward in a side view)
 * and the forearm rises from it to the spot. Solving the angles per body instead keeps a child's short
 * arm and a grandpa's long one both at the face.
 */
function foldTo(root: Point, target: Point, upper: number, out: number, drop: number): LimbPoints {
  const mid = { x: root.x + out * upper, y: root.y + drop * upper };
  return { root, mid, end: target };
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
export function solveSkeleton(body: Proportions, standing: number, spec: PoseSpec, facing: Facing, arms: PoseSpec = spec): Skeleton {
  const lying = spec.lying === true;
  const view = lying ? turnOf('front') : turnOf(facing);
  const { direction, turn } = view;
  const u = (share: number) => share * standing;
  const forward = direction === 0 ? 1 : direction;
  const lean = (spec.lean ?? 0) + body.stoop;

  const hip: Point = { x: 0, y: 0 };
  const up = { x: direction * Math.sin(rad(lean)), y: -Math.cos(rad(lean)) };
  const shoulder = add(hip, u(body.torso), up.x, up.y);
  const headR = u(body.headR);
  const headCentre = add(shoulder, u(body.neck) + headR * 0.92, up.x, up.y);

  const shoulderW = u(body.shoulderW) * (1 - 0.45 * turn);
  const hipW = u(body.hipW) * (1 - 0.4 * turn);
  let nearArm: LimbPoints;
  let farArm: LimbPoints;
  let nearLeg: LimbPoints;
  let farLeg: LimbPoints;
  const armLift = u(body.armW) * 0.5;

  if (direction === 0) {
    const right: Point = { x: shoulderW / 2 - armLift * 0.6, y: shoulder.y + armLift };
    const left: Point = { x: -right.x, y: right.y };
    nearArm = frontLimb(right, arms.front.rightArm, u(body.upperArm), u(body.foreArm), 1);
    farArm = frontLimb(left, arms.front.leftArm, u(body.upperArm), u(body.foreArm), -1);
    const thigh = u(body.thigh) * (spec.frontThigh ?? 1);
    const shin = u(body.shin) * (spec.frontShin ?? 1);
    nearLeg = frontLimb({ x: hipW / 2 - u(body.legW) / 2, y: 0 }, spec.front.rightLeg, thigh, shin, 1);
    farLeg = frontLimb({ x: -(hipW / 2 - u(body.legW) / 2), y: 0 }, spec.front.leftLeg, thigh, shin, -1);
  } else {
    // Three-quarter: the near shoulder sits on the back side of the chest, the far one peeks out in front.
    const spread = turn < 1 ? 0.32 : 0.06;
    const nearRoot: Point = { x: shoulder.x - direction * shoulderW * spread, y: shoulder.y + armLift };
    const farRoot: Point = { x: shoulder.x + direction * shoulderW * spread, y: shoulder.y + armLift };
    nearArm = sideLimb(nearRoot, arms.side.nearArm, u(body.upperArm), u(body.foreArm), forward, 1);
    farArm = sideLimb(farRoot, arms.side.farArm, u(body.upperArm), u(body.foreArm), forward, 1);
    const hipSpread = turn < 1 ? 0.3 : 0.05;
    nearLeg = sideLimb({ x: -direction * hipW * hipSpread, y: 0 }, spec.side.nearLeg, u(body.thigh), u(body.shin), forward, -1);
    farLeg = sideLimb({ x: direction * hipW * hipSpread, y: 0 }, spec.side.farLeg, u(body.thigh), u(body.shin), forward, -1);
  }

  if (arms.reach?.near) {
    const target = faceSpot(arms.reach.near, headCentre, headR, direction, turn, 1);
    nearArm = foldTo(nearArm.root, target, u(body.upperArm), direction === 0 ? 0.3 : direction * 0.4, direction === 0 ? 0.6 : 0.8);
  }
  if (arms.reach?.far) {
    const target = faceSpot(arms.reach.far, headCentre, headR, direction, turn, -1);
    farArm = foldTo(farArm.root, target, u(body.upperArm), direction === 0 ? -0.3 : direction * 0.4, direction === 0 ? 0.6 : 0.8);
  }

  // The lowest point: soles below the ankles, knees and the seat resting on something.
  const sole = u(body.ankle);
  const legHalf = u(body.legW) / 2;
  let lowest = Math.max(nearLeg.end.y + sole, farLeg.end.y + sole, nearLeg.mid.y + legHalf, farLeg.mid.y + legHalf, hip.y + legHalf);
  let rotation = 0;
  let raise = 0;
  if (lying) {
    // On its back the figure rests on its side outline: half the shoulders and an arm below the hip line.
    rotation = facing.endsWith('left') ? -90 : 90;
    raise = shoulderW / 2 + u(body.armW);
    lowest = 0;
  }
  const dy = -lowest - u(spec.lift ?? 0);
  const moveAll = (p: Point) => ({ x: p.x, y: p.y + dy });
  return {
    facing,
    direction,
    turn,
    hip: moveAll(hip),
    shoulder: moveAll(shoulder),
    headCentre: moveAll(headCentre),
    headR,
    lean,
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
