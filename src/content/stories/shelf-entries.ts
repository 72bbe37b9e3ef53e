import { charlotteBirthdayEntry } from './charlotte-birthday/shelf-entry';
import { charlotteChristmasEntry } from './charlotte-christmas/shelf-entry';
import { forestAdventureEntry } from './forest-adventure/shelf-entry';
import { koreanCharlotteBirthdayEntry } from './korean-charlotte-birthday/shelf-entry';
import { pyeongchangStoryEntry } from './pyeongchang-story/shelf-entry';
import type { ShelfEntry } from './shelf-types';

/**
 * Every book's shelf entry in library order: what the browser's pages read (the routes, their titles, the
 * library). It loads no book, so no page's bundle holds a book's scenes or the picture engine (the client
 * build fails if one does); `content.test.ts` holds this list to the shelf's.
 */
export const shelfEntries: readonly ShelfEntry[] = [
  charlotteBirthdayEntry,
  charlotteChristmasEntry,
  forestAdventureEntry,
  koreanCharlotteBirthdayEntry,
  pyeongchangStoryEntry,
];
