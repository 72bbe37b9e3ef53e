import type { BookProgress, ChildProgress } from '@/shared/family-progress';
import type { Story } from '@/shared/story';

const ownLang = (story: Story) => (story.language === 'English' ? 'en' : 'ko');
const ownLevel = (story: Story) => story.levels[ownLang(story)];

export interface ContinuePick {
  story: Story;
  /** The page to open at (0 up). */
  page: number;
  pageCount: number;
}

/** The book the child read most recently and has not finished, at the page the child stopped on. */
export function continuePick(child: ChildProgress, stories: readonly Story[]): ContinuePick | null {
  for (const book of child.books) {
    const story = stories.find((s) => s.id === book.bookId);
    if (story && !book.finished && book.lastPage < book.pageCount) return { story, page: book.lastPage, pageCount: book.pageCount };
  }
  return null;
}

/** The books the child has read to the end. */
export const finishedIds = (child: ChildProgress): Set<string> => new Set(child.books.filter((b: BookProgress) => b.finished).map((b) => b.bookId));

/**
 * The book to suggest next: one the child has not opened, at the level of the book finished last (in that
 * book's language), else the nearest level; none before the child has finished a book or when every book is read.
 */
export function nextPick(child: ChildProgress, stories: readonly Story[]): Story | null {
  const lastFinished = child.books.find((b) => b.finished);
  const finished = lastFinished && stories.find((s) => s.id === lastFinished.bookId);
  if (!finished) return null;
  const opened = new Set(child.books.map((b) => b.bookId));
  const fresh = stories.filter((s) => !opened.has(s.id));
  const level = ownLevel(finished);
  const distance = (s: Story) => Math.abs(ownLevel(s) - level) * 2 + (ownLang(s) === ownLang(finished) ? 0 : 1);
  return fresh.reduce<Story | null>((best, s) => (best === null || distance(s) < distance(best) ? s : best), null);
}
