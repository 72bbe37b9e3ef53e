import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { bookPages } from '@/client/features/reader/book-pages';
import { bookPageCounts } from '@/server/services/progress/book-page-counts';

test('the server counts every book’s pages as the reader numbers them, so a device’s pageCount is never refused', () => {
  expect([...bookPageCounts.keys()]).toEqual(books.map((b) => b.story.id));
  for (const book of books) expect(bookPageCounts.get(book.story.id), book.story.id).toBe(bookPages(book).length);
});
