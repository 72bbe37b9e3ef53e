import type { Box } from './figure-extent';
import { HAND_SHOWS, shownShare } from './figures/hands-in-sight';
import type { PictureLayout } from './picture-layout';

/**
 * Things held by nothing (decision 087): a held thing shows the hand that grips it. Read from the hands the engine
 * draws on each held thing, each with what of the holder's own body is drawn over it: a thing fails where none of its
 * hands shows at least `HAND_SHOWS` of itself, or none that shows touches the thing.
 */

/** How far a point is from a box: 0 inside it. */
export const distanceTo = (p: { x: number; y: number }, box: Box) =>
  Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));

/** Each held thing no shown hand of its holder is on: its holder, its part, and the most of a hand on it that shows. */
export function unheldThings(layout: PictureLayout): { holder: string; part: string; shows: number }[] {
  return layout.things
    .filter((thing) => thing.kind === 'held' && thing.heldIn && thing.heldIn.length > 0)
    .flatMap((thing) => {
      const hands = thing.heldIn!.map((hand) => ({ shows: shownShare(hand), on: distanceTo(hand.at, thing.box) <= hand.r }));
      if (hands.some((hand) => hand.shows >= HAND_SHOWS && hand.on)) return [];
      return [{ holder: thing.heldBy!, part: thing.part, shows: Math.max(...hands.map((hand) => (hand.on ? hand.shows : 0))) }];
    });
}

/** The same, as `holder's thing: the most of a hand that shows`. */
export function heldByNothing(layout: PictureLayout): string[] {
  return unheldThings(layout).map(({ holder, part, shows }) => `${holder}'s ${part}: ${shows.toFixed(2)} of a hand on it shows`);
}
