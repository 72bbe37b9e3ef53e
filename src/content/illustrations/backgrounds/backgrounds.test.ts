import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backgroundIds, SCENE_HEIGHT } from '@/shared/scene';
import { drawBackground, groundTop } from '.';

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

  it('shows the night through windows and lamps that are on', () => {
    expect(drawBackground('hanok-yard', 'night')).not.toBe(drawBackground('hanok-yard', 'day'));
    expect(drawBackground('neighbourhood-alley', 'night')).toContain('#ffd66e');
    expect(drawBackground('neighbourhood-alley', 'day')).not.toContain('#ffd66e');
  });
});
