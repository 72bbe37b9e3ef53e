import { describe, expect, it } from 'vitest';
import { drawFace } from '@/pictures/figures/face';

/** The dark eyes drawn on a face: each eye's big oval, as its centre. */
function eyes(svg: string): { x: number; y: number }[] {
  return [...svg.matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="([\d.]+)" fill="#[0-9a-f]+"\/>/g)]
    .filter((m) => Number(m[4]) > 2)
    .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

describe('eyes that look at something', () => {
  const frame = { cx: 0, cy: 0, r: 40, direction: 0 as const, turn: 0, skin: '#f1c7a5' };
  const mean = (points: { x: number; y: number }[]) => ({
    x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
    y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
  });

  it('sends the eyes a tenth of the head across toward what the gaze is on, so it reads on a phone', () => {
    const ahead = mean(eyes(drawFace('neutral', frame)));
    const right = mean(eyes(drawFace('neutral', { ...frame, gaze: 'right' })));
    const left = mean(eyes(drawFace('neutral', { ...frame, gaze: 'left' })));
    expect(right.x - ahead.x).toBeGreaterThanOrEqual(frame.r * 0.1);
    expect(ahead.x - left.x).toBeGreaterThanOrEqual(frame.r * 0.1);
  });

  it('lifts them toward a thing above', () => {
    const ahead = mean(eyes(drawFace('neutral', frame)));
    const up = mean(eyes(drawFace('neutral', { ...frame, gaze: 'up-right' })));
    expect(ahead.y - up.y).toBeGreaterThanOrEqual(frame.r * 0.1);
  });
});
