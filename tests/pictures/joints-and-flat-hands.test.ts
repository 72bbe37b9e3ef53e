import { describe, expect, it } from 'vitest';
import { drawPerson, flatOnWall, HAUL_LEAN, ROPE_SAG, skeletonOf, uprightGrip } from '@/pictures/figures/draw-person';
import { handParts } from '@/pictures/figures/hands';
import { people } from './book-cast';
import { CREASE_FROM, jointCrease } from '@/pictures/figures/limb-shape';
import { pathPoints } from './drawn-parts';

describe('a bent knee or elbow shows its fold', () => {
  const root = { x: 0, y: 0 };
  const mid = { x: 0, y: 40 };
  // The lower bone turned `bend` degrees forward (to the right) from straight on down.
  const limb = (bend: number) => ({ root, mid, end: { x: 40 * Math.sin((bend * Math.PI) / 180), y: 40 + 40 * Math.cos((bend * Math.PI) / 180) } });

  it('draws no fold on a straight or nearly straight limb', () => {
    expect(jointCrease(limb(0), 10)).toBe('');
    expect(jointCrease(limb(CREASE_FROM - 5), 10)).toBe('');
  });

  it('draws the fold on the inside of the bend, from the edge into the limb, longer the harder it bends', () => {
    const fold = (bend: number) => pathPoints(jointCrease(limb(bend), 10));
    const [edge, , tip] = fold(90);
    // Bent forward to the right, the inside of the bend is up and to the right of the joint.
    expect(edge!.x).toBeGreaterThan(mid.x);
    expect(edge!.y).toBeLessThan(mid.y);
    // From the edge in toward the limb's middle line, within the joint's half-width.
    expect(Math.hypot(tip!.x - mid.x, tip!.y - mid.y)).toBeLessThan(Math.hypot(edge!.x - mid.x, edge!.y - mid.y));
    expect(Math.hypot(edge!.x - mid.x, edge!.y - mid.y)).toBeLessThanOrEqual(5);
    const length = (bend: number) => {
      const [a, , b] = fold(bend);
      return Math.hypot(b!.x - a!.x, b!.y - a!.y);
    };
    expect(length(120)).toBeGreaterThan(length(45));
  });
});

describe('a hand flat on a wall', () => {
  const up = (mid: { x: number; y: number }, end: { x: number; y: number }) => flatOnWall({ root: { x: 0, y: 0 }, mid, end });

  it('points its fingers up at the end of a hanging forearm', () => {
    const d = up({ x: 0, y: 20 }, { x: 0, y: 40 });
    expect(d.x).toBeCloseTo(0);
    expect(d.y).toBeCloseTo(-1);
  });

  it('at the end of a forearm reaching across, leans its fingers on along the reach and still up, not straight up as "stop"', () => {
    const left = up({ x: 0, y: 20 }, { x: -20, y: 20 });
    expect(left.x).toBeLessThan(-0.6);
    expect(left.y).toBeLessThan(-0.6);
    const right = up({ x: 0, y: 20 }, { x: 14, y: 34 });
    expect(right.x).toBeGreaterThan(0.4);
    expect(right.y).toBeLessThan(0);
    expect(Math.hypot(right.x, right.y)).toBeCloseTo(1);
  });
});

describe('a rope hauled behind someone walking', () => {
  const walking = (ropeTo?: { x: number; y: number }) =>
    skeletonOf(people.dad, { height: 200, pose: 'walk', facing: 'three-quarter-left', expression: 'happy', arms: 'hold', ropeTo });

  it('leans them forward from the hips into the haul, and only when the rope runs behind them', () => {
    expect(walking({ x: 90, y: -40 }).lean).toBe(walking().lean + HAUL_LEAN);
    // The rope's end ahead of them (led, not hauled) and no rope: upright.
    expect(walking({ x: -90, y: -40 }).lean).toBe(walking().lean);
  });

  it('runs the rope nearly straight from the hand, not slack as a leash', () => {
    const svg = drawPerson(people.dad, {
      height: 200,
      pose: 'walk',
      facing: 'three-quarter-left',
      expression: 'happy',
      arms: 'hold',
      ropeTo: { x: 90, y: -40 },
    });
    const d = /data-part="rope"><path d="([^"]+)"/.exec(svg)![1]!;
    // From the rope's far end, one curve to the first hand: the drawn rope's first two commands.
    const [end, bend, hand] = pathPoints(d.slice(0, d.search(/[Lq]/)));
    const middle = { x: (end!.x + hand!.x) / 2, y: (end!.y + hand!.y) / 2 };
    const length = Math.hypot(hand!.x - end!.x, hand!.y - end!.y);
    expect(bend!.y - middle.y).toBeCloseTo(length * ROPE_SAG, 1);
    expect(ROPE_SAG).toBeLessThan(0.05);
  });
});

describe('a fist round an upright shaft', () => {
  const root = { x: 0, y: 0 };

  it('turns its knuckles level when the forearm rises steeply, so the fingers wrap across the shaft', () => {
    expect(uprightGrip({ root, mid: { x: 30, y: 10 }, end: { x: 44, y: -20 } })).toEqual({ x: 1, y: 0 });
    expect(uprightGrip({ root, mid: { x: -30, y: 10 }, end: { x: -40, y: -20 } })).toEqual({ x: -1, y: 0 });
    // A hanging arm (a bag at the side) keeps its fist along the forearm.
    expect(uprightGrip({ root, mid: { x: -30, y: 10 }, end: { x: -40, y: 40 } })).toBeUndefined();
    // A forearm held out level already grips an upright shaft across it.
    expect(uprightGrip({ root, mid: { x: 0, y: 30 }, end: { x: 30, y: 26 } })).toBeUndefined();
  });

  it('draws the closed hand turned that way, not along the forearm', () => {
    const turn = (knuckles?: { x: number; y: number }) =>
      Number(/rotate\(([-\d.]+)\)/.exec(handParts({ x: 30, y: 10 }, { x: 44, y: -20 }, 14, '#e0b090', { knuckles }).front)![1]);
    expect(turn({ x: 1, y: 0 })).toBe(0);
    expect(turn()).toBeLessThan(-45);
  });
});
