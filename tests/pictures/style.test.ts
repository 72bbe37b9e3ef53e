import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { channels, lightness } from '@/pictures/figures/svg';
import { inked, inkOf, silhouette } from '@/pictures/style/contour';
import { renderSceneSvg } from '@/pictures/render-scene';
import { Modelling, tonesOf } from '@/pictures/style/modelling';
import { GRAIN_MARK, throughTheAir } from '@/pictures/style/paper-and-air';
import { drawPerson, INK_WEIGHT, INNER_WEIGHT, SILHOUETTE_WEIGHT } from '@/pictures/figures/draw-person';
import { standingHeight } from '@/pictures/figures/proportions';
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

  it('paints a lamp-lit room dusky away from its lamps, not as a warm afternoon', () => {
    const tint = (svg: string) =>
      [
        ...svg.matchAll(/<linearGradient id="kit-tint"[^>]*><stop offset="0%" stop-color="(#[0-9a-f]{6})"\/><stop offset="100%" stop-color="(#[0-9a-f]{6})"/g),
      ][0]!;
    const [, lampTop, lampBottom] = tint(renderSceneSvg(scene('lamp')));
    const [, eveningTop] = tint(renderSceneSvg(scene('evening')));
    expect(lightness(lampTop!)).toBeLessThan(0.6);
    expect(lightness(lampBottom!)).toBeLessThan(lightness(eveningTop!));
  });

  it('keeps faces lit at night and in a lamp-lit room, and only then, the lamp’s lift on the face alone', () => {
    expect(renderSceneSvg(scene('night'))).toContain('url(#kit-face)');
    const ring = (svg: string) => Number(/r="([\d.]+)" fill="url\(#kit-face\)"/.exec(svg)?.[1]);
    expect(ring(renderSceneSvg(scene('lamp')))).toBeLessThan(ring(renderSceneSvg(scene('night'))));
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
  const inAir = (svg: string) => [...svg.matchAll(/<g data-part="([a-z-]+)" data-air=""/g)].map((m) => m[1]);
  /** The modelled colours a person's group is painted in. */
  const fills = (svg: string, person: string) => {
    const start = svg.indexOf(`<g data-part="${person}"`);
    return new Set([...svg.slice(start, svg.indexOf('<g data-part=', start + 10)).matchAll(/url\(#m([0-9a-f]{6})\)/g)].map((m) => `#${m[1]}`));
  };

  it('draws the clothes and hair of someone beyond its four faces who stands further back in the air, paler, but not their face', () => {
    const svg = renderSceneSvg(crowd(400));
    expect(inAir(svg)).toEqual(['grandma']);
    const grandma = fills(svg, 'grandma');
    const look = people.grandma;
    // The cardigan and the hair are paler and cooler; the skin of the face is the skin of the look.
    expect(grandma.has(look.outfit.layer.colour)).toBe(false);
    expect(grandma.has(throughTheAir(look.outfit.layer.colour))).toBe(true);
    expect(grandma.has(throughTheAir(look.hair.colour))).toBe(true);
    expect(grandma.has(look.skin)).toBe(true);
    expect(svg).not.toContain('filter="url(#look-back)"');
  });

  it('leaves someone as near as the four faces as drawn, and a group of four or fewer alone', () => {
    const near = renderSceneSvg(crowd(470));
    expect(inAir(near)).toEqual([]);
    expect(fills(near, 'grandma').has(people.grandma.outfit.layer.colour)).toBe(true);
    const four = crowd(400);
    expect(inAir(renderSceneSvg({ ...four, items: four.items.slice(0, 4) }))).toEqual([]);
  });
});

describe('the brush contour', () => {
  const read = (svg: string) => {
    const ink =
      /<circle cx="0" cy="0" r="10" fill="none" stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"[^>]*transform="translate\(([-\d.]+) ([-\d.]+)\)"\/>/.exec(svg);
    expect(ink).not.toBeNull();
    const [, colour, width, dx, dy] = ink!;
    const half = Number(width) / 2;
    // How far the line shows outside the shape along the diagonal toward the light and away from it.
    const shift = (Number(dx) + Number(dy)) * Math.SQRT1_2;
    return { colour: colour!, lit: half - shift, shadow: half + shift, dx: Number(dx), dy: Number(dy) };
  };

  it('lays a line under a filled shape, heavier on the side away from the light, in a darker warm tone of its fill', () => {
    const svg = inked('<circle cx="0" cy="0" r="10" fill="#f2706a"/>', 3);
    const { colour, lit, shadow } = read(svg);
    expect(svg.indexOf('fill="none"')).toBeLessThan(svg.indexOf('fill="#f2706a"'));
    expect(shadow).toBeCloseTo(3, 0);
    expect(lit).toBeGreaterThan(0);
    expect(shadow).toBeGreaterThan(lit * 3);
    expect(colour).toBe(inkOf('#f2706a'));
    const [r, g, b] = channels(colour);
    // Darker than the fill, not black, and warm (red above blue).
    expect(lightness(colour)).toBeLessThan(lightness('#f2706a') - 0.2);
    expect(lightness(colour)).toBeGreaterThan(0.15);
    expect(r).toBeGreaterThan(b);
    expect(g).toBeLessThan(r);
  });

  it('keeps the heavy side away from the light in a turned group, and leaves see-through shapes alone', () => {
    // Turned a quarter (a figure lying down), the shift turns back so it still points down and right in the picture.
    const { dx, dy } = read(inked('<circle cx="0" cy="0" r="10" fill="#f2706a"/>', 3, 90));
    expect(dx).toBeGreaterThan(0);
    expect(dy).toBeLessThan(0);
    expect(inked('<circle cx="0" cy="0" r="10" fill="#f2706a" opacity=".3"/>', 3)).not.toContain('fill="none"');
  });
});

/** A phone draws the wide 800-unit picture about 370 CSS px across: the smallest a picture is ever seen. */
const PHONE_PX_PER_UNIT = 370 / 800;

describe('the line hierarchy', () => {
  it('draws the outside of a figure heavier than the lines inside it, and lays that outline under every fill', () => {
    const outline = silhouette('<g><circle cx="0" cy="0" r="10" fill="#f2706a"/><path d="M0 0L5 5" stroke="#000"/></g>', 4);
    expect(outline).not.toMatch(/fill="#/);
    expect(outline.match(/<circle/g)).toHaveLength(1);
    expect(outline.startsWith('<g>')).toBe(true);
    const svg = drawPerson(people.charlotte, { height: 220, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' });
    const height = 220 * people.charlotte.height;
    const widths = [...svg.matchAll(/fill="none" stroke="#[0-9a-f]{6}" stroke-width="([\d.]+)" stroke-linejoin="round"/g)].map((m) => Number(m[1]));
    const heavy = widths.filter((w) => Math.abs(w - (2 * height * SILHOUETTE_WEIGHT) / 1.85) < 0.1);
    const light = widths.filter((w) => Math.abs(w - (2 * height * INNER_WEIGHT) / 1.85) < 0.1);
    expect(heavy.length).toBeGreaterThan(5);
    expect(light.length).toBeGreaterThan(5);
    // The outline comes first, under the whole figure, so only its outer part shows.
    expect(widths.indexOf(heavy[0]!)).toBeLessThan(widths.indexOf(light[0]!));
    expect(SILHOUETTE_WEIGHT).toBeGreaterThanOrEqual(INNER_WEIGHT * 2);
  });
});

describe('the look at phone size', () => {
  it('draws a child’s contour on the shadow side at least 1.5 CSS px wide on a phone, and at most a third of that on the lit side', () => {
    const svg = inked('<circle cx="0" cy="0" r="10" fill="#f2706a"/>', standingHeight.child * INK_WEIGHT);
    const width = Number(/stroke-width="([\d.]+)"/.exec(svg)![1]);
    const [dx, dy] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(svg)!.slice(1).map(Number);
    const shift = (dx! + dy!) * Math.SQRT1_2;
    expect((width / 2 + shift) * PHONE_PX_PER_UNIT).toBeGreaterThanOrEqual(1.5);
    expect(width / 2 - shift).toBeLessThan((width / 2 + shift) / 3);
  });

  it('gives the paper a tooth a phone can show: every grain mark at least a CSS px across, in a tile that repeats at least 40 px apart', () => {
    const svg = renderSceneSvg({ background: 'park', time: 'day', items: [] });
    const pattern = /<pattern id="look-paper" width="([\d.]+)"[^>]*scale\(([\d.]+)\)">(.*?)<\/pattern>/.exec(svg);
    expect(pattern).not.toBeNull();
    const [, tile, scale, marks] = pattern!;
    const widths = [...marks!.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width * Number(scale) * PHONE_PX_PER_UNIT).toBeGreaterThanOrEqual(1);
    expect(GRAIN_MARK * PHONE_PX_PER_UNIT).toBeGreaterThanOrEqual(1);
    expect(Number(tile) * Number(scale) * PHONE_PX_PER_UNIT).toBeGreaterThanOrEqual(40);
  });
});
