import { expect, it } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { panelsOf } from '../support/book-panels';

// Here, not beside the allowance in tests/content: the system tier copies a book and runs tests/content on a shelf
// that holds the copy, which need not keep room for a second one.
it('keeps room on the shelf for a copy of any book: each book’s hand placings past its own fifth fit in what the shelf has left', () => {
  const fifth = (book: (typeof books)[number]) => Math.ceil(panelsOf(book).length / 5);
  const placedIn = (book: (typeof books)[number]) =>
    panelsOf(book).filter(({ scene }) => scene.tallCamera || scene.items.some((item) => 'tall' in item && item.tall)).length;
  const left = books.reduce((sum, book) => sum + fifth(book) - placedIn(book), 0);
  expect(left).toBeGreaterThanOrEqual(0);
  const over = books.map((book) => ({ id: book.story.id, past: placedIn(book) - fifth(book) })).filter(({ past }) => past > left);
  expect(over).toEqual([]);
});
