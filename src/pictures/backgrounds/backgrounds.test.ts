import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backgroundIds, SCENE_HEIGHT } from '@/pictures/vocabulary/scene';
import { drawBackground, groundTop } from '.';
import { clearOfEdges, grove, mix, pineShape, wholeInView } from './parts';
import { skyByTime } from './sky-by-time';
import { lampHalo } from './sky-by-time';

const times = ['day', 'evening', 'night'] as const;

describe('backgrounds', () => {
  it.each(backgroundIds)('draws %s at every time of day, small and with its own ids', (id) => {
    for (const time of times) {
      const svg = drawBackground(id, time);
      expect(svg).not.toMatch(/undefined|NaN|<text/);
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((i) => i.startsWith('bg-'))).toBe(true);
      expect(gzipSync(svg).length).toBeLessThan(12 * 1024);
    }
  });

  it.each(backgroundIds)('gives %s a ground line inside the canvas, below the horizon', (id) => {
    expect(groundTop(id)).toBeGreaterThanOrEqual(200);
    expect(groundTop(id)).toBeLessThan(SCENE_HEIGHT - 60);
  });
});

describe('lamp halo', () => {
  it('fades out in rings instead of ending in one hard circle, and is not drawn by day', () => {
    const halo = lampHalo(400, 100, 120, 'night');
    const rings = [...halo.matchAll(/r="(\d+)" fill="#ffd66e" opacity="([\d.]+)"/g)].map((m) => ({ r: Number(m[1]), opacity: Number(m[2]) }));
    expect(rings.length).toBeGreaterThanOrEqual(3);
    // The outermost edge is faint; the light adds up toward the lamp.
    expect(Math.max(...rings.map((ring) => ring.opacity))).toBeLessThanOrEqual(0.1);
    expect(Math.max(...rings.map((ring) => ring.r))).toBe(120);
    expect(lampHalo(400, 100, 120, 'day')).toBe('');
  });
});

describe('small scenery at the edge of the view', () => {
  it('draws a prop whole or not at all, never cut by an edge of the view', () => {
    const box = { x0: 100, x1: 160, y0: 100, y1: 160 };
    expect(wholeInView('p', box, { x: 0, width: 400, y: 0, height: 300 })).toBe('p');
    expect(wholeInView('p', box, { x: 200, width: 400, y: 0, height: 300 })).toBe('p');
    expect(wholeInView('p', box, { x: 130, width: 400, y: 0, height: 300 })).toBe('');
    expect(wholeInView('p', box, { x: 0, width: 400, y: 130, height: 300 })).toBe('');
    expect(wholeInView('p', box, { x: 110, width: 400, y: 0, height: 300 }, 0.5)).toBe('p');
  });

  it.each([
    ['kitchen', 'M690 290h60', { x: 730, width: 300, y: 0, height: 500 }],
    ['kitchen', 'M540 290h84', { x: 0, width: 580, y: 0, height: 500 }],
    ['bedroom', 'cx="470" cy="120"', { x: 0, width: 470, y: 0, height: 500 }],
  ])('leaves out of %s the prop drawn as %s that an edge of the frame would cut', (id, prop, view) => {
    expect(drawBackground(id, 'day')).toContain(prop);
    expect(drawBackground(id, 'day', view)).not.toContain(prop);
  });

  it('steps out past an edge it straddles, and stays put away from the edges', () => {
    const phone = { x: 200, width: 400 };
    expect(clearOfEdges(205, 20, phone)).toBe(180);
    expect(clearOfEdges(195, 20, phone)).toBe(180);
    expect(clearOfEdges(590, 20, phone)).toBe(620);
    expect(clearOfEdges(400, 20, phone)).toBe(400);
  });
});

describe('trees and skies', () => {
  it('defines a row of the same tree once and places it at each spot', () => {
    const row = grove('far-pine', pineShape('#8cc79a'), [
      [20, 330, 1],
      [110, 330, 0.9],
    ]);
    expect(row.match(/id="bg-far-pine"/g)).toHaveLength(1);
    expect(row.match(/<use href="#bg-far-pine"/g)).toHaveLength(2);
  });

  it('grades a sky from the top down, and darkens the night overhead enough for a lantern to show', () => {
    const light = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0) / (3 * 255);
    const stops = (time: 'day' | 'evening' | 'night') => [...skyByTime(time).matchAll(/stop-color="(#[\da-f]{6})"/g)].map((m) => m[1]!);
    for (const time of times) expect(stops(time).length).toBeGreaterThanOrEqual(4);
    expect(light(stops('night')[0]!)).toBeLessThan(0.1);
    expect(light(stops('night')[0]!)).toBeLessThan(light(stops('night').at(-1)!));
    expect(light(stops('day')[0]!)).toBeLessThan(light(stops('day').at(-1)!));
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});
