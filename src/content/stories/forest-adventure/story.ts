import type { Book } from '@/shared/story';
import { forestAdventureEntry } from './entry';
import { forestAdventureChapters } from './chapters';

/** Theo is the hero; Charlotte comes along, which makes this a Charlotte Adventures book. */
export const forestAdventureBook = {
  format: 'side-bubbles',
  story: forestAdventureEntry,
  chapters: forestAdventureChapters,
} satisfies Book;

