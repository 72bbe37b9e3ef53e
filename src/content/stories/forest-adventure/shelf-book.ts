import type { ShelfBook } from '../shelf-types';
import { forestAdventureEntry } from './shelf-entry';

/** The whole book and its reader's words, loaded on demand: by a page's prerender and by scripts and tests, never in the browser. */
export const forestAdventure: ShelfBook = {
  ...forestAdventureEntry,
  load: () => import('./book').then((m) => m.forestAdventureBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
