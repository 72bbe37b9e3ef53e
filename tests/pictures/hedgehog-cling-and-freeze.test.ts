import { describe, expect, it } from 'vitest';
import { uprightHedgehogFrame } from '@/pictures/figures/animals';
import { animals } from './book-cast';

const L = animals.bramble.size;
const cling = uprightHedgehogFrame('cling', L);
const freeze = uprightHedgehogFrame('freeze', L);
const stand = uprightHedgehogFrame('stand-up', L);
const degrees = (from: { x: number; y: number }, to: { x: number; y: number }) => (Math.atan2(from.y - to.y, to.x - from.x) * 180) / Math.PI;

/**
 * A hedgehog hanging on to a snapping log leans in under it, its arms stretched up and forward to it and its legs
 * dangling apart; one frozen with fright sinks into itself, spines up, paws at its chest. Drawn upright with its arms
 * round the log at its middle, Bramble read as standing in the river hugging a post.
 */
describe('a clinging hedgehog hangs from what it grips', () => {
  it('leans in toward what it holds', () => {
    expect(cling.lean).toBeGreaterThanOrEqual(15);
  });

  it('stretches both arms up and forward, each paw above and ahead of its shoulder', () => {
    for (const [shoulder, , paw] of cling.arms) {
      expect(paw.x - shoulder.x).toBeGreaterThan(L * 0.25);
      expect(shoulder.y - paw.y).toBeGreaterThan(L * 0.05);
      // Along a sloping log, not straight out level nor straight up.
      expect(degrees(shoulder, paw)).toBeGreaterThan(10);
      expect(degrees(shoulder, paw)).toBeLessThan(60);
    }
    // The far paw further along the log, so the two paws read as two hands on it.
    const [near, far] = cling.arms;
    expect(far[2].x - near[2].x).toBeGreaterThan(L * 0.08);
  });

  it('lets its legs dangle apart: the feet splayed well wider than its hips, one forward and one back', () => {
    const [near, far] = cling.legs;
    expect(Math.abs(far[2].x - near[2].x)).toBeGreaterThan(Math.abs(far[0].x - near[0].x) + L * 0.3);
    expect(near[2].x).toBeLessThan(near[0].x);
    expect(far[2].x).toBeGreaterThan(far[0].x);
    // Standing, its feet are under its hips.
    for (const [hip, , foot] of stand.legs) expect(Math.abs(foot.x - hip.x)).toBeLessThan(L * 0.05);
  });
});

describe('a frozen hedgehog sinks into itself, spines up', () => {
  it('is lower than standing and curls a little forward', () => {
    expect(freeze.hunch).toBeGreaterThan(L * 0.03);
    expect(freeze.eye.y - stand.eye.y).toBeGreaterThan(L * 0.03);
    expect(freeze.lean).toBeGreaterThan(0);
  });

  it('bristles: its spines reach far further out than standing', () => {
    expect(freeze.spineReach).toBeGreaterThan(stand.spineReach * 1.5);
  });

  it('pulls both paws in to its chest, in front of it and close together', () => {
    const [near, far] = freeze.arms;
    expect(Math.hypot(far[2].x - near[2].x, far[2].y - near[2].y)).toBeLessThan(L * 0.12);
    for (const [shoulder, , paw] of freeze.arms) {
      expect(paw.x).toBeGreaterThan(shoulder.x + L * 0.1);
      // At the chest: below the eye, above the hips.
      expect(paw.y).toBeGreaterThan(freeze.eye.y);
      expect(paw.y).toBeLessThan(freeze.legs[0][0].y);
    }
  });
});
