import type { Scene } from '@/pictures/vocabulary/scene';
import { groundOf } from './backgrounds';
import { personAsDrawn, type PersonPlaced } from './draw-scene';
import { extentOf } from './figure-extent';
import { handShows, type Palm } from './figures/hands-in-sight';
import type { Point } from './figures/skeleton';
import { KNOT, palmsShared } from './hands-apart';

/**
 * Hands that meet sit side by side (decision 087): where a person's hand is drawn through a hand of someone drawn
 * before them (four hands on one star, two people's hands on one cheek), that hand moves along, level with where it
 * was, to the nearest place it lies over the other by no more than a finger's width. The hand drawn in front moves, so
 * the one behind keeps what it holds or touches. Run on a scene as it will be drawn, after it is staged and turned.
 */

/** How much of the smaller palm a hand moved along may still lie over the other: fingers over its edge. */
const SIDE_BY_SIDE = KNOT * 0.5;
/** How far a hand moves along at most, in its palm's radii. */
const FURTHEST = 3;

interface Hand {
  person: number;
  k: 0 | 1;
  palm: Palm;
  wrist: Point;
}

/** The scene with each hand drawn through an earlier person's hand moved along beside it. */
export function handsSideBySide(scene: Scene): Scene {
  const people = scene.items.flatMap((item, i) => ('person' in item ? [i] : []));
  if (people.length < 2) return scene;
  const ground = groundOf(scene);
  const items = [...scene.items];
  const handsOf = (i: number): Hand[] => {
    const item = personAsDrawn({ ...scene, items }, i, ground);
    const extent = extentOf(item, ground, scene.wardrobe);
    if (!extent?.palms || !extent.hands) return [];
    return extent.palms.flatMap((palm, k) =>
      handShows(palm)
        ? [{ person: i, k: k as 0 | 1, palm: { at: { x: palm.at.x + item.x, y: palm.at.y + item.y }, r: palm.r }, wrist: extent.hands![k]! }]
        : [],
    );
  };
  const before: Hand[] = [];
  for (const i of people) {
    const item = items[i] as PersonPlaced;
    const own = handsOf(i);
    const moved: PersonPlaced['handsApart'] = {};
    for (const hand of own) {
      const through = before.find((other) => other.person !== i && palmsShared(hand.palm, other.palm) > KNOT);
      if (!through || item.pose === 'ride-shoulders') continue;
      const dx = alongside(hand.palm, through.palm, Math.sign(hand.palm.at.x - through.palm.at.x) || Math.sign(hand.palm.at.x - item.x) || 1);
      if (dx !== undefined) moved[hand.k === 0 ? 'near' : 'far'] = { x: hand.wrist.x + dx, y: hand.wrist.y };
    }
    if (moved.near || moved.far) items[i] = { ...item, handsApart: moved } as PersonPlaced;
    before.push(...(moved.near || moved.far ? handsOf(i) : own));
  }
  return { ...scene, items };
}

/** How far along (signed, across) a palm moves to lie over another by no more than `SIDE_BY_SIDE`. */
function alongside(palm: Palm, other: Palm, side: number): number | undefined {
  for (let step = 0.25; step <= FURTHEST; step += 0.25) {
    const dx = side * step * palm.r;
    if (palmsShared({ at: { x: palm.at.x + dx, y: palm.at.y }, r: palm.r }, other) <= SIDE_BY_SIDE) return dx;
  }
  return undefined;
}
