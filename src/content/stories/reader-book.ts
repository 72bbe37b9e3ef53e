import { BookSchema, type Book } from '@/shared/story';
import type { Book as PicturedBook } from './pictured-book';

/**
 * The book a reader or print page sends with its HTML: the pages' words and their pictures' addresses. The
 * scenes, shot lists and cast the pictures were drawn from stay behind (the shared schema keeps only its own
 * fields): they were over half of a book page's data, which the browser decodes before the page answers a tap.
 */
export function readerBookOf(book: PicturedBook): Book {
  return BookSchema.parse(book);
}
