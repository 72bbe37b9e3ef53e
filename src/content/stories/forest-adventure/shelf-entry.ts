import type { ShelfEntry } from '../shelf-types';
import { forestAdventureStory } from './story';

/** This book on the shelf as every page may know it: its library entry and its reader's and print page's titles. */
export const forestAdventureEntry: ShelfEntry = {
  story: forestAdventureStory,
  page: {
    title: "Theo's Forest Adventure — Iyagi Stories",
    description:
      'Theo and Charlotte meet a fox, an owl and a little hedgehog, and work together to bring the hedgehog home. Four short chapters with pictures.',
  },
  printPage: {
    title: "Theo's Forest Adventure (printable) — Iyagi Stories",
    description: "Print Theo's Forest Adventure on A4 paper in two columns: all four chapters with their pictures and speech bubbles.",
  },
};
