import { describe, expect, it } from 'vitest';
import './book-cast';
import type { Scene } from '@/pictures/vocabulary/scene';
import { renderSceneSvg } from '@/pictures/render-scene';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

const scene = (time: Scene['time']): Scene => ({
  background: 'living-room',
  time,
  items: [
    { person: 'charlotte', x: 300, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
    { person: 'charlotte', x: 520, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
  ],
});

const circles = (svg: string, fill: string) =>
  [...svg.matchAll(new RegExp(`<circle cx="([\\d.-]+)" cy="([\\d.-]+)" r="([\\d.-]+)" fill="url\\(#${fill}\\)"([^>]*)>`, 'g'))].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    r: Number(m[3]),
    rest: m[4]!,
  }));

/**
 * A face's lift in the dark opens the night's cool tint, so pale skin showed its daylight colour in a dark room and
 * read as a ghost (decision 059, round 2): each lifted face is laid under a warm glaze, just past the head.
 */
describe('a face in the dark', () => {
  for (const time of ['night', 'lamp'] as const)
    it(`${time}: every lifted face is glazed warm by multiplying, centred on the head, out to about 1.1 head radii`, () => {
      const svg = renderSceneSvg(scene(time));
      const lifts = circles(svg, 'kit-face');
      const glazes = circles(svg, 'kit-face-warm');
      expect(lifts).toHaveLength(2);
      expect(glazes).toHaveLength(2);
      const reach = time === 'lamp' ? 1.2 : 1.7;
      lifts.forEach((lift, i) => {
        const glaze = glazes[i]!;
        expect([glaze.x, glaze.y]).toEqual([lift.x, lift.y]);
        expect(glaze.r / (lift.r / reach)).toBeCloseTo(1.1, 1);
        expect(glaze.rest).toContain('mix-blend-mode:multiply');
      });
      // Laid over the night's tint, so the tint does not cool it again.
      expect(svg.indexOf('fill="url(#kit-face-warm)"')).toBeGreaterThan(svg.indexOf('fill="url(#kit-tint)"'));
    });

  it('the glaze is warm (red over green over blue), strongest in the middle and gone at its edge, with no ring', () => {
    const svg = renderSceneSvg(scene('night'));
    const gradient = /<radialGradient id="kit-face-warm">(.*?)<\/radialGradient>/.exec(svg)![1]!;
    const stops = [...gradient.matchAll(/offset="([\d.]+)%" stop-color="(#[0-9a-f]{6})" stop-opacity="([\d.]+)"/g)].map((m) => ({
      at: Number(m[1]) / 100,
      colour: rgb(m[2]!),
      opacity: Number(m[3]),
    }));
    for (const { colour } of stops) {
      const [r, g, b] = colour;
      expect(r).toBeGreaterThan(g);
      expect(g).toBeGreaterThan(b);
    }
    // Deep enough to warm a pale face, never an orange mask.
    expect(stops[0]!.opacity).toBeGreaterThanOrEqual(0.3);
    expect(stops[0]!.opacity).toBeLessThanOrEqual(0.6);
    expect(stops.at(-1)).toMatchObject({ at: 1, opacity: 0 });
    for (let i = 1; i < stops.length; i++) expect(stops[i]!.opacity).toBeLessThan(stops[i - 1]!.opacity);
  });

  it('by day and in a warm evening, where a face is not lifted, it has no glaze', () => {
    expect(renderSceneSvg(scene('day'))).not.toContain('kit-face-warm');
    expect(renderSceneSvg(scene('evening'))).not.toContain('kit-face-warm');
  });
});
