import { describe, expect, it } from 'vitest';
import { people, personIds } from './book-cast';
import { skeletonOf } from '@/pictures/figures/draw-person';

/** Round 19: a stander face-on rests one leg, its knee in and its foot out, from the lower hip (decision 064). */
const standing = (id: keyof typeof people) => skeletonOf(people[id], { height: 300, pose: 'stand', facing: 'front', expression: 'happy' });

describe('standing like people', () => {
  it("brings the resting knee in toward the standing leg and sets its foot out past the knee, so the bend shows in the leg's outline", () => {
    for (const id of personIds) {
      const sk = standing(id);
      const resting = sk.sway > 0 ? sk.farLeg : sk.nearLeg;
      const out = Math.sign(resting.root.x);
      // Knee inside its hip, foot outside its knee, by a share of the leg's length a phone shows.
      const leg = Math.hypot(resting.end.x - resting.root.x, resting.end.y - resting.root.y);
      expect((resting.mid.x - resting.root.x) * out, id).toBeLessThan(0);
      expect((resting.end.x - resting.mid.x) * out, id).toBeGreaterThan(leg * 0.08);
    }
  });

  it('hangs the resting leg from the lower hip, the standing one from the higher', () => {
    for (const id of personIds) {
      const sk = standing(id);
      const [standingLeg, resting] = sk.sway > 0 ? [sk.nearLeg, sk.farLeg] : [sk.farLeg, sk.nearLeg];
      expect(resting.root.y, id).toBeGreaterThan(standingLeg.root.y);
    }
  });
});
