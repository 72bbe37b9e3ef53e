import { clampPage } from '../book-pages';

/** Where a book's last page is kept on this device. */
export { readingPlaceKey as positionKey } from '../../../lib/reading-place';

/** The page to reopen a book at: the stored one if it still exists, else the first. */
export function resumePage(stored: string | null, pageCount: number): number {
  if (stored === null || !/^\d+$/.test(stored)) return 0;
  const page = Number(stored);
  // A child who finished the book starts it again rather than landing on The End.
  return page >= pageCount ? 0 : clampPage(page, pageCount);
}
