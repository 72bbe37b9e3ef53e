import type { Story } from '@/shared/story';
import { shelfEntries } from './shelf-entries';

/**
 * The library entries in library order, without chapters, so the home and library pages never
 * pull a whole book into their bundle.
 */
export const shelfStories: readonly Story[] = shelfEntries.map((entry) => entry.story);

export function storyById(id: string): Story {
  const story = shelfStories.find((s) => s.id === id);
  if (!story) throw new Error(`No story with id ${id}`);
  return story;
}
