import type { ShelfBook } from '../shelf-types';
import { charlotteChristmasEntry } from './shelf-entry';

/** The whole book and its reader's words, loaded on demand: by a page's prerender and by scripts and tests, never in the browser. */
export const charlotteChristmas: ShelfBook = {
  ...charlotteChristmasEntry,
  load: () => import('./book').then((m) => m.charlotteChristmasBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
