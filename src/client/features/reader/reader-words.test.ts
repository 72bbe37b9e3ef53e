import { expect, test } from 'vitest';
import { pageOfWords, readerWord } from './reader-words';

test('controls speak the language on show', () => {
  expect(readerWord(['en'], 'readPage')).toBe('Read to me');
  expect(readerWord(['ko'], 'readPage')).toBe('읽어 주세요');
});

test('with both languages the book’s own comes first', () => {
  expect(readerWord(['ko', 'en'], 'readPage')).toBe('읽어 주세요 · Read to me');
  expect(pageOfWords(['en', 'ko'], 5, 27)).toBe('Page 5 of 27 · 27쪽 중 5쪽');
});
