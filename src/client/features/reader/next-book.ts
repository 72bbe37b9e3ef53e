import type { BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';

/** The books after `index` in shelf order, wrapping round, without the book at `index`. */
const after = <T>(list: readonly T[], index: number): T[] => [...list.slice(index + 1), ...list.slice(0, index)];

/**
 * The book to offer when one ends: the next in its series (after the last comes the series' first),
 * else the next on the shelf at the same reading level in the language being read, else the one at
 * the nearest level. Null when the shelf holds no other book.
 */
export function nextBook(current: Story, shelf: readonly Story[], lang: BookLang): Story | null {
  const index = shelf.findIndex((story) => story.id === current.id);
  const others = index === -1 ? shelf.filter((story) => story.id !== current.id) : after(shelf, index);
  const sameSeries = others.find((story) => story.series === current.series);
  if (sameSeries) return sameSeries;
  const level = current.levels[lang];
  const distance = (story: Story) => Math.abs(story.levels[lang] - level);
  return others.reduce<Story | null>((best, story) => (best === null || distance(story) < distance(best) ? story : best), null);
}
