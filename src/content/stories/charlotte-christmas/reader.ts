import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: 'Home', icon: '🏠', tone: 'quiet' },
  printLabel: 'Print this book',
  end: { title: 'The End', message: "Merry Christmas! Thank you for reading Charlotte's story.", links: [{ to: '/', label: 'Home', icon: '🏠' }] },
};
