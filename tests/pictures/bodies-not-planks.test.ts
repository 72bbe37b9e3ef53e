import { describe, expect, it } from 'vitest';
import { people, personIds } from './book-cast';
import { skeletonOf, swayOf, type PersonOptions } from '@/pictures/figures/draw-person';
import { proportionsByAge } from '@/pictures/figures/proportions';

/** A body with a line of action (decision 063): a stander's weight on one leg, arms that hang from under the shoulder. */
const standing = (id: keyof typeof people, options: Partial<PersonOptions> = {}) =>
  skeletonOf(people[id], { height: 300, pose: 'stand', facing: 'front', expression: 'happy', ...options });
const bend = (limb: ReturnType<typeof standing>['nearLeg']) => {
  const a = Math.atan2(limb.mid.x - limb.root.x, limb.mid.y - limb.root.y);
  const b = Math.atan2(limb.end.x - limb.mid.x, limb.end.y - limb.mid.y);
  return Math.abs(((a - b) * 180) / Math.PI);
};

describe('bodies, not planks', () => {
  it('stands a front-facing person on one leg: the torso tipped over the hips, one knee bent, the head back the other way', () => {
    for (const id of personIds) {
      const sk = standing(id);
      expect(Math.abs(sk.sway), id).toBeGreaterThanOrEqual(3);
      // The shoulders have moved off the hips toward the sway, the head less far than a straight line would take it.
      expect(Math.sign(sk.shoulder.x - sk.hip.x), id).toBe(Math.sign(sk.sway));
      expect(Math.abs(sk.headCentre.x - sk.shoulder.x), id).toBeLessThan(Math.abs(sk.shoulder.x - sk.hip.x));
      // One leg straight, the other bent at the knee.
      const [straight, resting] = sk.sway > 0 ? [sk.nearLeg, sk.farLeg] : [sk.farLeg, sk.nearLeg];
      expect(bend(straight), id).toBeLessThan(2);
      expect(bend(resting), id).toBeGreaterThan(8);
    }
  });

  it('does not sway a whole family one way', () => {
    const ways = new Set(['charlotte', 'leo', 'mom', 'dad', 'grandma', 'grandpa', 'mina'].map((id) => swayOf(people[id as keyof typeof people], 'stand')));
    expect(ways).toEqual(new Set([-4, 4]));
  });

  it('stands square holding a thing in both hands, or carrying, and does not sway from the side', () => {
    expect(standing('dad', { pose: 'hold-both' }).sway).toBe(0);
    expect(standing('dad', { square: true }).sway).toBe(0);
    expect(standing('dad', { facing: 'three-quarter-right' }).sway).toBe(0);
    expect(standing('dad', { pose: 'walk' }).sway).toBe(0);
  });

  it('hangs each arm from under the shoulder’s slope, its round top below the shoulder line, with a bend at the elbow', () => {
    for (const id of personIds) {
      const sk = standing(id, { square: true });
      const armW = proportionsByAge[people[id].age].armW * 300 * people[id].height;
      for (const arm of [sk.nearArm, sk.farArm]) {
        expect(arm.root.y - armW / 2, id).toBeGreaterThan(sk.shoulder.y + armW * 0.05);
        expect(bend(arm), id).toBeGreaterThan(8);
      }
    }
  });
});
