import { describe, expect, it } from 'vitest';
import { facings } from '@/pictures/vocabulary/figure-vocabulary';
import { drawPerson, heldPropPoint, type PersonOptions } from '@/pictures/figures/draw-person';
import { FOLDS_FROM_WIDTH } from '@/pictures/figures/hands';
import { proportionsByAge, standingHeight } from '@/pictures/figures/proportions';
import type { PersonLook } from '@/pictures/figures/types';
import { people } from './book-cast';
import { handsOf, type DrawnHand, type Point } from './drawn-parts';

/**
 * A closed hand drawn large enough reads as a hand, not a mitten: its fingers wrap over what it holds, with
 * folds between them and the thumb over the front (decision 056). Measured as geometry in the hand's own
 * frame: along the forearm from the wrist, and across it, in arm widths.
 */

/** A point in a hand's own frame: how far along the hand from the wrist, and how far across it, in arm widths. */
function inHandFrame(hand: DrawnHand, p: Point): { along: number; across: number } {
  const len = Math.hypot(hand.palm.x - hand.wrist.x, hand.palm.y - hand.wrist.y) || 1;
  const ux = (hand.palm.x - hand.wrist.x) / len;
  const uy = (hand.palm.y - hand.wrist.y) / len;
  const dx = p.x - hand.wrist.x;
  const dy = p.y - hand.wrist.y;
  return { along: (dx * ux + dy * uy) / hand.width, across: (-dx * uy + dy * ux) / hand.width };
}

const HELD = '<rect id="held"/>';
const holdingIn = (look: PersonLook, options: Partial<PersonOptions>) => {
  const all = { height: standingHeight[look.age], pose: 'hold', facing: 'three-quarter-right', expression: 'happy', held: HELD, ...options } as PersonOptions;
  const svg = drawPerson(look, all);
  const grip = heldPropPoint(look, all);
  const hand = handsOf(svg).find((h) => Math.hypot(h.palm.x - grip.x, h.palm.y - grip.y) < h.width * 0.9);
  return { svg, grip, hand, heldAt: svg.indexOf('id="held"') };
};

describe('hands that grip', () => {
  it('wraps a large fist’s fingers over the held thing’s grip, with three folds drawn over the thing', () => {
    for (const facing of facings)
      for (const look of [people.charlotte, people.grandpa, people.mom]) {
        const { grip, hand, heldAt } = holdingIn(look, { facing });
        const where = `${look.name} ${facing}`;
        expect(hand, where).toBeDefined();
        expect(hand!.wrapped, where).toBeDefined();
        // The grip lies under the wrapped fingers: past their tucked tips, short of their knuckles, inside their width.
        const g = inHandFrame(hand!, grip);
        expect(g.along, where).toBeGreaterThan(hand!.wrapped!.from);
        expect(g.along, where).toBeLessThan(hand!.wrapped!.to);
        expect(Math.abs(g.across), where).toBeLessThan(hand!.wrapped!.across);
        // Three folds between four fingers, lying on the wrapped fingers and drawn after the thing, over it.
        expect(hand!.folds, where).toHaveLength(3);
        for (const fold of hand!.folds)
          for (const end of [fold.from, fold.to]) {
            const f = inHandFrame(hand!, end);
            expect(f.along, where).toBeGreaterThanOrEqual(hand!.wrapped!.from);
            expect(f.along, where).toBeLessThanOrEqual(hand!.wrapped!.to + 0.05);
            expect(Math.abs(f.across), where).toBeLessThan(hand!.wrapped!.across);
          }
        expect(hand!.index, where).toBeLessThan(heldAt);
        expect(hand!.end, where).toBeGreaterThan(heldAt);
      }
  });

  it('brings the thumb over the front of a large fist, on the thumb’s side of the fingers', () => {
    for (const facing of facings) {
      const { hand } = holdingIn(people.charlotte, { facing });
      expect(hand!.thumb?.front, facing).toBe(true);
      const t = inHandFrame(hand!, hand!.thumb!.at);
      // Across toward the thumb's side, over the first finger, between the tips and the knuckles.
      expect(t.across, facing).toBeGreaterThan(0.15);
      expect(t.along, facing).toBeGreaterThan(hand!.wrapped!.from);
      expect(t.along, facing).toBeLessThan(hand!.wrapped!.to);
    }
  });

  it('keeps a small fist simple and a mitten a mitten, and shows the folds where a close frame enlarges the hand', () => {
    // An arm under FOLDS_FROM_WIDTH in the finished picture: four plain knuckles, the thumb behind.
    const small = (FOLDS_FROM_WIDTH * 0.9) / (proportionsByAge.child.armW * people.charlotte.height);
    const plain = holdingIn(people.charlotte, { height: small }).hand!;
    expect(plain.wrapped).toBeUndefined();
    expect(plain.folds).toHaveLength(0);
    expect(plain.thumb?.front).toBe(false);
    expect(plain.closed).toHaveLength(4);
    // The same figure in a frame that draws it twice as large: the folds and the thumb over the front.
    const enlarged = holdingIn(people.charlotte, { height: small, zoom: 2 }).hand!;
    expect(enlarged.folds).toHaveLength(3);
    expect(enlarged.thumb?.front).toBe(true);
    // A mitten is one pouch with no folds, however large.
    for (const zoom of [1, 3]) {
      const mitten = holdingIn(people.charlotte, { clothes: 'winter', zoom }).hand!;
      expect(mitten.folds).toHaveLength(0);
      expect(mitten.wrapped).toBeUndefined();
      expect(mitten.closed).toHaveLength(1);
    }
  });

  it('closes an empty large fist the same way: wrapped fingers, folds and the thumb in front', () => {
    const svg = drawPerson(people.dad, { height: 330, pose: 'stand', facing: 'front', expression: 'happy' });
    const fists = handsOf(svg);
    expect(fists).toHaveLength(2);
    for (const fist of fists) {
      expect(fist.folds).toHaveLength(3);
      expect(fist.thumb?.front).toBe(true);
    }
  });
});
