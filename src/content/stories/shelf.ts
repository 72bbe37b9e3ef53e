import { charlotteBirthday } from './charlotte-birthday/shelf-book';
import { charlotteChristmas } from './charlotte-christmas/shelf-book';
import { forestAdventure } from './forest-adventure/shelf-book';
import { koreanCharlotteBirthday } from './korean-charlotte-birthday/shelf-book';
import { pyeongchangStory } from './pyeongchang-story/shelf-book';
import type { ShelfBook } from './shelf-types';

export type { ShelfBook } from './shelf-types';

/**
 * The one place a book is added: its folder (story, words, pictures, shelf-book) and one line here.
 * The library, the shelf's stories, the reader and print routes, the prerender list, the sitemap and the
 * pictures all follow this list, in library order.
 */
export const shelf: readonly ShelfBook[] = [charlotteBirthday, charlotteChristmas, forestAdventure, koreanCharlotteBirthday, pyeongchangStory];

export function shelfBook(id: string): ShelfBook | undefined {
  return shelf.find((book) => book.story.id === id);
}
