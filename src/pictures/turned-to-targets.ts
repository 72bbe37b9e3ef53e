import type { Facing, Gaze, HeadTilt } from '@/pictures/vocabulary/figure-vocabulary';
import type { PersonItem, PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { groundOf } from './backgrounds';
import { headOf, personAsDrawn, type PersonPlaced } from './draw-scene';
import { boxAround, extentOf, type Box } from './figure-extent';
import { animalLook } from './figures/animals';
import { poseSpecs } from './figures/poses';
import type { Point } from './figures/skeleton';

/**
 * Turning people toward whom or what they deal with (`turnsTo`, `bendsTo`, a reach: `drawnTargetOf`), face and body to
 * a profile where it is beside them (decisions 088, 089), in whichever composition is drawn: the target is found where this
 * scene puts it, so the phone's re-staged picture, which may move the group about, turns each person the right way
 * there too. Run on a scene as it will be drawn; running it again changes nothing.
 */
export function turnedToTargets(scene: Scene): Scene {
  const names = (item: PictureItem) =>
    ('person' in item && (item.turnsTo ?? item.bendsTo ?? item.reachTo) !== undefined) || ('animal' in item && item.turnsTo !== undefined);
  if (!scene.items.some(names)) return scene;
  const ground = groundOf(scene);
  const items = scene.items.map((item, i) => {
    if ('animal' in item && item.turnsTo !== undefined) return animalTurnedTo(item, item.turnsTo, scene, ground);
    if (!('person' in item) || !names(item)) return item;
    return turnedTo(item, personAsDrawn(scene, i, ground), scene, ground, carriesRider(scene.items, i));
  });
  return { ...scene, items: items as Scene['items'] };
}

type AnimalItem = Extract<PictureItem, { animal: string }>;

/**
 * An animal turned to its target where this scene draws it: an owl's head (her body keeps its way, a flight its
 * line), any other animal's body. A target straight above or below, or its own middle, leaves it as it is.
 */
function animalTurnedTo(item: AnimalItem, to: NonNullable<AnimalItem['turnsTo']>, scene: Scene, ground: number): AnimalItem {
  const at = targetPoint(scene, to, ground);
  if (!at || at.x === item.x || item.headFacing === 'front') return item;
  const toward = at.x < item.x ? 'left' : 'right';
  return animalLook(item.animal)?.species === 'owl' ? { ...item, headFacing: toward } : { ...item, facing: toward };
}

type By = 'turnsTo' | 'bendsTo' | 'reachTo';

/**
 * Whom or what a person deals with, where this scene draws it (`item` as drawn: a rider up on the carrier's
 * shoulders): whom they turn to (`turnsTo`), else whom they bend toward (`bendsTo`), else where a hand reaches
 * (`reachTo`, the near hand's first). A reach is a target only off to the person's side (`REACH_ASIDE`) and on the side
 * their body already faces, or any side for a body facing us: a hand at their own face, chest or lap, or one on a cane
 * or a post behind them, is not a thing they turn to. `from` is the x the target's side is read from: a bend leans the
 * head over what it bends to, so its side is read from the hips. `head` is the person's head as drawn, which the
 * caller has already found.
 */
export function drawnTargetOf(
  scene: Scene,
  item: PersonItem,
  head: { x: number; r: number },
  ground = groundOf(scene),
): { at: Point; part?: string; by: By; from: number } | undefined {
  const named = (to: NonNullable<PersonItem['turnsTo']>, by: By, from: number) => {
    const at = targetPoint(scene, to, ground);
    return at && { at, ...(typeof to === 'string' && { part: to }), by, from };
  };
  if (item.turnsTo !== undefined) return named(item.turnsTo, 'turnsTo', head.x);
  if (item.bendsTo !== undefined) return named(item.bendsTo, 'bendsTo', item.x);
  const faces = sideOf(item.facing);
  const { x, r } = head;
  const aside = [item.reachTo?.near, item.reachTo?.far].filter((to) => to !== undefined && Math.abs(to.x - x) >= r * REACH_ASIDE);
  // Hands sent out to both sides (a board on the knee, a crayon held up on the other side) name no one side to turn to.
  if (aside.length === 2 && Math.sign(aside[0]!.x - x) !== Math.sign(aside[1]!.x - x)) return undefined;
  const reach = aside.find((to) => faces === 0 || Math.sign(to!.x - x) === faces);
  return reach && { at: { x: reach.x, y: reach.y }, by: 'reachTo', from: x };
}

/** A reach this many head radii or more to the side of the head is a thing the person turns to. */
const REACH_ASIDE = 1.5;
/** A target less than this many head radii to either side is straight ahead: the turn stays as the scene gave it. */
export const AHEAD = 0.6;

/**
 * Where a target is off to the side of a head (this many head radii or more across, and no steeper than `ASIDE_SLOPE`
 * above or below), the head turns to a near profile: at phone size a three-quarter face with both eyes still reads
 * as looking at the reader.
 */
const PROFILE_AT = 1.6;
const ASIDE_SLOPE = 1.2;

/** Whether a target at `at` lies off to the side of a head, far enough that the face turns to a profile toward it. */
export const asideOf = (head: { x: number; y: number; r: number }, at: Point): boolean =>
  Math.abs(at.x - head.x) >= head.r * PROFILE_AT && Math.abs(at.y - head.y) <= Math.abs(at.x - head.x) * ASIDE_SLOPE;

/** Where a person's target is drawn in this scene: a person's head, an animal's or a thing's middle, a held thing's, or the point. */
export function targetPoint(scene: Scene, to: NonNullable<PersonItem['turnsTo']>, ground = groundOf(scene)): Point | undefined {
  if (typeof to !== 'string') return to;
  for (const [i, item] of scene.items.entries()) {
    // A person's head where it is drawn: a rider's up on the carrier's shoulders.
    if ('person' in item && item.person === to) return headOf(personAsDrawn(scene, i, ground), ground, scene.wardrobe, false, scene.items);
    const named = ('animal' in item && item.animal === to) || (('prop' in item || 'icon' in item) && item.part === to);
    if (named) {
      const extent = extentOf(item, ground, scene.wardrobe);
      return extent ? middle(boxAround(extent.parts), item.x, item.y) : undefined;
    }
  }
  // A thing held in someone's hands (a star, a card) is where their hands hold it.
  for (const item of scene.items) {
    if (!('person' in item) || (item.holding?.part !== to && item.holdingFar?.part !== to)) continue;
    const held = extentOf(item, ground, scene.wardrobe)?.held?.find((thing) => thing.part === to);
    if (held) return middle(held.box, item.x, item.y);
  }
  return undefined;
}

const middle = (box: Box, x: number, y: number): Point => ({ x: x + (box.left + box.right) / 2, y: y + (box.top + box.bottom) / 2 });

/** Which side of the picture a facing looks toward: −1 left, +1 right, 0 at us. */
function sideOf(facing: Facing): -1 | 0 | 1 {
  return facing.endsWith('left') ? -1 : facing.endsWith('right') ? 1 : 0;
}

const mirrored = <T extends string>(word: T): T =>
  (word.endsWith('left') ? word.replace(/left$/, 'right') : word.endsWith('right') ? word.replace(/right$/, 'left') : word) as T;

/** Past this angle above (or below) level, the head tips up (or down) to the target; past the smaller one, only the eyes do. */
const TIP_HEAD = 40;
const TIP_EYES = 14;

/**
 * Whether the person at `index` carries the one before them on their shoulders: a carrier stays square under the
 * rider, whose legs hang over them.
 */
export function carriesRider(items: readonly PictureItem[], index: number): boolean {
  const rider = items[index - 1];
  return rider !== undefined && 'person' in rider && rider.pose === 'ride-shoulders';
}

/** Bodies that cannot turn on their own: lying, riding on shoulders or carrying a rider there, hugging (the hug poses its own). */
export function bodyTurns(item: PersonItem, carries = false): boolean {
  return !poseSpecs[item.pose].lying && item.pose !== 'ride-shoulders' && item.hugs === undefined && !carries;
}

/**
 * A head that turns to a profile toward a target beside it: not a lying one (its head lies on the pillow), a hugging
 * one (the hug poses its heads), or a three-quarter one the scene asks for (a face the words need seen whole, such
 * as cheeks puffed red at a child).
 */
export function profileTurns(item: PersonItem): boolean {
  return !poseSpecs[item.pose].lying && item.hugs === undefined && !item.headFacing?.startsWith('three-quarter');
}

/** `item` turned to its target; `drawn` is where the scene draws it (a rider up on the carrier's shoulders). */
function turnedTo(item: PersonItem, drawn: PersonPlaced, scene: Scene, ground: number, carries: boolean): PictureItem {
  const head = headOf(drawn, ground, scene.wardrobe, false, scene.items);
  const found = drawnTargetOf(scene, drawn, head, ground);
  if (!found) return item;
  const target = found.at;
  const dx = target.x - head.x;
  const dy = target.y - head.y;
  // A target straight ahead of the face (in front of the chest, on the lap) leaves the turn as the scene gave it.
  const side = Math.abs(target.x - found.from) < head.r * AHEAD ? 0 : Math.sign(target.x - found.from);
  const looks = item.headFacing ?? item.facing;
  let { facing, headFacing, gaze } = item;
  if (side !== 0) {
    if (sideOf(looks) === 0) {
      // Facing us: the head turns three-quarters to the target, then the body (not past what it was given to turn).
      const toward = (side < 0 ? 'three-quarter-left' : 'three-quarter-right') as Facing;
      headFacing = undefined;
      if (!bodyTurns(item, carries)) headFacing = toward;
      else if (sideOf(item.facing) === 0) facing = toward;
      else if (sideOf(item.facing) !== side) facing = mirrored(item.facing);
    } else if (sideOf(looks) !== side) {
      // Looking the other way: the whole figure turns about, a shoulder turned away staying turned away.
      if (bodyTurns(item, carries)) facing = mirrored(item.facing);
      headFacing = item.headFacing && mirrored(item.headFacing);
      if (!bodyTurns(item, carries) && !headFacing) headFacing = mirrored(item.facing);
      gaze = gaze && mirrored(gaze);
    }
  }
  // A target off to the side turns the face to a profile toward it, and the body with it (decision 089): under a
  // profile head a three-quarter torso still read as square to the reader. A head seen from behind keeps its turn, and
  // so do those `profileTurns` names; a body that cannot turn, or one turned away with the head looking back over its
  // shoulder, or kept square by the scene under a head of its own (`headFacing` on a `front` body), keeps its own.
  const turned = headFacing ?? facing;
  if (side !== 0 && asideOf(head, target) && sideOf(turned) === side && !turned.includes('back') && profileTurns(item)) {
    headFacing = (side < 0 ? 'side-left' : 'side-right') as Facing;
    if (bodyTurns(item, carries) && sideOf(facing) === side) facing = headFacing;
    if (headFacing === facing) headFacing = undefined;
  }
  const rise = (Math.atan2(-dy, Math.abs(dx)) * 180) / Math.PI;
  // A bend already tips the head in toward what it bends to; tipped down again it went over the bend.
  const tips = found.by !== 'bendsTo';
  const tilt: HeadTilt | undefined = item.head ?? (!tips ? undefined : rise > TIP_HEAD ? 'up' : rise < -TIP_HEAD ? 'down' : undefined);
  if (item.gaze === undefined) gaze = gazeTo(side, rise);
  return { ...item, facing, headFacing, gaze, ...(tilt ? { head: tilt } : {}) };
}

function gazeTo(side: number, rise: number): Gaze | undefined {
  const vertical = rise > TIP_EYES ? 'up' : rise < -TIP_EYES ? 'down' : '';
  const across = side < 0 ? 'left' : side > 0 ? 'right' : '';
  const word = [vertical, across].filter(Boolean).join('-');
  return word === '' ? undefined : (word as Gaze);
}
