/** Where a book's last page is kept on this device: the reader resumes there, and the shelf's "Continue" sets it. */
export const readingPlaceKey = (bookId: string) => `iyagi:reader:page:${bookId}`;
