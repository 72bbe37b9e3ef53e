import { expect, test } from 'vitest';
import { isPastScrollThreshold } from './scroll-threshold';

test('the button stays hidden at the top and at exactly 300 px', () => {
  expect(isPastScrollThreshold(0)).toBe(false);
  expect(isPastScrollThreshold(299)).toBe(false);
  expect(isPastScrollThreshold(300)).toBe(false);
});

test('the button appears once the page is scrolled past 300 px', () => {
  expect(isPastScrollThreshold(301)).toBe(true);
  expect(isPastScrollThreshold(5000)).toBe(true);
});
