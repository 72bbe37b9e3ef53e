import { boxArea } from './bodies-apart';
import { handsInContact } from './contacts-kept';
import type { Box } from './figure-extent';
import type { PictureLayout } from './picture-layout';
import { overlapArea } from './tall-frame';

/**
 * What a phone's picture of a wide shot must show inside its frame, and so what a closer shot of the verb may cut
 * (decision 091). As a picture book frames a tall page, the frame's edge may cut a body: a figure below the
 * shoulders, a bystander's side. It never cuts the face of someone the picture is about (the scene's `faces`, the shot
 * list's first four, whom the words are about), a hand on what it touches, an animal or a named thing (the thing
 * acted on among them). A bystander, a person beyond those four, may leave the frame, but no face is cut through: it
 * is in or out. The checks read the same rule: the unit check from the engine's geometry
 * (`tests/pictures/close-shot.test.ts`), the Chromium check from the drawn picture
 * (`tests/content/pictures-show-shot-lists.system.test.ts`).
 */
export interface MustShow {
  /** The person, animal or thing, as its `data-part` names it. */
  part: string;
  /** A bystander's head (with hair) may be wholly out of the frame; the rest must be in. */
  what: 'face' | 'bystander' | 'hand' | 'animal' | 'thing';
  /** Its box in canvas units; a hand's is its wrist, a point. */
  box: Box;
}

/** The share of a must-show box the frame may cut: the shot-list check's tenth. */
export const MAY_CUT = 0.1;

/** Everything of a picture its frame must show, `faces` the people it is about (every person, where none are given). */
export function mustShow(layout: PictureLayout, faces?: readonly string[]): MustShow[] {
  return layout.things.flatMap((thing): MustShow[] => {
    if (thing.kind === 'person' && thing.head) {
      const { x, y, r } = thing.head;
      const face = { left: x - r, right: x + r, top: y - r, bottom: y + r };
      // Out of the frame, a bystander's hair and hat go too: no sliver of a head stays at the edge.
      const head = { left: x - r * HAIR, right: x + r * HAIR, top: y - r * HAIR, bottom: y + r };
      if (faces && !faces.includes(thing.part)) return [{ part: thing.part, what: 'bystander', box: head }];
      const hands = handsInContact(thing).map(({ wrist }): MustShow => ({
        part: thing.part,
        what: 'hand',
        box: { left: wrist.x, right: wrist.x, top: wrist.y, bottom: wrist.y },
      }));
      return [{ part: thing.part, what: 'face', box: face }, ...hands];
    }
    if (thing.kind === 'animal') return [{ part: thing.part, what: 'animal', box: thing.box }];
    if ((thing.kind === 'thing' || thing.kind === 'held' || thing.kind === 'icon') && thing.named && !thing.landmark)
      return [{ part: thing.part, what: 'thing', box: thing.box }];
    return [];
  });
}

/** The share of a box outside the picture's frame: a point is in or out. */
export function shareCut(box: Box, layout: PictureLayout): number {
  const { x, y, width, height } = layout.view;
  const frame = { left: x, right: x + width, top: y, bottom: y + height };
  if (boxArea(box) === 0) return box.left >= frame.left && box.left <= frame.right && box.top >= frame.top && box.top <= frame.bottom ? 0 : 1;
  return 1 - overlapArea(box, frame) / boxArea(box);
}

/** How far a head's hair and hat reach past its skull, in head radii. */
const HAIR = 1.4;

/** Whether a must-show box cut by this share is cut too far: past a tenth, or for a bystander's head, through it. */
export const cutTooFar = (what: MustShow['what'], cut: number): boolean => cut > MAY_CUT && !(what === 'bystander' && cut >= 1);

/** What the phone's picture (`tall`) must show: of what the desk's (`wide`) shows, and each hand on what it touches as the phone draws it. */
export function mustShowOnPhone(wide: PictureLayout, tall: PictureLayout, faces?: readonly string[]): MustShow[] {
  const key = (shown: MustShow) => `${shown.what} ${shown.part}`;
  const onDesk = new Set(
    mustShow(wide, faces)
      .filter((shown) => shareCut(shown.box, wide) <= MAY_CUT)
      .map(key),
  );
  return mustShow(tall, faces).filter((shown) => shown.what === 'hand' || onDesk.has(key(shown)));
}

/** What the phone's frame (`tall`) cuts too far of what it must show (`mustShowOnPhone`), each with the share cut. */
export function cutThatMustShow(wide: PictureLayout, tall: PictureLayout, faces?: readonly string[]): (MustShow & { cut: number })[] {
  return mustShowOnPhone(wide, tall, faces)
    .map((shown) => ({ ...shown, cut: shareCut(shown.box, tall) }))
    .filter(({ what, cut }) => cutTooFar(what, cut));
}
