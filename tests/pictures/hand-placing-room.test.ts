import { expect, it } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { handPlacingAllowance, placedByHand } from '../support/book-panels';

// Here, not beside the allowance in tests/content: the system tier copies a book and runs tests/content on a shelf
// that holds the copy, which need not keep room for a second one.
it('keeps room on the shelf for a copy of any book: each book’s hand placings past its own fifth fit in what the shelf has left', () => {
  const past = (book: (typeof books)[number]) => placedByHand(book) - handPlacingAllowance(book);
  const left = books.reduce((sum, book) => sum - past(book), 0);
  expect(left).toBeGreaterThanOrEqual(0);
  const over = books.map((book) => ({ id: book.story.id, past: past(book) })).filter((book) => book.past > left);
  expect(over).toEqual([]);
});
