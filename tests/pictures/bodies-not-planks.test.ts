import { describe, expect, it } from 'vitest';
import { people, personIds } from './book-cast';
import { drawPerson, fistOf, FREE_HAND, skeletonOf, swayOf, type PersonOptions } from '@/pictures/figures/draw-person';
import { handsOf } from './drawn-parts';
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

  it('tips the hips against the shoulders, the hip over the standing leg higher (contrapposto)', () => {
    for (const id of personIds) {
      const sk = standing(id);
      expect(Math.sign(sk.hipTilt), id).toBe(-Math.sign(sk.sway));
      expect(Math.abs(sk.hipTilt), id).toBeGreaterThan(Math.abs(sk.sway));
    }
  });

  it('stands a turned person on one leg too, the other knee bent', () => {
    for (const id of personIds)
      for (const facing of ['three-quarter-right', 'side-left'] as const) {
        const sk = standing(id, { facing });
        const bends = [bend(sk.nearLeg), bend(sk.farLeg)].sort((a, b) => a - b);
        expect(bends[0], `${id} ${facing}`).toBeLessThan(bends[1]! - 10);
      }
  });

  it('sits a turned head low on a short neck, not on a stalk', () => {
    for (const id of personIds) {
      const front = standing(id);
      const side = standing(id, { facing: 'side-right' });
      const neck = (sk: typeof front) => Math.hypot(sk.headCentre.x - sk.shoulder.x, sk.headCentre.y - sk.shoulder.y) - sk.headR;
      expect(neck(side), id).toBeLessThan(neck(front) - side.headR * 0.2);
    }
  });

  it('does not sway a whole family one way', () => {
    const ways = new Set(['charlotte', 'leo', 'mom', 'dad', 'grandma', 'grandpa', 'mina'].map((id) => swayOf(people[id as keyof typeof people], 'stand')));
    // Both ways, and by how much is each one's own too.
    expect([...ways].some((w) => w > 0) && [...ways].some((w) => w < 0)).toBe(true);
    expect(new Set([...ways].map(Math.abs)).size).toBeGreaterThanOrEqual(2);
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

  it('draws a hand that touches nothing larger than one that holds, so it reads on a phone', () => {
    const free = handsOf(drawPerson(people.dad, { height: 330, pose: 'stand', facing: 'front', expression: 'happy' }));
    const holding = handsOf(
      drawPerson(people.dad, { height: 330, pose: 'hold', facing: 'front', expression: 'happy', held: '<rect width="10" height="10" fill="#fff"/>' }),
    );
    // The holding hand is drawn at the arm's width, the free ones FREE_HAND times it.
    const held = Math.min(...holding.map((hand) => hand.width));
    for (const hand of free) expect(hand.width / held).toBeCloseTo(FREE_HAND.adult, 1);
  });

  it('holds a thing against the chest in a run, not out at the fists', () => {
    const options: PersonOptions = { height: 300, pose: 'run', arms: 'hold-chest', facing: 'three-quarter-right', expression: 'worried' };
    const sk = skeletonOf(people.mom, options);
    const armW = proportionsByAge.adult.armW * 300 * people.mom.height;
    const fists = (fistOf(sk.nearArm, armW).x + fistOf(sk.farArm, armW).x) / 2;
    const svg = drawPerson(people.mom, { ...options, held: '<rect x="-20" y="-20" width="40" height="20" fill="#fff"/>', heldDrop: 10 });
    const x = Number(/<g data-held="" transform="translate\(([-\d.]+)/.exec(svg)![1]);
    expect(x).toBeLessThan(fists - (fists - sk.shoulder.x) * 0.4);
  });

  it('stamps from the front with one foot up off the ground and the fists down at the sides, not sitting', () => {
    const sk = skeletonOf(people.charlotte, { height: 240, pose: 'stamp', facing: 'front', expression: 'cross' });
    const thigh = proportionsByAge.child.thigh * 240 * people.charlotte.height;
    expect(sk.farLeg.end.y - sk.nearLeg.end.y).toBeGreaterThan(thigh * 0.4);
    // The raised knee stays under the hip, not out to the side as a seated thigh is.
    expect(Math.abs(sk.nearLeg.mid.x - sk.nearLeg.root.x)).toBeLessThan(thigh * 0.3);
    for (const arm of [sk.nearArm, sk.farArm]) expect(arm.end.y).toBeGreaterThan(sk.hip.y - thigh * 0.3);
  });
});
