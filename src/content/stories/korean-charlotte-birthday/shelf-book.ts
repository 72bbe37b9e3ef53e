import type { ShelfBook } from '../shelf-types';
import { koreanCharlotteBirthdayEntry } from './shelf-entry';

/** The whole book and its reader's words, loaded on demand: by a page's prerender and by scripts and tests, never in the browser. */
export const koreanCharlotteBirthday: ShelfBook = {
  ...koreanCharlotteBirthdayEntry,
  load: () => import('./book').then((m) => m.koreanCharlotteBirthdayBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
