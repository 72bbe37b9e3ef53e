import { boxArea } from './bodies-apart';
import type { Box } from './figure-extent';
import { unheldThings } from './held-in-hand';
import type { LaidOut, PictureLayout } from './picture-layout';
import { overlapArea } from './tall-frame';

/**
 * The contacts of one composition that another of the same scene breaks (decision 090): the phone's picture, staged
 * again for its narrow frame, keeps every contact the desk's has. Read from the engine's geometry of both pictures:
 * a hand on what it is sent to (a thing, a person), a held thing in a hand that shows, a thing resting on its support
 * (a cake on a table), a rope's end on what it ties, someone seated on their seat, and no thing drawn over a body it
 * does not lie on in the desk's.
 */

/** A hand reaches the point it is sent to when its wrist is this many of its head's radii from it, or nearer. */
const REACH = 1.5;
/** How much more of a thing may lie over someone's body on the phone than on the desk before it reads as on them. */
const OVER_BODY = 0.2;
/** Wider than this a thing is a part of the place (a rug, a road), which people stand on and before. */
const WIDEST = 372;

/** One contact the desk's picture has that the phone's breaks. */
export interface Broken {
  kind: 'hand off' | 'rope tied to nothing' | 'held by nothing' | 'off its support' | 'off its seat' | 'over a body';
  /** Who or what lost the contact, and what it was with. */
  who: string;
  what: string;
}

const key = (thing: LaidOut) => `${thing.kind} ${thing.part}#${thing.order}`;
const within = (p: { x: number; y: number }, box: Box, by = 0) =>
  p.x >= box.left - by && p.x <= box.right + by && p.y >= box.top - by && p.y <= box.bottom + by;

/** Each hand of a person that is on what it is sent to: on the thing there (as the scene says, or as drawn), its wrist at the point. */
export function handsInContact(person: LaidOut): { hand: 'near' | 'far'; on: string; wrist: { x: number; y: number } }[] {
  const r = person.head?.r ?? 0;
  return (person.reaches ?? []).flatMap(({ hand, on, declared, touches, wrist, to }) =>
    on === undefined || (declared && !touches) || Math.hypot(wrist.x - to.x, wrist.y - to.y) > REACH * r ? [] : [{ hand, on, wrist }],
  );
}

const handsOn = (person: LaidOut) => new Map(handsInContact(person).map(({ hand, on }) => [hand, on]));

/** The smallest thing drawn before a figure (its seat: a chair, a bed, a step) whose box holds where the figure sits, if it sits raised. */
function seatOf(layout: PictureLayout, figure: LaidOut): LaidOut | undefined {
  if (!figure.seat) return undefined;
  return layout.things
    .filter((t) => t.kind === 'thing' && !t.landmark && t.order < figure.order && t.box.right - t.box.left <= WIDEST && within(figure.seat!, t.box, 2))
    .sort((a, b) => boxArea(a.box) - boxArea(b.box))[0];
}

/** The share of a thing's box over a person's body. */
const overBody = (thing: LaidOut, person: LaidOut) =>
  boxArea(thing.box) === 0 ? 0 : Math.min(1, person.body!.reduce((sum, box) => sum + overlapArea(thing.box, box), 0) / boxArea(thing.box));

/**
 * Each thing drawn after a person over their body (a cake in a lap, a present on a thigh), as the share of the thing
 * there. A thing others rest on (a table before someone seated at it) stands in front of them, not on them; so does
 * what rests on it (the crayons on that table).
 */
function thingsOverBodies(layout: PictureLayout): Map<string, number> {
  const people = layout.things.filter((t) => t.kind === 'person' && t.body);
  const supports = new Set(layout.things.flatMap((t) => (t.restsOn ? [t.restsOn.part] : [])));
  const supportOrder = (thing: LaidOut) => layout.things.find((t) => t.kind === 'thing' && t.part === thing.restsOn?.part)?.order ?? -1;
  const over = new Map<string, number>();
  for (const thing of layout.things) {
    if ((thing.kind !== 'thing' && thing.kind !== 'held') || thing.landmark || thing.box.right - thing.box.left > WIDEST || supports.has(thing.part)) continue;
    for (const person of people) {
      if (thing.order <= person.order || thing.heldBy === person.part || supportOrder(thing) > person.order) continue;
      over.set(`${thing.part}#${thing.order} over ${person.part}`, overBody(thing, person));
    }
  }
  return over;
}

/** Whether a rope's end, where it is tied, lies under the body of someone drawn after the thing it ties: the rope then runs to nothing. */
function ropeHidden(layout: PictureLayout, person: LaidOut): boolean {
  const tied = layout.things.find((t) => t.kind === 'thing' && t.part === person.rope!.part);
  if (!tied) return true;
  return layout.things.some((t) => t.kind === 'person' && t.body && t.order > tied.order && t.body.some((box) => within(person.rope!.end, box)));
}

/** The contacts of the desk's picture (`wide`) that the phone's (`tall`) breaks. */
export function contactsBroken(wide: PictureLayout, tall: PictureLayout): Broken[] {
  const now = new Map(tall.things.map((t) => [key(t), t]));
  const broken: Broken[] = [];
  for (const was of wide.things) {
    const is = now.get(key(was));
    if (!is) continue;
    if (was.kind === 'person') {
      const after = handsOn(is);
      handsOn(was).forEach((on, hand) => {
        if (after.get(hand) !== on) broken.push({ kind: 'hand off', who: `${was.part}'s ${hand} hand`, what: on });
      });
      if (was.rope && is.rope && !ropeHidden(wide, was) && ropeHidden(tall, is))
        broken.push({ kind: 'rope tied to nothing', who: `${was.part}'s rope`, what: was.rope.part });
    }
    if (was.restsOn && is.restsOn?.part !== was.restsOn.part) broken.push({ kind: 'off its support', who: was.part, what: was.restsOn.part });
    const seat = seatOf(wide, was);
    if (seat && seatOf(tall, is)?.order !== seat.order) broken.push({ kind: 'off its seat', who: was.part, what: seat.part });
  }
  const unheld = new Set(unheldThings(wide).map(({ holder, part }) => `${holder} ${part}`));
  for (const { holder, part } of unheldThings(tall)) if (!unheld.has(`${holder} ${part}`)) broken.push({ kind: 'held by nothing', who: holder, what: part });
  const before = thingsOverBodies(wide);
  thingsOverBodies(tall).forEach((share, pair) => {
    if (share <= (before.get(pair) ?? 0) + OVER_BODY) return;
    const [thing, person] = pair.split(' over ') as [string, string];
    broken.push({ kind: 'over a body', who: thing.split('#')[0]!, what: person });
  });
  return broken;
}
