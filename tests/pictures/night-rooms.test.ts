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
