import { describe, expect, it } from 'vitest';
import { drawFace } from '@/pictures/figures/face';

/**
 * A cheek blown full of air is the face's own skin rounded out, with a soft blush, and the lips pursed round a hole
 * (decision 064, round 10): a solid red disc with a glint on each cheek read as a red ball held to the face
 * (charlotte-birthday c9-p1, blowing out candles).
 */
describe('a puffed cheek', () => {
  const skin = '#f0c8a0';
  for (const turn of [0, 0.55])
    it(`is skin with a soft blush, not a red ball (turn ${turn})`, () => {
      const svg = drawFace('blowing', { cx: 0, cy: 0, r: 50, direction: turn ? 1 : 0, turn, skin });
      // The bulges are skin.
      expect([...svg.matchAll(new RegExp(`<circle [^>]*fill="${skin}"`, 'g'))].length).toBeGreaterThanOrEqual(2);
      // Nothing red on the cheeks stronger than a blush's wash.
      for (const m of svg.matchAll(/fill="#(f[0-9a-f])([0-9a-f]{2})([0-9a-f]{2})"(?: opacity="([\d.]+)")?/g)) {
        const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h!, 16)) as [number, number, number];
        const red = r - Math.max(g, b) > 90;
        if (red) expect(Number(m[4] ?? 1), m[0]).toBeLessThanOrEqual(0.25);
      }
      // Lips pursed: a ring of lip colour round a small dark hole, outlined.
      expect(svg).toMatch(/<ellipse [^>]*fill="#d9675f" stroke=/);
    });
});
