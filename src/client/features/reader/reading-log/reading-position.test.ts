import { expect, test } from 'vitest';
import { positionKey, resumePage } from './reading-position';

test('each book keeps its own place', () => {
  expect(positionKey('forest-adventure')).not.toBe(positionKey('charlotte-birthday'));
});

test('a book reopens at the page the child stopped on', () => {
  expect(resumePage('5', 27)).toBe(5);
  expect(resumePage('0', 27)).toBe(0);
});

test('a book never read, or read to the end, opens at the first page', () => {
  expect(resumePage(null, 27)).toBe(0);
  expect(resumePage('27', 27)).toBe(0);
});

test('a stored value that is not a page of this book is ignored', () => {
  expect(resumePage('abc', 27)).toBe(0);
  expect(resumePage('-3', 27)).toBe(0);
  expect(resumePage('90', 27)).toBe(0);
  expect(resumePage('', 27)).toBe(0);
});
