import type { ShelfBook } from '../shelf-types';
import { charlotteBirthdayEntry } from './shelf-entry';

/** The whole book and its reader's words, loaded on demand: by a page's prerender and by scripts and tests, never in the browser. */
export const charlotteBirthday: ShelfBook = {
  ...charlotteBirthdayEntry,
  load: () => import('./book').then((m) => m.charlotteBirthdayBook),
  loadReader: () => import('./reader').then((m) => m.reader),
};
