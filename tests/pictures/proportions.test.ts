import { describe, expect, it } from 'vitest';
import { poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge, standingHeight } from '@/pictures/figures/proportions';
import { solveSkeleton } from '@/pictures/figures/skeleton';
import type { AgeGroup } from '@/pictures/figures/types';

/** A standing figure seen from the front: its height to the crown, in head heights (crown to chin of a round face), and the neck that shows. */
function measured(age: AgeGroup) {
  const sk = solveSkeleton(proportionsByAge[age], standingHeight[age], poseSpecs.stand, 'front');
  const crown = sk.headCentre.y - sk.headR;
  return { heads: -crown / (2 * sk.headR), neck: sk.shoulder.y - (sk.headCentre.y + sk.headR), r: sk.headR, crown };
}

describe('proportions a picture book draws', () => {
  it('draws children about 4 heads tall, grown-ups 5.5 to 6.2, and a grandparent over 5', () => {
    expect(measured('child').heads).toBeGreaterThanOrEqual(3.75);
    expect(measured('child').heads).toBeLessThanOrEqual(4.4);
    expect(measured('adult').heads).toBeGreaterThanOrEqual(5.5);
    expect(measured('adult').heads).toBeLessThanOrEqual(6.2);
    expect(measured('elder').heads).toBeGreaterThanOrEqual(5.2);
    expect(measured('teen').heads).toBeGreaterThan(measured('child').heads);
  });

  it('gives every age a neck that shows between the chin and the shoulders', () => {
    for (const age of Object.keys(proportionsByAge) as AgeGroup[]) expect(measured(age).neck, age).toBeGreaterThan(0);
  });

  it('keeps a grown-up’s head at least a child’s, so a grown-up kneeling by a child does not read as one', () => {
    expect(measured('adult').r).toBeGreaterThanOrEqual(measured('child').r);
  });
});
