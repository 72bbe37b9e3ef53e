import { describe, expect, it } from 'vitest';
import './book-cast';
import type { Scene } from '@/pictures/vocabulary/scene';
import { renderSceneSvg } from '@/pictures/render-scene';
import { warmCoat } from '@/pictures/draw-scene';

/**
 * At night an animal keeps its own colour, as a person's coat does: a tan dog under the night's blue alone read
 * grey on every night page of charlotte-christmas (decision 064, round 17).
 */
describe('an animal at night', () => {
  const scene = (animal: string, time: Scene['time']): Scene => ({
    background: 'snowy-street',
    time,
    items: [
      { animal, x: 400, y: 440, pose: 'sit', facing: 'right', expression: 'happy' },
      { prop: 'present', variant: 'blue', x: 400, y: 450, size: 40 },
    ],
  });
  const mask = (svg: string) => /<mask id="kit-animal-0">(.*?)<\/mask>/.exec(svg)?.[1];

  it('lifts most of the tint off the animal’s own silhouette, and not off the thing in front of it', () => {
    const svg = renderSceneSvg(scene('biscuit', 'night'));
    const shape = mask(svg)!;
    expect(shape).toBeDefined();
    // White where the dog is, black where the present covers it: no colour of its own, no ids copied.
    const colours = new Set([...shape.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]+)"/g)].map((m) => m[1]));
    expect(colours).toEqual(new Set(['#fff', '#000']));
    expect(shape.indexOf('#fff')).toBeLessThan(shape.lastIndexOf('#000'));
    expect(shape).not.toMatch(/ id="/);
    expect(shape).toContain('translate(400 440)');
    const lift = /<rect [^>]*fill="#000" opacity="([\d.]+)" mask="url\(#kit-animal-0\)"/.exec(svg);
    expect(Number(lift![1])).toBeGreaterThanOrEqual(0.5);
  });

  it('lays a warm coat under the faces’ warm glaze, and only a warm one', () => {
    expect(warmCoat('#e7b77c')).toBe(true); // Biscuit, tan
    expect(warmCoat('#ea7a35')).toBe(true); // a fox
    expect(warmCoat('#2f3340')).toBe(false); // a magpie
    expect(warmCoat('#5aa9ea')).toBe(false); // a blue bird
    expect(renderSceneSvg(scene('biscuit', 'lamp'))).toMatch(/mask="url\(#kit-animal-0\)" style="mix-blend-mode:multiply"/);
    const bird = renderSceneSvg(scene('bird-blue', 'night'));
    expect(mask(bird)).toBeDefined();
    expect(bird).not.toMatch(/mask="url\(#kit-animal-0\)" style="mix-blend-mode:multiply"/);
  });

  it('leaves an animal by day as it was', () => {
    expect(mask(renderSceneSvg(scene('biscuit', 'day')))).toBeUndefined();
  });
});
