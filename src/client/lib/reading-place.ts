/** Where a book's last page is kept on this device: the reader resumes there. */
export const readingPlaceKey = (bookId: string) => `iyagi:reader:page:${bookId}`;

/**
 * A page named in the address (#page-13, counted from 1 as the reader's counter shows it): the shelf's
 * "Continue" opens a book there, in page mode and in scroll mode alike. The page is in the address because a
 * desk scrolls the book, and a scrolled book has no stored page to resume at.
 */
export const pageAnchor = (page: number) => `page-${page + 1}`;

/** The page (from 0) the address's # names, within a book of `count` pages and its end page; or null. */
export function pageInHash(hash: string, count: number): number | null {
  const match = /^#page-(\d{1,4})$/.exec(hash);
  const page = match ? Number(match[1]) - 1 : -1;
  return page >= 0 ? Math.min(page, count) : null;
}
