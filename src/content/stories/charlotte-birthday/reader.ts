import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/stories', label: 'Back to Library', icon: '←', tone: 'quiet' },
  printLabel: 'Print this book',
  end: { title: 'The End', message: 'Happy birthday, Charlotte! Thank you for reading her story.', links: [{ to: '/stories', label: 'Read More Stories', icon: '📚' }] },
};
