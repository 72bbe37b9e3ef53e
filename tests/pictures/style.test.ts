import { describe, expect, it } from 'vitest';
import './book-cast';
import { channels } from '@/pictures/figures/svg';
import { renderSceneSvg } from '@/pictures/render-scene';
import { Modelling, tonesOf } from '@/pictures/style/modelling';
import type { Scene } from '@/pictures/vocabulary/scene';

const brightness = (hex: string) => channels(hex).reduce((sum, c) => sum + c, 0);

describe('the picture-book look', () => {
  it('models a colour with a lighter lit side and a darker shade side that keeps its hue', () => {
    const { lit, shade } = tonesOf('#d9534f');
    expect(brightness(lit)).toBeGreaterThan(brightness('#d9534f'));
    expect(brightness(shade)).toBeLessThan(brightness('#d9534f'));
    const [r, g, b] = channels(shade);
    expect(r).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(b);
  });

  it('turns every flat fill of a figure into its colour’s gradient, written once', () => {
    const modelling = new Modelling();
    const markup = modelling.model('<circle fill="#FFAA00"/><path fill="#ffaa00"/><path fill="none" stroke="#222222"/>');
    expect(markup).toBe('<circle fill="url(#mffaa00)"/><path fill="url(#mffaa00)"/><path fill="none" stroke="#222222"/>');
    expect(modelling.defs().match(/<linearGradient id="mffaa00"/g)).toHaveLength(1);
  });

  const scene = (time: Scene['time']): Scene => ({
    background: 'park',
    time,
    items: [{ person: 'charlotte', x: 400, y: 460, pose: 'stand', facing: 'front', expression: 'happy' }],
  });

  it('lays paper grain over the picture and air over the setting, and defines every gradient a figure uses', () => {
    const svg = renderSceneSvg(scene('day'));
    expect(svg).toContain('fill="url(#look-paper)"');
    expect(svg).toContain('fill="url(#look-air)"');
    const used = new Set([...svg.matchAll(/url\(#(m[0-9a-f]{6})\)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(3);
    for (const id of used) expect(svg).toContain(`id="${id}"`);
  });

  it('keeps faces lit at night, and only then', () => {
    expect(renderSceneSvg(scene('night'))).toContain('url(#kit-face)');
    expect(renderSceneSvg(scene('day'))).not.toContain('url(#kit-face)');
  });
});

describe('a crowd', () => {
  const at = (person: string, x: number, y: number) => ({ person, x, y, pose: 'stand', facing: 'front', expression: 'happy' }) as const;
  const crowd = (grandmaY: number): Scene => ({
    background: 'party-room',
    time: 'day',
    faces: ['charlotte', 'leo', 'mom', 'dad'],
    items: [at('grandma', 120, grandmaY), at('charlotte', 250, 470), at('leo', 350, 470), at('mom', 450, 460), at('dad', 550, 460)],
  });
  const inAir = (svg: string) => [...svg.matchAll(/filter="url\(#look-back\)">(?:<ellipse[^>]*\/>)?<g data-part="([a-z-]+)"/g)].map((m) => m[1]);

  it('draws someone beyond its four faces who stands further back in the air, paler', () => {
    const svg = renderSceneSvg(crowd(400));
    expect(inAir(svg)).toEqual(['grandma']);
    expect(svg).toContain('<filter id="look-back"');
  });

  it('leaves someone as near as the four faces as drawn, and a group of four or fewer alone', () => {
    const near = renderSceneSvg(crowd(470));
    expect(inAir(near)).toEqual([]);
    expect(near).not.toContain('look-back');
    const four = crowd(400);
    expect(inAir(renderSceneSvg({ ...four, items: four.items.slice(0, 4) }))).toEqual([]);
  });
});
