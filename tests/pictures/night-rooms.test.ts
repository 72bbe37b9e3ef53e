import { describe, expect, it } from 'vitest';
import './book-cast';
import type { Scene } from '@/pictures/vocabulary/scene';
import { renderSceneSvg } from '@/pictures/render-scene';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** A lamp-lit room at night is dark and cool away from its lamps, not a brown sepia fog (decision 063). */
describe('a night room by its lamps', () => {
  it('tints the room cool, blue over red from top to bottom, and keeps the warm pool to the lamps', () => {
    const scene: Scene = {
      background: 'dining-room',
      time: 'lamp',
      items: [{ person: 'charlotte', x: 300, y: 470, pose: 'stand', facing: 'front', expression: 'happy' }],
    };
    const svg = renderSceneSvg(scene);
    const tint = /<linearGradient id="kit-tint"[^>]*>(.*?)<\/linearGradient>/.exec(svg)![1]!;
    const stops = [...tint.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => rgb(m[1]!));
    expect(stops).toHaveLength(2);
    for (const [r, , b] of stops) expect(b).toBeGreaterThan(r);
    // Dusky: the room's top is well below half light.
    expect(Math.max(...stops[0]!)).toBeLessThan(0.65 * 255);
  });
});

/**
 * Away from its lights a room at night is deep blue-grey, and clear in its pools: a mid lilac-grey tint with soft
 * holes left every night room under one veil (decision 064, round 10).
 */
describe('a night room and its pools', () => {
  const scene = (time: 'night' | 'lamp'): Scene => ({
    background: 'living-room',
    time,
    items: [
      { prop: 'floor-lamp', x: 200, y: 460, size: 200 },
      { light: 'warm', x: 600, y: 200, radius: 100 },
      { person: 'charlotte', x: 400, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
    ],
  });
  for (const time of ['night', 'lamp'] as const)
    it(`${time}: deep away from the lights, the middle of a pool clear`, () => {
      const svg = renderSceneSvg(scene(time));
      const tint = /<linearGradient id="kit-tint"[^>]*>(.*?)<\/linearGradient>/.exec(svg)![1]!;
      const stops = [...tint.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => rgb(m[1]!));
      // Multiplied over a cream wall, deep: the top under a third of full light, the floor under 0.45 (they were 0.62 and
      // 0.79). Weighed as the eye weighs it, since a clear blue's blue channel alone is high (round 13).
      const light = ([r, g, b]: readonly number[]) => (0.3 * r! + 0.59 * g! + 0.11 * b!) / 255;
      expect(light(stops[0]!)).toBeLessThan(0.33);
      expect(light(stops[1]!)).toBeLessThan(0.45);
      // A pool's middle takes all the tint away, and still most of it a third of the way out.
      const hole = /<radialGradient id="kit-hole">(.*?)<\/radialGradient>/.exec(svg)![1]!;
      const opacities = [...hole.matchAll(/<stop offset="(\d+)%" stop-color="#000"(?: stop-opacity="([\d.]+)")?/g)].map((m) => [
        Number(m[1]),
        Number(m[2] ?? 1),
      ]);
      expect(opacities[0]).toEqual([0, 1]);
      expect(opacities.find(([at]) => at! >= 33)![1]).toBeGreaterThanOrEqual(0.8);
      // The warm tint in a pool warms without an amber veil.
      const warm = /<radialGradient id="kit-warm-tint"><stop offset="0%" stop-color="#[0-9a-f]{6}" stop-opacity="([\d.]+)"/.exec(svg)![1]!;
      expect(Number(warm)).toBeLessThanOrEqual(0.6);
    });
});

/**
 * A night room is a clear deep blue, not a grey-violet that sank every figure outside the pools into one olive mass,
 * and a figure is lifted a little out of the dark against the wall behind it (decision 064, round 13).
 */
describe('a night room is blue and clear, its people told apart', () => {
  for (const time of ['night', 'lamp'] as const)
    it(`${time}: the tint is blue with green above red, and each standing figure lifts part of it`, () => {
      const svg = renderSceneSvg({
        background: 'dining-room',
        time,
        items: [
          { person: 'mina', x: 300, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
          { person: 'mom', x: 400, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
        ],
      });
      const tint = /<linearGradient id="kit-tint"[^>]*>(.*?)<\/linearGradient>/.exec(svg)![1]!;
      for (const [r, g, b] of [...tint.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => rgb(m[1]!))) {
        expect(g - r).toBeGreaterThanOrEqual(15);
        expect(b - g).toBeGreaterThanOrEqual(70);
      }
      const mask = /<mask id="kit-lights">(.*?)<\/mask>/.exec(svg)![1]!;
      expect(mask.match(/fill="url\(#kit-body\)"/g)).toHaveLength(2);
      // Partly: a figure is still in the night, a step lighter than the wall.
      const lift = /<radialGradient id="kit-body"><stop offset="0%" stop-color="#000" stop-opacity="([\d.]+)"/.exec(svg)![1]!;
      expect(Number(lift)).toBeGreaterThan(0.15);
      expect(Number(lift)).toBeLessThan(0.5);
    });
  it('lifts nothing by day', () => {
    const svg = renderSceneSvg({
      background: 'dining-room',
      time: 'day',
      items: [{ person: 'mina', x: 300, y: 470, pose: 'stand', facing: 'front', expression: 'happy' }],
    });
    expect(svg).not.toContain('kit-body');
  });
});
