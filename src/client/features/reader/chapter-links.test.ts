import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { chapterLinks } from './chapter-links';

const book = (id: string) => books.find((b) => b.story.id === id)!;

test('the chapter list has one entry per chapter, each pointing at its chapter id', () => {
  for (const b of books) expect(chapterLinks(b).map((link) => link.id)).toEqual(b.chapters.map((c) => c.id));
});

test('the birthday book numbers its chapter list by page number', () => {
  expect(chapterLinks(book('charlotte-birthday'))[0]).toEqual({ id: 1, label: '1', title: 'Birthday Morning' });
});

test('the Korean birthday book lists each chapter by its number and chapter title', () => {
  expect(chapterLinks(book('korean-charlotte-birthday'))[0]).toEqual({ id: 1, label: '1장', title: '생일 아침' });
});

test('read in English, the Korean birthday book numbers its chapters without the Korean "장"', () => {
  const first = chapterLinks(book('korean-charlotte-birthday'), 'en')[0]!;
  expect(first.label).toBe('1');
  expect(first.title).not.toMatch(/[가-힣]/);
});
