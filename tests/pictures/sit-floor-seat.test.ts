import { describe, expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

/**
 * Sitting on the floor, seen turned, the seat is on the floor and the legs cross in front (decision 064, round 10):
 * with the thighs level and the shins folded back down under them, the seat rode a shin's drop above the floor and
 * a grown-up read as kneeling (charlotte-birthday c4-p2).
 */
describe('sitting on the floor', () => {
  for (const who of ['dad', 'mom', 'grandma', 'charlotte', 'leo'] as const)
    for (const facing of ['three-quarter-right', 'side-left'] as const)
      it(`${who} ${facing}: seat on the floor, knee up in front, foot back under it`, () => {
        const height = who === 'dad' || who === 'mom' || who === 'grandma' ? 340 : 240;
        const sk = skeletonOf(people[who], { height, pose: 'sit-floor', facing, expression: 'happy' });
        const thigh = Math.hypot(sk.nearLeg.mid.x - sk.nearLeg.root.x, sk.nearLeg.mid.y - sk.nearLeg.root.y);
        // The hip (the ground is y = 0) joint no higher than 0.62 of a thigh off the floor (turned side-on it was 0.66 to 0.72): its round seat is on it.
        expect(-sk.hip.y).toBeLessThan(thigh * 0.62);
        for (const leg of [sk.nearLeg, sk.farLeg]) {
          const ahead = (p: { x: number }) => (p.x - leg.root.x) * sk.direction;
          // The knee a corner out in front, at or above the hip, so the thigh and the shin under it read apart.
          expect(ahead(leg.mid)).toBeGreaterThan(thigh * 0.8);
          expect(leg.mid.y).toBeLessThanOrEqual(leg.root.y + 1);
          // The foot folded back toward the seat, inside the knee's reach: the footprint stays the body's.
          expect(ahead(leg.end)).toBeLessThan(thigh * 0.6);
          expect(leg.end.y).toBeGreaterThan(leg.mid.y + thigh * 0.12);
        }
      });
});
