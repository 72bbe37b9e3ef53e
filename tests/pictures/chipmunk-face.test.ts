import { expect, test } from 'vitest';
import { chipmunk } from '../../src/content/stories/pyeongchang-story/pictures/chipmunk';

// A chipmunk is told from a raccoon by its face: its dark stripe runs back from the eye between cream ones, not a
// dark band across the snout in front of the eye, and the acorn in its paws is big enough to read on a phone.
const svg = chipmunk.draw({ size: 100 } as Parameters<typeof chipmunk.draw>[0]);

test('the dark face stripe starts at the eye and runs back, leaving the snout clear', () => {
  const eye = /<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="3" fill="#3d2630"\/>/.exec(svg);
  const stripe = /<path d="M(-?[\d.]+) (-?[\d.]+)Q[^"]*" stroke="#4a2c1d" stroke-width="(-?[\d.]+)"[^>]*data-part="face-stripe"/.exec(svg);
  expect(eye).not.toBeNull();
  expect(stripe).not.toBeNull();
  // Its front end no further forward (left) than the eye's front edge.
  expect(Number(stripe![1])).toBeGreaterThanOrEqual(Number(eye![1]) - 3);
  expect(Number(stripe![3])).toBeLessThanOrEqual(2.4);
});

test('the acorn is drawn at least a third larger than the paws that hold it', () => {
  expect(svg).toMatch(/<g data-part="acorn" transform="[^"]*scale\(1\.[3-9]\d*\)/);
});
