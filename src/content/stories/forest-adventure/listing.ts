import type { ShelfBook } from '../shelf-types';
import { forestAdventureEntry } from './entry';

/** This book on the shelf: its entry, its pages' words, and the whole book loaded on demand. */
export const forestAdventure: ShelfBook = {
  story: forestAdventureEntry,
  page: { title: "Theo's Forest Adventure — Iyagi Stories", description: "Theo and Charlotte meet a fox, an owl and a little hedgehog, and work together to bring the hedgehog home. Four short chapters with pictures." },
  printPage: { title: "Theo's Forest Adventure (printable) — Iyagi Stories", description: "Print Theo's Forest Adventure on A4 paper in two columns: all four chapters with their pictures and speech bubbles." },
  reader: {
    back: { to: '/', label: 'Back to Library', icon: '←', tone: 'quiet' },
    printLabel: "Print this book",
    end: { title: 'The End', message: 'Bramble is home safe, and the forest friends are together again. Thank you for reading!', links: [{ to: '/', label: 'Read More Stories' }] },
  },
  load: () => import('./story').then((m) => m.forestAdventureBook),
};
