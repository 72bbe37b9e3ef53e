import type { ShelfBook } from '../shelf-types';
import { forestAdventureStory } from './story';

/** This book on the shelf: its entry, its pages' titles, and the whole book and its reader's words loaded on demand. */
export const forestAdventure: ShelfBook = {
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
  load: () => import('./book').then((m) => m.forestAdventureBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
