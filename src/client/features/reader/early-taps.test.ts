import { expect, test } from 'vitest';
import { chapterInHash, openingPage } from './early-taps';

test('an address names a chapter only as #chapter-<number>', () => {
  expect(chapterInHash('#chapter-7')).toBe(7);
  expect(chapterInHash('')).toBeNull();
  expect(chapterInHash('#chapter-')).toBeNull();
  expect(chapterInHash('#main')).toBeNull();
});

test('with nothing tapped early, the book opens where the child stopped', () => {
  expect(openingPage(12, 27, { chapterPage: null, turns: [] })).toBe(12);
});

test('a chapter tapped early opens its first page, not the remembered one', () => {
  expect(openingPage(12, 27, { chapterPage: 18, turns: [] })).toBe(18);
});

test('pages turned early count from the page that was on screen, and stay inside the book', () => {
  expect(openingPage(12, 27, { chapterPage: null, turns: ['next', 'next'] })).toBe(2);
  expect(openingPage(12, 27, { chapterPage: null, turns: ['previous', 'next'] })).toBe(1);
  expect(openingPage(0, 3, { chapterPage: 2, turns: ['next', 'next', 'next'] })).toBe(3);
});
