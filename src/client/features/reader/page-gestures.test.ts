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
  expect(sceneFocusX({ background: 'park', actors: [{ icon: 'girl', x: 400, y: 300 }] })).toBe(50);
  expect(sceneFocusX({ background: 'park', actors: [{ icon: 'girl', x: 100, y: 300, size: 100 }, { icon: 'dog', x: 300, y: 300, size: 100 }] })).toBe(25);
});
