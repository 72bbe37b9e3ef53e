import type { Book, Story } from '@/shared/story';
import { charlotteBirthdayBook } from './charlotte-birthday/story';
import { charlotteChristmasBook } from './charlotte-christmas/story';
import { forestAdventureBook } from './forest-adventure/story';
import { koreanCharlotteBirthdayBook } from './korean-charlotte-birthday/story';
import { pyeongchangStoryBook } from './pyeongchang-story/story';

/** The five books in library order. */
export const books: readonly Book[] = [
  charlotteBirthdayBook,
  charlotteChristmasBook,
  forestAdventureBook,
  koreanCharlotteBirthdayBook,
  pyeongchangStoryBook,
];

export const libraryStories: readonly Story[] = books.map((book) => book.story);

export function storyById(id: string): Story {
  const story = libraryStories.find((s) => s.id === id);
  if (!story) throw new Error(`No story with id ${id}`);
  return story;
}
