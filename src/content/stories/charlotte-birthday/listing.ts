import type { ShelfBook } from '../shelf-types';
import { charlotteBirthdayEntry } from './entry';

/** This book on the shelf: its entry, its pages' words, and the whole book loaded on demand. */
export const charlotteBirthday: ShelfBook = {
  story: charlotteBirthdayEntry,
  page: { title: "Charlotte's Birthday Surprise — Iyagi Stories", description: "Charlotte turns eight, but everyone seems to have forgotten. Read her birthday story in nine short chapters, with pictures and a fun activity in each one." },
  printPage: { title: "Charlotte's Birthday Surprise (printable) — Iyagi Stories", description: "Print Charlotte's Birthday Surprise on A4 paper in two columns: all nine chapters with their pictures, speech bubbles and activities." },
  reader: {
    back: { to: '/stories', label: 'Back to Library', icon: '←', tone: 'quiet' },
    printLabel: "Print this book",
    end: { title: 'The End', message: 'Happy birthday, Charlotte! Thank you for reading her story.', links: [{ to: '/stories', label: 'Read More Stories', icon: '📚' }] },
  },
  load: () => import('./story').then((m) => m.charlotteBirthdayBook),
};
