import type { Story } from '@/shared/story';
import { charlotteBirthdayEntry } from './charlotte-birthday/entry';
import { charlotteChristmasEntry } from './charlotte-christmas/entry';
import { forestAdventureEntry } from './forest-adventure/entry';
import { koreanCharlotteBirthdayEntry } from './korean-charlotte-birthday/entry';
import { pyeongchangStoryEntry } from './pyeongchang-story/entry';

/**
 * The five library entries in library order, without chapters, so the home and library
 * pages never pull a whole book into their bundle.
 */
export const catalogue: readonly Story[] = [
  charlotteBirthdayEntry,
  charlotteChristmasEntry,
  forestAdventureEntry,
  koreanCharlotteBirthdayEntry,
  pyeongchangStoryEntry,
];

export function storyById(id: string): Story {
  const story = catalogue.find((s) => s.id === id);
  if (!story) throw new Error(`No story with id ${id}`);
  return story;
}
