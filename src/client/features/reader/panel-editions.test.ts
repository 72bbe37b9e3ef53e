import { expect, test } from 'vitest';
import { books } from '@/content/stories/library';
import type { Book } from '@/shared/story';
import { bookPages } from './book-pages';
import { panelEditions } from './panel-editions';

const forest = books.find((b) => b.story.id === 'forest-adventure')!;

test('a panel shows its words in the language chosen', () => {
  const panel = bookPages(forest)[0]!.panel;
  expect(panelEditions(forest, panel, ['en']).map((e) => e.lang)).toEqual(['en']);
  expect(panelEditions(forest, panel, ['en'])[0]!.words.text).toBe(panel.text);
});

test('without a translation the panel falls back to the book’s own words', () => {
  const bare = { ...forest, chapters: forest.chapters.map((c) => ({ ...c, panels: c.panels.map((p) => ({ ...p, translation: undefined })) })) } as Book;
  const panel = bookPages(bare)[0]!.panel;
  expect(panelEditions(bare, panel, ['ko'])).toEqual([{ lang: 'en', words: expect.objectContaining({ text: panel.text }) }]);
  expect(panelEditions(bare, panel, ['en', 'ko']).map((e) => e.lang)).toEqual(['en']);
});
