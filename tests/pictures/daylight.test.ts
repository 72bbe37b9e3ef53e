import { describe, expect, it } from 'vitest';
import './book-cast';
import type { Scene } from '@/pictures/vocabulary/scene';
import { renderSceneSvg } from '@/pictures/render-scene';
import { CAST_SHADOW, daylightPatch } from '@/pictures/draw-scene';
import { groundTop } from '@/pictures/backgrounds';

/**
 * Round 15: a day room's window light. A scene's `light` by day is the window: the figures are lit on its side, cast
 * their shadows away from it, and its light lies on the floor in front of it; the far side is in a little shade.
 */
describe('daylight from a window', () => {
  const scene = (window?: number, time: Scene['time'] = 'day'): Scene => ({
    background: 'living-room',
    time,
    items: [
      ...(window === undefined ? [] : [{ light: 'warm' as const, x: window, y: 200, radius: 400 }]),
      { person: 'mom', x: 400, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' },
    ],
  });
  const momOf = (svg: string) => svg.slice(svg.indexOf('data-part="mom"'));
  const gradient = (svg: string, id: string) => new RegExp(`<linearGradient id="${id}" x1="([.\\d]+)"[^>]* x2="([.\\d]+)"`).exec(svg);
  const shadowX = (svg: string) => Number(/<ellipse[^>]*cx="([\d.]+)"[^>]*fill="#1d1a2e"/.exec(svg)![1]);

  it('models a figure lit from a window on the right from its right, and from one on the left from its left', () => {
    const right = renderSceneSvg(scene(700));
    const ids = [...momOf(right).matchAll(/fill="url\(#([mr][0-9a-f]{6})\)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.every((id) => id.startsWith('r'))).toBe(true);
    const [, x1, x2] = gradient(right, ids[0]!)!;
    expect(Number(x1)).toBeGreaterThan(Number(x2));
    const left = renderSceneSvg(scene(100));
    expect(/fill="url\(#r[0-9a-f]{6}\)"/.test(left)).toBe(false);
  });

  it('casts the shadow away from the window, longer than at noon', () => {
    const noon = shadowX(renderSceneSvg(scene()));
    expect(noon).toBeCloseTo(400, 0);
    expect(shadowX(renderSceneSvg(scene(700)))).toBeLessThan(400 - 10);
    expect(shadowX(renderSceneSvg(scene(100)))).toBeGreaterThan(400 + 10);
    expect(CAST_SHADOW.stretch).toBeGreaterThan(1);
  });

  it("lays the window's light on the floor in front of it, toward the room, and shades the far side", () => {
    const svg = renderSceneSvg(scene(700));
    expect(svg).toContain('data-daylight');
    const patch = daylightPatch({ x: 700, radius: 400 }, groundTop('living-room'));
    expect(patch.x).toBeLessThan(700);
    expect(patch.y).toBeGreaterThan(groundTop('living-room'));
    expect(patch.ry).toBeLessThan(patch.rx / 2);
    const shade = /<linearGradient id="kit-day-shade"[^>]* x1="([-\d.]+)"[^>]* x2="([-\d.]+)"/.exec(svg)!;
    // From the window (no shade) to the far left edge (the most).
    expect(Number(shade[1])).toBe(700);
    expect(Number(shade[2])).toBeLessThan(0);
  });

  it('changes nothing in a day room with no light, nor at night', () => {
    expect(renderSceneSvg(scene())).not.toContain('data-daylight');
    const night = renderSceneSvg(scene(700, 'night'));
    expect(night).not.toContain('data-daylight');
    expect(/fill="url\(#r[0-9a-f]{6}\)"/.test(night)).toBe(false);
  });
});
