import { charlotteBirthday } from './charlotte-birthday/shelf-book';
import { charlotteChristmas } from './charlotte-christmas/shelf-book';
import { forestAdventure } from './forest-adventure/shelf-book';
import { koreanCharlotteBirthday } from './korean-charlotte-birthday/shelf-book';
import { pyeongchangStory } from './pyeongchang-story/shelf-book';
import type { ShelfBook } from './shelf-types';

export type { ShelfBook } from './shelf-types';

/**
 * Every whole book in library order: where a book is added (its folder, and one line here, in
 * `shelf-entries.ts` and in `shelf-words.ts`). The pages' prerender, the pictures, the scripts and the
 * tests load books through this list; the browser's pages read `shelf-entries.ts`, which loads none.
 */
export const shelf: readonly ShelfBook[] = [charlotteBirthday, charlotteChristmas, forestAdventure, koreanCharlotteBirthday, pyeongchangStory];

export function shelfBook(id: string): ShelfBook | undefined {
  return shelf.find((book) => book.story.id === id);
}
