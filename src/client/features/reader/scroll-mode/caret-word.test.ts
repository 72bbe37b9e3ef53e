import { expect, test } from 'vitest';
import { wordStartNear } from './caret-word';

test('a caret inside a word, at its start or just after it means that word', () => {
  const text = 'Snow! Real snow!';
  expect(wordStartNear(text, 0)).toBe(0);
  expect(wordStartNear(text, 2)).toBe(0);
  expect(wordStartNear(text, 5)).toBe(0);
  expect(wordStartNear(text, 6)).toBe(6);
  expect(wordStartNear(text, 16)).toBe(11);
});

test('a caret among several spaces means the word after them; past the end, the last word', () => {
  expect(wordStartNear('나  오늘', 2)).toBe(3);
  expect(wordStartNear('나 오늘', 99)).toBe(2);
  expect(wordStartNear('   ', 1)).toBeNull();
});
