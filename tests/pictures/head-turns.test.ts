import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { drawPersonLayers, headTurned, skeletonOf, type PersonOptions } from '@/pictures/figures/draw-person';
import { renderSceneSvg } from '@/pictures/render-scene';
import type { Scene } from '@/pictures/vocabulary/scene';

/** Round 15: a head that turns alone, a walker looking back over her shoulder (`headFacing`). */
describe('a head turned apart from the body', () => {
  const walker: PersonOptions = { height: 240, pose: 'walk', facing: 'side-right', expression: 'happy' };
  const headOf = (svg: string) => svg.slice(svg.indexOf('<g data-head'));

  it('turns the head to its own facing and leaves the body as it was', () => {
    const ahead = drawPersonLayers(people.charlotte, walker);
    const back = drawPersonLayers(people.charlotte, { ...walker, headFacing: 'three-quarter-left' });
    expect(back.legs).toBe(ahead.legs);
    expect(back.back + back.body + back.front).not.toBe(ahead.back + ahead.body + ahead.front);
    const sk = skeletonOf(people.charlotte, walker);
    const hk = headTurned(sk, 'three-quarter-left');
    expect(hk.direction).toBe(-1);
    expect(hk.turn).toBeLessThan(1);
    // Turned either way the head sits as low on its neck, so it stays where the body put it.
    expect(hk.headCentre).toEqual(sk.headCentre);
    // Face-on, a turned body's head rises to where a face-on head sits.
    expect(headTurned(sk, 'front').headCentre.y).toBeLessThan(sk.headCentre.y);
    expect(headTurned(sk, 'side-right')).toBe(sk);
  });

  it('puts the ear behind the face that looks back: toward the way the body walks', () => {
    const sk = skeletonOf(people.charlotte, walker);
    const earX = (options: PersonOptions) => {
      const layers = drawPersonLayers(people.charlotte, options);
      return Number(/<circle cx="([-\d.]+)"/.exec(headOf(layers.back + layers.body + layers.front))![1]);
    };
    expect(earX(walker)).toBeLessThan(sk.headCentre.x);
    expect(earX({ ...walker, headFacing: 'three-quarter-left' })).toBeGreaterThan(sk.headCentre.x);
  });

  it('is a scene word', () => {
    const scene = (headFacing?: 'three-quarter-left'): Scene => ({
      background: 'living-room',
      time: 'day',
      items: [{ person: 'charlotte', x: 400, y: 470, pose: 'walk', facing: 'side-right', expression: 'happy', headFacing }],
    });
    expect(renderSceneSvg(scene('three-quarter-left'))).not.toBe(renderSceneSvg(scene()));
  });
});
