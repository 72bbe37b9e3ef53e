import type { Book } from '@/shared/story';
import { koreanCharlotteBirthdayEntry } from './entry';
import { koreanCharlotteBirthdayChapters } from './chapters';

/** A Korean retelling of Charlotte's birthday, told afresh rather than translated line by line. */
export const koreanCharlotteBirthdayBook = {
  format: 'point-bubbles',
  story: koreanCharlotteBirthdayEntry,
  chapters: koreanCharlotteBirthdayChapters,
} satisfies Book;
