import { chapterWords, langOf, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { ChapterLink } from './chapter-list';

type Chapter = Book['chapters'][number];

/** A chapter's title in `lang`, or in the book's own language while its translation is missing. */
function chapterTitle(book: Book, chapter: Chapter, lang: BookLang): string {
  return chapterWords(book, chapter, lang).title;
}

/** The chapter list entries of a book, numbered the way its chapters are headed. */
export function chapterLinks(book: Book, lang: BookLang = langOf(book.story.language)): ChapterLink[] {
  switch (book.format) {
    case 'framed-panels':
      return book.chapters.map((c) => ({ id: c.id, label: String(c.pageNumber), title: chapterTitle(book, c, lang) }));
    case 'side-bubbles':
      return book.chapters.map((c) => ({ id: c.id, label: String(c.id), title: chapterTitle(book, c, lang) }));
    case 'point-bubbles':
      // Its chapters are headed in the book's language ("1장"); read in another language, the number alone.
      return book.chapters.map((c) => ({ id: c.id, label: lang === langOf(book.story.language) ? c.title : String(c.id), title: chapterTitle(book, c, lang) }));
    default:
      return book satisfies never;
  }
}
