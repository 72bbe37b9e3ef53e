import type { ShelfBook } from '../shelf-types';
import { charlotteChristmasStory } from './story';

/** This book on the shelf: its entry, its pages' titles, and the whole book and its reader's words loaded on demand. */
export const charlotteChristmas: ShelfBook = {
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
  load: () => import('./book').then((m) => m.charlotteChristmasBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
