import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { bookPages, clampPage, firstPageOf } from './book-pages';

const book = (id: string) => books.find((b) => b.story.id === id)!;

test('every panel of every book is one page, in reading order', () => {
  for (const b of books) {
    const panels = b.chapters.reduce((sum, chapter) => sum + chapter.panels.length, 0);
    expect(bookPages(b)).toHaveLength(panels);
  }
  const pages = bookPages(book('charlotte-birthday'));
  expect(pages.map((p) => p.chapterId).slice(0, 4)).toEqual([1, 1, 1, 2]);
});

test('page keys are unique within a book and safe in a URL path', () => {
  for (const b of books) {
    const keys = bookPages(b).map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
  }
  expect(bookPages(book('charlotte-birthday'))[4]!.key).toBe('c2-p2');
});

test('a chapter starts at its first panel', () => {
  const pages = bookPages(book('charlotte-birthday'));
  expect(firstPageOf(pages, 1)).toBe(0);
  expect(firstPageOf(pages, 7)).toBe(18);
  expect(firstPageOf(pages, 99)).toBe(0);
});

test('page numbers stay between the first page and the end page', () => {
  expect(clampPage(-1, 27)).toBe(0);
  expect(clampPage(5, 27)).toBe(5);
  expect(clampPage(27, 27)).toBe(27);
  expect(clampPage(40, 27)).toBe(27);
  expect(clampPage(Number.NaN, 27)).toBe(0);
  expect(clampPage(2.7, 27)).toBe(2);
});
