import { expect, test } from 'vitest';
import { books } from '@/content/stories/library';
import { bookPages } from './book-pages';
import { pageScript } from './speech-script';

const book = (id: string) => books.find((b) => b.story.id === id)!;

test('a page is read narration first, then each bubble in order', () => {
  const christmas = book('charlotte-christmas');
  const first = bookPages(christmas)[0]!.panel;
  const script = pageScript(christmas, first, 'en');
  expect(script[0]).toEqual({ id: 'text', text: first.text, lang: 'en' });
  expect(script.slice(1).map((p) => p.id)).toEqual((first as { speechBubbles: unknown[] }).speechBubbles.map((_, i) => `bubble-${i}`));
  expect(script[1]!.text).toBe('Snow! Real snow!');
});

