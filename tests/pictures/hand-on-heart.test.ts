import { describe, expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { facings } from '@/pictures/vocabulary/figure-vocabulary';
import { people } from './book-cast';

/** `hand-on-heart` lays the near hand on the wearer's own chest (pyeongchang c5-p3's moved grandmother), in every facing. */
describe('a hand on the heart', () => {
  it.each(facings.filter((f) => !f.includes('back')))('is at the chest, between shoulder and waist, within the body, %s', (facing) => {
    const sk = skeletonOf(people.grandma, { height: 200, pose: 'hand-on-heart', facing, expression: 'happy' });
    const wrist = sk.nearArm.end;
    expect(wrist.y).toBeGreaterThan(sk.shoulder.y);
    expect(wrist.y).toBeLessThan((sk.shoulder.y + sk.hip.y) / 2 + sk.headR * 0.3);
    expect(Math.abs(wrist.x - sk.shoulder.x)).toBeLessThan(sk.shoulderW);
  });
});
