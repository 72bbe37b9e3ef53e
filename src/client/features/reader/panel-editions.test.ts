import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { bookPages } from './book-pages';
import { panelEditions } from './panel-editions';

const forest = books.find((b) => b.story.id === 'forest-adventure')!;

test('a panel shows its words in the language chosen', () => {
  const panel = bookPages(forest)[0]!.panel;
  expect(panelEditions(forest, panel, ['en']).map((e) => e.lang)).toEqual(['en']);
  expect(panelEditions(forest, panel, ['en'])[0]!.words.text).toBe(panel.text);
});
