import type { Facing, Gaze, HeadTilt } from '@/pictures/vocabulary/figure-vocabulary';
import type { PersonItem, PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { groundTop } from './backgrounds';
import { headOf, personAsDrawn, type PersonPlaced } from './draw-scene';
import { boxAround, extentOf, type Box } from './figure-extent';
import { poseSpecs } from './figures/poses';
import type { Point } from './figures/skeleton';

/**
 * Turning people toward whom or what they deal with (a person's `turnsTo`), in whichever composition is drawn: the
 * target is found where this scene puts it, so the phone's re-staged picture, which may move the group about, turns
 * each person the right way there too. Run on a scene as it will be drawn; running it again changes nothing.
 */
export function turnedToTargets(scene: Scene): Scene {
  if (!scene.items.some((item) => 'person' in item && item.turnsTo !== undefined)) return scene;
  const ground = groundTop(scene.background);
  const items = scene.items.map((item) => ('person' in item && item.turnsTo !== undefined ? turnedTo(item, scene, ground) : item));
  return { ...scene, items: items as Scene['items'] };
}

/** Where a person's target is drawn in this scene: a person's head, an animal's or a thing's middle, a held thing's, or the point. */
export function targetPoint(scene: Scene, to: NonNullable<PersonItem['turnsTo']>, ground = groundTop(scene.background)): Point | undefined {
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

/** Bodies that cannot turn on their own: lying, riding on shoulders, hugging (the hug poses its own). */
function bodyTurns(item: PersonItem): boolean {
  return !poseSpecs[item.pose].lying && item.pose !== 'ride-shoulders' && item.hugs === undefined;
}

function turnedTo(item: PersonItem, scene: Scene, ground: number): PictureItem {
  const target = targetPoint(scene, item.turnsTo!, ground);
  if (!target) return item;
  const head = headOf(item as PersonPlaced, ground, scene.wardrobe, false, scene.items);
  const dx = target.x - head.x;
  const dy = target.y - head.y;
  // A target straight ahead of the face (in front of the chest, on the lap) leaves the turn as the scene gave it.
  const side = Math.abs(dx) < head.r * 0.6 ? 0 : Math.sign(dx);
  const looks = item.headFacing ?? item.facing;
  let { facing, headFacing, gaze } = item;
  if (side !== 0) {
    if (sideOf(looks) === 0) {
      // Facing us: the head turns three-quarters to the target, then the body (not past what it was given to turn).
      const toward = (side < 0 ? 'three-quarter-left' : 'three-quarter-right') as Facing;
      headFacing = undefined;
      if (!bodyTurns(item)) headFacing = toward;
      else if (sideOf(item.facing) === 0) facing = toward;
      else if (sideOf(item.facing) !== side) facing = mirrored(item.facing);
    } else if (sideOf(looks) !== side) {
      // Looking the other way: the whole figure turns about, a shoulder turned away staying turned away.
      if (bodyTurns(item)) facing = mirrored(item.facing);
      headFacing = item.headFacing && mirrored(item.headFacing);
      if (!bodyTurns(item) && !headFacing) headFacing = mirrored(item.facing);
      gaze = gaze && mirrored(gaze);
    }
  }
  const rise = (Math.atan2(-dy, Math.abs(dx)) * 180) / Math.PI;
  const tilt: HeadTilt | undefined = item.head ?? (rise > TIP_HEAD ? 'up' : rise < -TIP_HEAD ? 'down' : undefined);
  if (item.gaze === undefined) gaze = gazeTo(side, rise);
  return { ...item, facing, headFacing, gaze, ...(tilt ? { head: tilt } : {}) };
}

function gazeTo(side: number, rise: number): Gaze | undefined {
  const vertical = rise > TIP_EYES ? 'up' : rise < -TIP_EYES ? 'down' : '';
  const across = side < 0 ? 'left' : side > 0 ? 'right' : '';
  const word = [vertical, across].filter(Boolean).join('-');
  return word === '' ? undefined : (word as Gaze);
}
