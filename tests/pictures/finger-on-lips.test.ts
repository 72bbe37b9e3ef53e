import { describe, expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { faceOf, featuresDrop } from '@/pictures/figures/face';
import type { Facing } from '@/pictures/figures/types';
import { people } from './book-cast';

/**
 * A "shh" finger stands across the mouth as the face draws it: a grown-up's or a long face has its mouth lower than a
 * round child's (face.ts `featuresDrop`); sent to a child's mouth, a mother's finger stood over her nose (r50).
 */
describe('a finger at the lips', () => {
  it.each<Facing>(['front', 'three-quarter-left', 'side-right'])('comes down with the mouth of a longer face, %s', (facing) => {
    const wristBelowHead = (shape: 'round' | 'long') => {
      const look = { ...people.mom, face: { ...people.mom.face, shape } };
      const sk = skeletonOf(look, { height: 200, pose: 'shush', facing, expression: 'happy' });
      return { at: (sk.nearArm.end.y - sk.headCentre.y) / sk.headR, drop: featuresDrop(faceOf(look)) };
    };
    const round = wristBelowHead('round');
    const long = wristBelowHead('long');
    expect(long.at - round.at).toBeCloseTo(long.drop - round.drop, 2);
  });
});
