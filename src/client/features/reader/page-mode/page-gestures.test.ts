import { expect, test } from 'vitest';
import { swipeTurn } from './page-gestures';

test('a swipe to the left turns to the next page, to the right back', () => {
  expect(swipeTurn(-80, 10)).toBe('next');
  expect(swipeTurn(80, -10)).toBe('previous');
});

test('a short or mostly vertical drag does not turn the page', () => {
  expect(swipeTurn(-30, 0)).toBeNull();
  expect(swipeTurn(-80, 90)).toBeNull();
});
