import { describe, expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge, standingHeight } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';
import type { AgeGroup } from '@/pictures/figures/types';

/** A standing figure seen from the front: its height to the crown, in head heights (crown to chin of a round face), and the neck that shows. */
function measured(age: AgeGroup) {
  const sk = solveSkeleton(proportionsByAge[age], standingHeight[age], poseSpecs.stand, 'front');
  const crown = sk.headCentre.y - sk.headR;
  return { heads: -crown / (2 * sk.headR), neck: sk.shoulder.y - (sk.headCentre.y + sk.headR), r: sk.headR, crown, sk };
}

describe('proportions a picture book draws', () => {
  it('draws children about 4 heads tall, grown-ups 6 to 6.5, and a grandparent over 5.6', () => {
    expect(measured('child').heads).toBeGreaterThanOrEqual(3.75);
    expect(measured('child').heads).toBeLessThanOrEqual(4.4);
    expect(measured('adult').heads).toBeGreaterThanOrEqual(5.99);
    expect(measured('adult').heads).toBeLessThanOrEqual(6.5);
    expect(measured('elder').heads).toBeGreaterThanOrEqual(5.6);
    expect(measured('teen').heads).toBeGreaterThan(measured('child').heads);
  });

  it('gives every age a neck that shows between the chin and the shoulders', () => {
    for (const age of Object.keys(proportionsByAge) as AgeGroup[]) expect(measured(age).neck, age).toBeGreaterThan(0);
  });

  it('keeps a grown-up’s head as big as a child’s, so a grown-up kneeling by a child does not read as one', () => {
    // Within 3 % of it: 6 heads tall on a body whose chest a child reaches.
    expect(measured('adult').r).toBeGreaterThanOrEqual(measured('child').r * 0.97);
  });

  it('stands a child at a grown-up’s chest, under broader shoulders and on shorter legs', () => {
    const child = measured('child');
    for (const age of ['adult', 'elder'] as const) {
      const grown = measured(age);
      expect(grown.crown / child.crown, age).toBeGreaterThanOrEqual(1.4);
      // The child's crown is below the grown-up's shoulders and above the grown-up's waist: at the chest.
      expect(-child.crown, age).toBeLessThan(-grown.sk.shoulder.y);
      expect(-child.crown, age).toBeGreaterThan(-grown.sk.hip.y + (grown.sk.shoulder.y - grown.sk.hip.y) * -0.4);
      expect(grown.sk.shoulderW / child.sk.shoulderW, age).toBeGreaterThanOrEqual(1.4);
      expect(-grown.sk.hip.y / -child.sk.hip.y, age).toBeGreaterThanOrEqual(1.7);
      expect((grown.sk.hip.y - grown.sk.shoulder.y) / (child.sk.hip.y - child.sk.shoulder.y), age).toBeGreaterThanOrEqual(1.4);
    }
  });
});
