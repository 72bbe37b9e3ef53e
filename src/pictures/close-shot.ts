import { boxArea } from './bodies-apart';
import { handsInContact } from './contacts-kept';
import { boxAround, type Box } from './figure-extent';
import type { LaidOut, PictureLayout } from './picture-layout';
import { overlapArea, type View } from './tall-frame';

/**
 * What a phone's picture of a wide shot must show inside its frame, and so what a closer shot of the verb may cut
 * (decision 091). As a picture book frames a tall page, the frame's edge may cut a body: a figure below the
 * shoulders, a bystander's side. It never cuts the face of someone the picture is about (the scene's `faces`, the shot
 * list's first four, whom the words are about), a hand on what it touches, an animal or a named thing (the thing
 * acted on among them). A bystander, a person beyond those four, shows their face or takes the whole head out of the
 * frame: no sliver of a head stays at the edge. The checks read the same rule: the unit check from the engine's geometry
 * (`tests/pictures/close-shot.test.ts`), the Chromium check from the drawn picture
 * (`tests/content/pictures-show-shot-lists.system.test.ts`).
 */
export interface MustShow {
  /** The person, animal or thing, as its `data-part` names it. */
  part: string;
  /** A bystander's face must be in, or their whole head with its hair (`whole`) out of the frame; the rest must be in. */
  what: 'face' | 'bystander' | 'hand' | 'animal' | 'thing';
  /** Its box in canvas units; a hand's is its wrist, a point. */
  box: Box;
  whole?: Box;
}

/** The share of a must-show box the frame may cut: the shot-list check's tenth. */
export const MAY_CUT = 0.1;

/** How far a hat's brim or a bun reaches to the side of a head, in head radii. */
const HAT = 1.5;

/** Everything of a picture its frame must show, `faces` the people it is about (every person, where none are given). */
function mustShow(layout: PictureLayout, faces?: readonly string[]): MustShow[] {
  return layout.things.flatMap((thing): MustShow[] => {
    if (thing.kind === 'person' && thing.head) {
      const { x, y, r } = thing.head;
      const face = { left: x - r, right: x + r, top: y - r, bottom: y + r };
      // A bystander out of the frame takes the hair and hat along: no sliver of a head stays at the edge.
      const hair = thing.body?.[0] ?? face;
      const head = {
        left: Math.min(x - r * HAT, hair.left),
        right: Math.max(x + r * HAT, hair.right),
        top: Math.min(face.top, hair.top),
        bottom: face.bottom,
      };
      if (faces && !faces.includes(thing.part)) return [{ part: thing.part, what: 'bystander', box: face, whole: head }];
      const hands = handsInContact(thing).map(({ wrist }): MustShow => ({
        part: thing.part,
        what: 'hand',
        box: { left: wrist.x, right: wrist.x, top: wrist.y, bottom: wrist.y },
      }));
      return [{ part: thing.part, what: 'face', box: face }, ...hands];
    }
    if (thing.kind === 'animal') return [{ part: thing.part, what: 'animal', box: thing.outline ?? thing.box }];
    if ((thing.kind === 'thing' || thing.kind === 'held' || thing.kind === 'icon') && thing.named && !thing.landmark)
      return [{ part: thing.part, what: 'thing', box: thing.box }];
    return [];
  });
}

/** The share of a box outside a picture's frame (its view): a point is in or out. */
export function shareCut(box: Box, view: View): number {
  const { x, y, width, height } = view;
  const frame = { left: x, right: x + width, top: y, bottom: y + height };
  if (boxArea(box) === 0) return box.left >= frame.left && box.left <= frame.right && box.top >= frame.top && box.top <= frame.bottom ? 0 : 1;
  return 1 - overlapArea(box, frame) / boxArea(box);
}

/**
 * How much of a person (head with hair, torso, arms and legs, what the hands hold) or an animal's outline (tail, ears,
 * legs) a frame's side edges cut, as a share of its width: 0 whole, 1 out of the frame.
 */
export function sideCut(thing: LaidOut, view: View): number {
  const boxes: Box[] = thing.kind === 'animal' ? [thing.outline ?? thing.box] : thing.parts;
  if (boxes.length === 0) return 0;
  const box = boxAround(boxes);
  return shareOutsideSides(box.left, box.right, view);
}

/** How much of a span from `left` to `right` a frame's side edges leave out, as a share of its width (0 if it has none). */
export function shareOutsideSides(left: number, right: number, view: View): number {
  const cut = Math.max(0, view.x - left) + Math.max(0, right - (view.x + view.width));
  return right > left ? Math.min(1, cut / (right - left)) : 0;
}

/** Past this share of its width cut at a side, a body reads as cut by the frame (a tail's tip, a hand's edge do not). */
export const SIDE_CUT = 0.05;

/**
 * Whether the frame cuts a must-show box too far: past a tenth; a bystander's face past a tenth while any of the head
 * is still in (`wholeCut`, the share of the head with its hair out), so no sliver of a head stays at the edge.
 */
export const cutTooFar = (shown: Pick<MustShow, 'what'>, cut: number, wholeCut = 0): boolean => cut > MAY_CUT && !(shown.what === 'bystander' && wholeCut >= 1);

/** What the phone's picture (`tall`) must show: of what the desk's (`wide`) shows, and each hand on what it touches as the phone draws it. */
export function mustShowOnPhone(wide: PictureLayout, tall: PictureLayout, faces?: readonly string[]): MustShow[] {
  const key = (shown: MustShow) => `${shown.what} ${shown.part}`;
  const onDesk = new Set(
    mustShow(wide, faces)
      .filter((shown) => shareCut(shown.box, wide.view) <= MAY_CUT)
      .map(key),
  );
  return mustShow(tall, faces).filter((shown) => shown.what === 'hand' || onDesk.has(key(shown)));
}

/** What the phone's frame (`tall`) cuts too far of what it must show (`mustShowOnPhone`), each with the share cut. */
export function cutThatMustShow(wide: PictureLayout, tall: PictureLayout, faces?: readonly string[]): (MustShow & { cut: number })[] {
  return mustShowOnPhone(wide, tall, faces)
    .map((shown) => ({ ...shown, cut: shareCut(shown.box, tall.view) }))
    .filter((shown) => cutTooFar(shown, shown.cut, shown.whole && shareCut(shown.whole, tall.view)));
}
