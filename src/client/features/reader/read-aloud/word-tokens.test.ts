import { expect, test } from 'vitest';
import { tokenize, wordStartAt } from './word-tokens';

test('words keep their punctuation and their place in the text', () => {
  expect(tokenize('Snow! Real  snow!')).toEqual([
    { text: 'Snow!', start: 0, isWord: true },
    { text: ' ', start: 5, isWord: false },
    { text: 'Real', start: 6, isWord: true },
    { text: '  ', start: 10, isWord: false },
    { text: 'snow!', start: 12, isWord: true },
  ]);
});

test('Korean splits at its spaces', () => {
  expect(
    tokenize('비스킷, 나 오늘 아홉 살이야!')
      .filter((t) => t.isWord)
      .map((t) => t.text),
  ).toEqual(['비스킷,', '나', '오늘', '아홉', '살이야!']);
});

test('a boundary anywhere in a word, or on the space before it, lights that word', () => {
  const tokens = tokenize('Snow! Real snow!');
  expect(wordStartAt(tokens, 0)).toBe(0);
  expect(wordStartAt(tokens, 3)).toBe(0);
  expect(wordStartAt(tokens, 5)).toBe(6);
  expect(wordStartAt(tokens, 11)).toBe(11);
  expect(wordStartAt(tokens, 99)).toBeNull();
});
