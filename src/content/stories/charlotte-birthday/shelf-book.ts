import type { ShelfBook } from '../shelf-types';
import { charlotteBirthdayStory } from './story';

/** This book on the shelf: its entry, its pages' titles, and the whole book and its reader's words loaded on demand. */
export const charlotteBirthday: ShelfBook = {
  story: charlotteBirthdayStory,
  page: {
    title: "Charlotte's Birthday Surprise — Iyagi Stories",
    description:
      'Charlotte turns eight, but everyone seems to have forgotten. Read her birthday story in nine short chapters, with pictures and a fun activity in each one.',
  },
  printPage: {
    title: "Charlotte's Birthday Surprise (printable) — Iyagi Stories",
    description: "Print Charlotte's Birthday Surprise on A4 paper in two columns: all nine chapters with their pictures, speech bubbles and activities.",
  },
  load: () => import('./book').then((m) => m.charlotteBirthdayBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
