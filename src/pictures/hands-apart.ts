import { handShows, type Palm } from './figures/hands-in-sight';
import type { PictureLayout } from './picture-layout';

/**
 * Hands that knot where they meet (decision 087): two people's hands that end on the same thing or point were drawn
 * through each other, four hands in one clump round a star. Read from the palms the engine draws: two shown hands of
 * different people fail where they share more than `KNOT` of the smaller; side by side, or one over the other by a
 * finger's width, they read as two hands.
 */

/** The share of the smaller palm two hands may share: fingers over a neighbour's edge, not one hand through another. */
export const KNOT = 0.25;

/** The area two discs share. */
function discsShared(a: Palm, b: Palm): number {
  const d = Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y);
  const [r, s] = [a.r, b.r];
  if (d >= r + s) return 0;
  if (d <= Math.abs(r - s)) return Math.PI * Math.min(r, s) ** 2;
  const alpha = Math.acos((d * d + r * r - s * s) / (2 * d * r));
  const beta = Math.acos((d * d + s * s - r * r) / (2 * d * s));
  return r * r * (alpha - Math.sin(2 * alpha) / 2) + s * s * (beta - Math.sin(2 * beta) / 2);
}

/** The share of the smaller of two palms the other lies over. */
export const palmsShared = (a: Palm, b: Palm): number => discsShared(a, b) / (Math.PI * Math.min(a.r, b.r) ** 2);

/** Each two shown hands of different people drawn through each other, as `a's near / b's far: share`. */
export function handsKnotted(layout: PictureLayout): string[] {
  const hands = layout.things
    .filter((t) => t.kind === 'person' && t.palms)
    .flatMap((person) => person.palms!.map((palm, k) => ({ who: person.part, hand: k === 0 ? 'near' : 'far', palm })).filter(({ palm }) => handShows(palm)));
  return hands.flatMap((a, i) =>
    hands
      .slice(i + 1)
      .filter((b) => b.who !== a.who && palmsShared(a.palm, b.palm) > KNOT)
      .map((b) => `${a.who}'s ${a.hand} / ${b.who}'s ${b.hand}: ${palmsShared(a.palm, b.palm).toFixed(2)}`),
  );
}
