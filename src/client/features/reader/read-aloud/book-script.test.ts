import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { shelfBook } from '@/content/stories/shelf';
import { bookPages } from '../book-pages';
import { bookScript } from './book-script';

const book = (id: string) => books.find((b) => b.story.id === id)!;
const scriptFor = async (id: string) => bookScript(book(id), bookPages(book(id)), (await shelfBook(id)!.loadReader()).talkTogether);

test('each chapter of the birthday book ends with its activity, read under its last page', async () => {
  const birthday = book('charlotte-birthday');
  const pages = bookPages(birthday);
  const script = await scriptFor('charlotte-birthday');
  const lastPages = birthday.chapters.map((chapter) => pages.findLastIndex((p) => p.chapterId === chapter.id));
  expect(lastPages).toHaveLength(9);
  for (let page = 0; page < pages.length; page++) expect(script.activityAfter(page), `page ${page}`).toBe(lastPages.includes(page));
  expect(script.partsOf({ page: lastPages[0]!, activity: true }, 'en').map((p) => p.id)).toEqual(['activity-title', 'activity']);
  expect(script.keyOf(lastPages[0]!)).toBe(pages[lastPages[0]!]!.key);
});

test('a book without activities has none, and its end page reads the talk-together questions', async () => {
  const forest = await scriptFor('forest-adventure');
  const count = bookPages(book('forest-adventure')).length;
  expect(Array.from({ length: count }, (_, page) => forest.activityAfter(page))).not.toContain(true);
  expect(forest.keyOf(count)).toBe('end');
  expect(forest.partsOf({ page: count, activity: false }, 'ko').map((p) => p.id)).toEqual(['talk-happened', 'talk-feeling', 'talk-myLife']);
});
