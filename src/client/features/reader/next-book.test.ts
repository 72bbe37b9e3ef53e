import { expect, test } from 'vitest';
import { shelfStories } from '@/content/stories/shelf-stories';
import type { BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';
import { nextBook } from './next-book';

const story = (id: string, series: Story['series'], en: number, ko = en): Story => ({ ...shelfStories[0]!, id, series, levels: { en, ko } }) as Story;

const shelf = [
  story('a1', 'Charlotte Adventures', 2),
  story('a2', 'Charlotte Adventures', 2),
  story('a3', 'Charlotte Adventures', 3),
  story('k', '샬럿 이야기', 3, 2),
  story('n', '우리 동네 문화 이야기', 4, 3),
];
const next = (id: string, lang: BookLang = 'en') =>
  nextBook(
    shelf.find((s) => s.id === id)!,
    shelf,
    lang,
  )?.id;

test('the next book in the same series comes first, and after the last the series starts again', () => {
  expect(next('a1')).toBe('a2');
  expect(next('a2')).toBe('a3');
  expect(next('a3')).toBe('a1');
});

test('a book alone in its series offers another at the same level in the language being read', () => {
  // 'k' is level 3 in English (like a3) but level 2 in Korean (like a1 and a2).
  expect(next('k', 'en')).toBe('a3');
  expect(next('k', 'ko')).toBe('a1');
});

test('with no book at the same level, the nearest level; with no other book, none', () => {
  expect(next('n', 'en')).toBe('a3');
  expect(nextBook(shelf[0]!, [shelf[0]!], 'en')).toBeNull();
});

test('every book on the real shelf offers another book', () => {
  for (const book of shelfStories) {
    for (const lang of ['en', 'ko'] as const) {
      const offered = nextBook(book, shelfStories, lang);
      expect(offered).not.toBeNull();
      expect(offered!.id).not.toBe(book.id);
    }
  }
});
