import type { ShelfEntry } from '../shelf-types';
import { charlotteChristmasStory } from './story';

/** This book on the shelf as every page may know it: its library entry and its reader's and print page's titles. */
export const charlotteChristmasEntry: ShelfEntry = {
  story: charlotteChristmasStory,
  page: {
    title: "Charlotte's Homemade Christmas — Iyagi Stories",
    description:
      'Charlotte has only twelve quarters, so she makes her Christmas presents by hand. A cozy story in nine chapters, with pictures and speech bubbles.',
  },
  printPage: {
    title: "Charlotte's Homemade Christmas (printable) — Iyagi Stories",
    description: "Print Charlotte's Homemade Christmas on A4 paper in two columns: every chapter, picture and speech bubble.",
  },
};
