import type { Book } from '@/shared/story';
import type { ChapterLink } from './chapter-list';

/** The chapter list entries of a book, numbered the way its chapters are headed. */
export function chapterLinks(book: Book): ChapterLink[] {
  switch (book.format) {
    case 'birthday':
      return book.chapters.map((c) => ({ id: c.id, label: String(c.pageNumber), title: c.title }));
    case 'side-bubbles':
      return book.chapters.map((c) => ({ id: c.id, label: String(c.id), title: c.title }));
    case 'point-bubbles':
      return book.chapters.map((c) => ({ id: c.id, label: c.title, title: c.chapterTitle }));
    default:
      return book satisfies never;
  }
}
