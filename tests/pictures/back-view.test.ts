import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { drawPerson, skeletonOf, type PersonOptions } from '@/pictures/figures/draw-person';
import { renderSceneSvg } from '@/pictures/render-scene';
import type { Scene } from '@/pictures/vocabulary/scene';

/**
 * Round 22: a child turned away to a wall, seen three-quarters from behind (pyeongchang-story c2-p2): the turned
 * body's skeleton, the head the back of its hair with only a sliver of cheek and the near ear, no shirt front.
 */
describe('a figure turned away, three-quarters from behind', () => {
  const wall = { x: -90, y: -190 };
  const atWall = (facing: PersonOptions['facing']): PersonOptions => ({
    height: 300,
    pose: 'stand',
    facing,
    expression: 'surprised',
    arms: 'palm-on',
    handsTo: { near: wall },
  });
  const headOf = (svg: string) => svg.slice(svg.indexOf('<g data-head'));
  /** Every point of a path of absolute moves and curves (M, C, Q). */
  const points = (d: string) => {
    const numbers = d.match(/-?[\d.]+/g)!.map(Number);
    return numbers.flatMap((x, i) => (i % 2 === 0 ? [{ x, y: numbers[i + 1]! }] : []));
  };
  /** The round shapes (eyes, ears) drawn within a head radius of the head's centre, each once (an inked one is drawn twice). */
  const roundsOnHead = (svg: string, sk: { headCentre: { x: number; y: number }; headR: number }) =>
    [...headOf(svg).matchAll(/<(?:circle|ellipse) cx="([-\d.]+)" cy="([-\d.]+)"/g)]
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
      .filter((p) => Math.hypot(p.x - sk.headCentre.x, p.y - sk.headCentre.y) < sk.headR)
      .filter((p, i, all) => all.findIndex((q) => q.x === p.x && q.y === p.y) === i);

  it('stands on the three-quarter body, its hand on the wall where the turned-toward figure’s would be', () => {
    const away = skeletonOf(people.seojun, atWall('three-quarter-back-left'));
    const toward = skeletonOf(people.seojun, atWall('three-quarter-left'));
    expect({ ...away, facing: toward.facing }).toEqual(toward);
    expect(Math.hypot(away.nearArm.end.x - wall.x, away.nearArm.end.y - wall.y)).toBeLessThan(away.headR);
  });

  it('covers the head with hair from the crown to the nape, down further behind than on the side it turns to', () => {
    const sk = skeletonOf(people.seojun, atWall('three-quarter-back-left'));
    const { x: cx, y: cy } = sk.headCentre;
    const r = sk.headR;
    const d = /data-part="back-of-head" d="([^"]+)"/.exec(drawPerson(people.seojun, atWall('three-quarter-back-left')))![1]!;
    const hair = points(d);
    expect(Math.min(...hair.map((p) => p.y))).toBeLessThan(cy - r * 0.9);
    expect(Math.max(...hair.map((p) => p.y))).toBeGreaterThan(cy + r * 0.5);
    // Turned to the left, the back of the head is its right: hair there reaches the rim, the left keeps a cheek.
    expect(Math.max(...hair.map((p) => p.x))).toBeGreaterThan(cx + r);
    expect(Math.min(...hair.map((p) => p.x))).toBeGreaterThan(cx - r);
  });

  it('draws no eyes and one ear, on the side the face turns to; no neckline on the shirt', () => {
    const sk = skeletonOf(people.seojun, atWall('three-quarter-back-left'));
    const away = drawPerson(people.seojun, atWall('three-quarter-back-left'));
    const round = roundsOnHead(away, sk);
    expect(round).toHaveLength(1);
    expect(round[0]!.x).toBeLessThan(sk.headCentre.x);
    const toward = atWall('three-quarter-left');
    expect(roundsOnHead(drawPerson(people.seojun, toward), skeletonOf(people.seojun, toward)).length).toBeGreaterThan(2);
    expect(away).not.toContain('data-part="neckline"');
  });

  it('is a scene word, turned either way', () => {
    const scene = (facing: 'three-quarter-back-left' | 'three-quarter-back-right'): Scene => ({
      background: 'living-room',
      time: 'day',
      items: [{ person: 'charlotte', x: 400, y: 470, pose: 'stand', facing, expression: 'happy' }],
    });
    expect(renderSceneSvg(scene('three-quarter-back-left'))).not.toBe(renderSceneSvg(scene('three-quarter-back-right')));
  });
});
