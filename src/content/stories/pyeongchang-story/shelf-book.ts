import type { ShelfBook } from '../shelf-types';
import { pyeongchangStoryEntry } from './shelf-entry';

/** The whole book and its reader's words, loaded on demand: by a page's prerender and by scripts and tests, never in the browser. */
export const pyeongchangStory: ShelfBook = {
  ...pyeongchangStoryEntry,
  load: () => import('./book').then((m) => m.pyeongchangStoryBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
