import { describe, expect, it } from 'vitest';
import { GALLOP_CLEAR, quadrupedStance } from '@/pictures/figures/animals';
import { animals } from './book-cast';

/**
 * A dog, a cat or a fox at full run is drawn in the leap of its gallop: the front legs reaching forward, the hind legs
 * pushed back, the body stretched long and every paw off the ground. Four straight legs under it read as standing.
 */
describe('a galloping animal is in the air, stretched out', () => {
  for (const id of ['biscuit', 'pip', 'bori'] as const) {
    const look = animals[id];
    const L = look.size;
    const gallop = quadrupedStance(look, 'gallop');
    const stand = quadrupedStance(look, 'stand');
    const front = gallop.legs.filter((leg) => !leg.hind);
    const hind = gallop.legs.filter((leg) => leg.hind);

    it(`${id}: every paw off the ground`, () => {
      expect(gallop.legs).toHaveLength(4);
      for (const leg of gallop.legs) expect(leg.sole).toBeLessThanOrEqual(-L * GALLOP_CLEAR + 1e-9);
      // Standing, the near paws are on the ground line.
      expect(Math.max(...stand.legs.map((leg) => leg.sole))).toBeGreaterThan(-L * 0.02);
    });

    it(`${id}: the front legs reach forward and the hind legs push back, each well off upright`, () => {
      for (const leg of front) {
        expect(leg.angle).toBeGreaterThanOrEqual(35);
        expect(leg.foot.x - leg.top.x).toBeGreaterThan(L * 0.25);
      }
      for (const leg of hind) {
        expect(leg.angle).toBeLessThanOrEqual(-35);
        expect(leg.top.x - leg.foot.x).toBeGreaterThan(L * 0.25);
      }
      // The far legs are not the near ones' copies: the stride is staggered.
      expect(new Set(gallop.legs.map((leg) => leg.angle)).size).toBe(4);
    });

    it(`${id}: a runner's body on long legs, not a weasel's: the body only a little longer and every leg reaching well down`, () => {
      // Stretched far and with its legs swept nearly level, a fox read as a long sausage on stubby legs.
      expect(gallop.stretch).toBeLessThanOrEqual(1.08);
      for (const leg of gallop.legs) expect(leg.foot.y - leg.top.y).toBeGreaterThan(L * 0.3);
    });

    it(`${id}: the body stretched, the reach from hind paw to front paw far longer than standing`, () => {
      expect(gallop.stretch).toBeGreaterThan(1.05);
      const span = (legs: typeof gallop.legs) => Math.max(...legs.map((leg) => leg.foot.x)) - Math.min(...legs.map((leg) => leg.foot.x));
      expect(span(gallop.legs)).toBeGreaterThan(span(stand.legs) * 1.8);
    });
  }
});

/**
 * A cat, dog or fox frozen with fright stands up tall on four stiff, straight legs with every paw on the ground and its
 * back arched high (a startled cat's), where standing it had a level back and the same legs as any other moment.
 */
describe('a frightened animal frozen stiff arches its back on straight legs', () => {
  for (const id of ['bori', 'biscuit', 'pip'] as const) {
    const look = animals[id];
    const L = look.size;
    const freeze = quadrupedStance(look, 'freeze');
    const stand = quadrupedStance(look, 'stand');
    const length = (leg: (typeof freeze.legs)[number]) => Math.hypot(leg.foot.x - leg.top.x, leg.foot.y - leg.top.y);

    it(`${id}: taller on straight legs, every paw on the ground`, () => {
      expect(freeze.rise).toBeGreaterThan(L * 0.05);
      for (const [i, leg] of freeze.legs.entries()) {
        expect(Math.abs(leg.angle)).toBeLessThanOrEqual(10);
        expect(length(leg)).toBeGreaterThan(length(stand.legs[i]!) + L * 0.03);
        // The near paws on the ground line, the far ones a little higher, farther back on the ground.
        expect(leg.sole).toBeCloseTo(leg.far ? -L * 0.035 : 0, 6);
      }
    });

    it(`${id}: its back arched up, where standing it is level`, () => {
      expect(freeze.arch).toBeGreaterThan(0.1);
      expect(stand.arch).toBe(0);
    });
  }
});
