import { describe, expect, it } from 'vitest';
import { behindHead } from './hands-in-sight';

// A head of radius 20 at the origin; an arm 8 wide from a shoulder below and to the right of it.
const faceOn = { headCentre: { x: 0, y: 0 }, headR: 20, direction: 0 as const };
const turnedLeft = { ...faceOn, direction: -1 as const };

describe('a raised arm and the head (decision 136)', () => {
  it('is drawn in front of the head where it rises beside it, clear of the face', () => {
    const beside = { root: { x: 24, y: 40 }, mid: { x: 34, y: 4 }, end: { x: 30, y: -30 } };
    expect(behindHead(faceOn, beside, 8)).toBe(false);
  });

  it('passes behind the head where it would lie over the face', () => {
    const across = { root: { x: 24, y: 40 }, mid: { x: 8, y: 6 }, end: { x: -6, y: -30 } };
    expect(behindHead(faceOn, across, 8)).toBe(true);
  });

  it('turned, may cross the back of the head and the ear, but not the face at its front', () => {
    const upTheBack = { root: { x: 6, y: 40 }, mid: { x: 14, y: 4 }, end: { x: 12, y: -32 } };
    expect(behindHead(turnedLeft, upTheBack, 8)).toBe(false);
    const upTheFront = { root: { x: 6, y: 40 }, mid: { x: -10, y: 4 }, end: { x: -14, y: -32 } };
    expect(behindHead(turnedLeft, upTheFront, 8)).toBe(true);
  });

  it('is not raised, and so never behind the head, below the eyes', () => {
    const hanging = { root: { x: 24, y: 40 }, mid: { x: 28, y: 70 }, end: { x: 26, y: 100 } };
    expect(behindHead(faceOn, hanging, 8)).toBe(false);
  });
});
