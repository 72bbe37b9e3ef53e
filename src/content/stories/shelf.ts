import { charlotteBirthday } from './charlotte-birthday/listing';
import { charlotteChristmas } from './charlotte-christmas/listing';
import { forestAdventure } from './forest-adventure/listing';
import { koreanCharlotteBirthday } from './korean-charlotte-birthday/listing';
import { pyeongchangStory } from './pyeongchang-story/listing';
import type { ShelfBook } from './shelf-types';

export type { ReaderLink, ReaderWords, ShelfBook } from './shelf-types';

/**
 * The one place a book is added: its folder (entry, words, pictures, listing) and one line here.
 * The library, the catalogue, the reader and print routes, the prerender list, the sitemap and the
 * pictures all follow this list, in library order.
 */
export const shelf: readonly ShelfBook[] = [charlotteBirthday, charlotteChristmas, forestAdventure, koreanCharlotteBirthday, pyeongchangStory];

export function shelfBook(id: string): ShelfBook | undefined {
  return shelf.find((book) => book.story.id === id);
}
