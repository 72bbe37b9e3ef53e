import type { Book } from '@/shared/story';
import { charlotteBirthdayBook } from './charlotte-birthday/story';
import { charlotteChristmasBook } from './charlotte-christmas/story';
import { forestAdventureBook } from './forest-adventure/story';
import { koreanCharlotteBirthdayBook } from './korean-charlotte-birthday/story';
import { pyeongchangStoryBook } from './pyeongchang-story/story';

/**
 * The five whole books in library order. Heavy: pages that only list books use
 * `catalogue.ts`, and each reader imports its own book.
 */
export const books: readonly Book[] = [
  charlotteBirthdayBook,
  charlotteChristmasBook,
  forestAdventureBook,
  koreanCharlotteBirthdayBook,
  pyeongchangStoryBook,
];
