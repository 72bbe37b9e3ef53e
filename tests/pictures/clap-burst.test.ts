import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';

/**
 * A clap's burst is gold wedges, not rounded strokes (read as paper-clips, blind critic r60). In the dark it is laid
 * over the light, or the night dims it to olive darts, but never on another person's face; by day it is drawn with
 * its clapper, under whoever stands in front.
 */

const room = (time: Scene['time'], items: Scene['items']): Scene => ({ book: 'charlotte-christmas', background: 'living-room', time, items }) as Scene;

const clapper = { person: 'charlotte', x: 300, y: 470, pose: 'stand', facing: 'side-right', expression: 'happy', arms: 'clap' } as Scene['items'][number];
const beside = { person: 'leo', x: 380, y: 470, pose: 'stand', facing: 'side-left', expression: 'happy' } as Scene['items'][number];

const burst = (svg: string) => /<path data-motion="clap" d="([^"]*)"[^>]*fill="#f7c948"/.exec(svg);
const wedges = (d: string) => d.split('M').filter(Boolean).length;

it('in the dark the burst comes after the light laid over the room', () => {
  const svg = renderSceneSvg(room('lamp', [clapper]));
  const marks = burst(svg);
  expect(marks).not.toBeNull();
  expect(wedges(marks![1]!)).toBe(3);
  expect(svg.indexOf('data-motion="clap"')).toBeGreaterThan(svg.indexOf('<g data-overlay="">'));
});

it('by day the burst is drawn with its clapper, so whoever stands in front is drawn over it', () => {
  const svg = renderSceneSvg(room('day', [clapper, beside]));
  expect(burst(svg)).not.toBeNull();
  expect(svg.indexOf('data-motion="clap"')).toBeLessThan(svg.indexOf('data-part="leo"'));
});

it('in the dark no wedge is laid on the face of the person the clapper turns to', () => {
  const alone = burst(renderSceneSvg(room('lamp', [clapper])))![1]!;
  const shared = burst(renderSceneSvg(room('lamp', [clapper, beside])));
  const left = shared ? wedges(shared[1]!) : 0;
  expect(left).toBeLessThan(wedges(alone));
});
