import type { AgeGroup, Build, PersonLook } from './types';

/**
 * The skull drawn, as a share of the staged head. With hair round it the staged head read a head too big
 * (children about 3 heads tall, adults 4, decision 060); drawn smaller under the same crown, a neck shows and
 * the shoulders, the hands' reach and every frame stay where the books placed them. Not smaller: a medium
 * shot frames its main face at 0.23 of the picture's height on the staged head, and the rule is a fifth.
 */
const HEAD_SHARE = 0.89;
const ADULT_SKULL = 0.91;

/**
 * Body measures as fractions of a standing figure's full height, so one skeleton serves every
 * age: in skulls, toddlers about 3.5 tall, children 4.2, teenagers 5, grown-ups 5.9 (elders stooped)
 * (docs/pictures.md). `headR` and `neck` are the head the books were staged on, to its crown; the
 * skull drawn under that crown is `skull` of it.
 */
export interface Proportions {
  /** The skull drawn, as a share of `headR`. */
  skull: number;
  headR: number;
  neck: number;
  torso: number;
  shoulderW: number;
  hipW: number;
  upperArm: number;
  foreArm: number;
  thigh: number;
  shin: number;
  /** Ankle above the sole. */
  ankle: number;
  armW: number;
  legW: number;
  /** Elders stoop a little: the torso leans this many degrees even when standing. */
  stoop: number;
}

const child: Proportions = {
  skull: HEAD_SHARE,
  headR: 0.135,
  neck: 0.02,
  torso: 0.26,
  shoulderW: 0.2,
  hipW: 0.15,
  upperArm: 0.14,
  foreArm: 0.13,
  thigh: 0.18,
  shin: 0.17,
  ankle: 0.025,
  armW: 0.062,
  legW: 0.072,
  stoop: 0,
};

const proportionsByAge: Record<AgeGroup, Proportions> = {
  toddler: {
    ...child,
    headR: 0.16,
    torso: 0.25,
    thigh: 0.15,
    shin: 0.14,
    upperArm: 0.12,
    foreArm: 0.11,
    armW: 0.07,
    legW: 0.085,
  },
  child,
  teen: {
    ...child,
    headR: 0.11,
    torso: 0.29,
    thigh: 0.21,
    shin: 0.2,
    upperArm: 0.16,
    foreArm: 0.15,
    shoulderW: 0.21,
    armW: 0.055,
    legW: 0.065,
  },
  // A grown-up's head is at least a child's (in life about a tenth bigger): at 0.09 of 330 it was smaller than a
  // child's 0.135 of 240, and a grown-up sitting or kneeling by a standing child read as a child. The same head on
  // a taller body (340, was 330 at 5.6 heads, now 6), with a longer torso and legs and broader shoulders: built
  // like a child, a grown-up read as "the same build as the children" (decision 064).
  adult: {
    // A bigger skull than HEAD_SHARE: at it a grown-up's face was smaller than a child's, and a family read as
    // tiny-headed planks beside big-headed children. About 5.9 skulls tall, the neck still showing. Bigger
    // still (0.93), the phone's staging of a crowded picture covered a fifth of a face.
    skull: ADULT_SKULL,
    headR: 0.093,
    neck: 0.03,
    torso: 0.3,
    shoulderW: 0.225,
    hipW: 0.155,
    upperArm: 0.167,
    foreArm: 0.147,
    thigh: 0.245,
    shin: 0.215,
    ankle: 0.025,
    armW: 0.048,
    legW: 0.057,
    stoop: 0,
  },
  elder: {
    // The smallest staged head, and a grandparent often stands at the back of a crowd: at HEAD_SHARE one behind
    // a family of five drew his head under the 24 px on a phone the shot-list check asks for (decision 060).
    skull: 0.95,
    headR: 0.091,
    neck: 0.025,
    torso: 0.3,
    shoulderW: 0.21,
    hipW: 0.155,
    upperArm: 0.158,
    foreArm: 0.138,
    thigh: 0.24,
    shin: 0.22,
    ankle: 0.025,
    armW: 0.052,
    legW: 0.062,
    stoop: 8,
  },
};

/** Standing height on the canvas of each age group at the front of the picture (depth 1): a child stands at a grown-up's chest. */
export const standingHeight: Record<AgeGroup, number> = {
  toddler: 180,
  child: 240,
  teen: 295,
  adult: 340,
  elder: 320,
};

/**
 * A body's measures for its build, where the cast gives one (shares of the age's): the shoulders' and hips' widths,
 * the limbs' thickness, the skull's size (a broad body carries a bigger head), the neck's length (the torso takes up
 * what it gives, so the head stays where the books placed it) and a belly rounding out the front (a share of the
 * shoulders). Lengths stay the age's (but the arms of wider shoulders), so heads, the hands' reach and every frame stay
 * where the books placed them. Builds only 8 % apart read as one peg body at phone size.
 */
const BUILDS: Record<Build, { shoulderW: number; hipW: number; limbs: number; neck: number; belly: number; skull: number }> = {
  slight: { shoulderW: 0.86, hipW: 0.9, limbs: 0.8, neck: 1.1, belly: 0, skull: 1 },
  sturdy: { shoulderW: 1.08, hipW: 1.14, limbs: 1.14, neck: 1, belly: 0, skull: 1 },
  broad: { shoulderW: 1.16, hipW: 1, limbs: 1, neck: 1, belly: 0, skull: 1.05 },
  stout: { shoulderW: 1.06, hipW: 1, limbs: 1, neck: 0.3, belly: 0.28, skull: 1 },
};

/**
 * The arms of wider shoulders are longer by the half-width they gained: a turned figure's near arm hangs from the
 * shoulder's back edge, and a hand the books sent across to a thing in front fell short of it on a broad body.
 */
const armsFor = (body: Proportions, shoulderW: number) => 1 + Math.max(0, shoulderW - body.shoulderW) / 2 / (body.upperArm + body.foreArm);

/** The skull drawn is at most the staged head, so hair and hats still fit the room the books left for them. */
const SKULL_MOST = 1;

/** How far this person's belly rounds out, a share of the shoulders (0 but for a stout build). */
export const bellyOf = (look: Pick<PersonLook, 'build'>): number => (look.build ? BUILDS[look.build].belly : 0);

/** The measures of this person's body: their age's, and their build's if the cast gives one. */
export function proportionsOf(look: Pick<PersonLook, 'age' | 'build'>): Proportions {
  const body = proportionsByAge[look.age];
  if (!look.build) return body;
  const b = BUILDS[look.build];
  const neck = body.neck * b.neck;
  const shoulderW = body.shoulderW * b.shoulderW;
  const arm = armsFor(body, shoulderW);
  return {
    ...body,
    skull: Math.min(SKULL_MOST, body.skull * b.skull),
    neck,
    torso: body.torso + body.neck - neck,
    shoulderW,
    upperArm: body.upperArm * arm,
    foreArm: body.foreArm * arm,
    hipW: body.hipW * b.hipW,
    armW: body.armW * b.limbs,
    legW: body.legW * b.limbs,
  };
}
