import type { ShelfEntry } from '../shelf-types';
import { charlotteBirthdayStory } from './story';

/** This book on the shelf as every page may know it: its library entry and its reader's and print page's titles. */
export const charlotteBirthdayEntry: ShelfEntry = {
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
};
