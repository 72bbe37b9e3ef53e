import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';

/**
 * A bare hand in the dark is opened in the night's tint, and the opening is kept inside its own person. Kept inside
 * everyone, and masked on the turned oval itself (a mask turns with the shape it is on), the people's shape turned about
 * a clapping father's hand and lit a pale crescent of the wall beside it (blind critic r97, korean p8).
 */
it('keeps each hand’s opening in the dark inside its own person, on an unturned mask', () => {
  const scene = {
    book: 'korean-charlotte-birthday',
    background: 'living-room',
    time: 'night',
    items: [
      { person: 'grandpa', x: 250, y: 420, pose: 'stand', arms: 'clap', facing: 'three-quarter-right', expression: 'singing' },
      { person: 'dad', x: 450, y: 440, pose: 'stand', arms: 'clap', facing: 'three-quarter-left', expression: 'singing' },
    ],
  } as Scene;
  const svg = renderSceneSvg(scene);
  expect((svg.match(/fill="url\(#kit-hand\)"/g) ?? []).length).toBeGreaterThanOrEqual(2);
  const masked = [...svg.matchAll(/<(\w+)([^>]*) mask="url\(#kit-in-person-(\d+)\)"/g)];
  // Both people's hands, each in a mask of their own.
  expect(new Set(masked.map((m) => m[3])).size).toBe(2);
  for (const [, tag, attributes, k] of masked) {
    expect(tag).toBe('g');
    expect(attributes).not.toContain('transform');
    const mask = new RegExp(`<mask id="kit-in-person-${k}"[^>]*>(.*?)</mask>`).exec(svg)![1]!;
    // The hand's own figure laid white, and only it.
    expect([...mask.matchAll(/<use href="#kit-fig-(\d+)" filter="url\(#kit-white\)"/g)].map((u) => u[1])).toEqual([k]);
  }
});
