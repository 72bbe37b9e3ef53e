import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: 'Back to Library', icon: '←', tone: 'quiet' },
  printLabel: 'Print this book',
  end: { title: 'The End', message: 'Bramble is home safe, and the forest friends are together again. Thank you for reading!', links: [{ to: '/', label: 'Read More Stories' }] },
};
