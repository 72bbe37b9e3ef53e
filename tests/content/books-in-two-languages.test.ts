import { describe, expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import type { Book } from '@/content/stories/pictured-book';
import { chapterWords, langOf, panelWords, storyWords } from '@/shared/book-words';
import { bookTexts } from './book-texts';
import { measureEnglish, measureKorean } from './reading-level';

/** Letters and digits only, lower case: "Good morning, sweetie." and "good morning sweetie" match. */
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Panel = Book['chapters'][number]['panels'][number];
const panelsOf = (book: Book): Panel[] => (book.chapters as readonly { panels: readonly Panel[] }[]).flatMap((chapter) => [...chapter.panels]);

describe.each(books.map((book) => [book.story.id, book] as const))('%s', (_id, book) => {
  const first = langOf(book.story.language);
  const langs = ['en', 'ko'] as const;

  test('reads in both languages: title, chapters, every panel and every bubble', () => {
    for (const lang of langs) {
      expect(storyWords(book.story, lang).title.trim(), `${lang} title`).not.toBe('');
      for (const chapter of book.chapters) expect(chapterWords(book, chapter, lang).title.trim(), `${lang} chapter ${chapter.id}`).not.toBe('');
    }
    for (const panel of panelsOf(book)) {
      expect(panelWords(book, panel, 'ko').bubbles.length, panel.imageUrl).toBe(panelWords(book, panel, 'en').bubbles.length);
    }
  });

  test('names the speaker of every bubble, in both languages', () => {
    for (const lang of langs) {
      for (const panel of panelsOf(book)) {
        for (const bubble of panelWords(book, panel, lang).bubbles) expect(bubble.speaker.trim(), `${lang} ${panel.imageUrl}`).not.toBe('');
      }
    }
  });

  test('no bubble repeats its panel’s narration word for word', () => {
    for (const lang of langs) {
      for (const panel of panelsOf(book)) {
        const words = panelWords(book, panel, lang);
        for (const bubble of words.bubbles) {
          const said = bare(bubble.text);
          if (said.split(' ').length < 2) continue;
          expect(bare(words.text), `${lang} ${panel.imageUrl}: “${bubble.text}”`).not.toContain(said);
        }
      }
    }
  });

  test('shows the level its words measure, in each language', () => {
    const measured = { en: measureEnglish(bookTexts(book, 'en')).level, ko: measureKorean(bookTexts(book, 'ko')).level };
    expect(book.story.levels).toEqual(measured);
    const label = first === 'ko' ? `${measured.ko}단계` : `Level ${measured.en}`;
    expect(book.story.readingLevel).toBe(label);
  });
});
