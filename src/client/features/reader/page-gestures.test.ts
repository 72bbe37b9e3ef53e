import { expect, test } from 'vitest';
import { sceneFocusX, swipeTurn } from './page-gestures';

test('a swipe to the left turns to the next page, to the right back', () => {
  expect(swipeTurn(-80, 10)).toBe('next');
  expect(swipeTurn(80, -10)).toBe('previous');
});

test('a short or mostly vertical drag does not turn the page', () => {
  expect(swipeTurn(-30, 0)).toBeNull();
  expect(swipeTurn(-80, 90)).toBeNull();
});

test('a cropped picture centres on where its characters stand', () => {
  const girl = { person: 'charlotte', y: 450, pose: 'stand', facing: 'front', expression: 'happy' } as const;
  expect(sceneFocusX({ background: 'park', time: 'day', items: [{ ...girl, x: 400 }] })).toBe(50);
  expect(sceneFocusX({ background: 'park', time: 'day', items: [{ ...girl, x: 150 }, { prop: 'ball', x: 250, y: 450, size: 100 }] })).toBe(25);
  // Zoomed in on the left, a figure at x = 200 is drawn at the middle of the frame.
  expect(sceneFocusX({ background: 'park', time: 'day', camera: { x: 200, y: 250, zoom: 2 }, items: [{ ...girl, x: 200 }] })).toBe(50);
});
