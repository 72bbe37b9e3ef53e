import type { ReaderWords } from '@/content/stories/shelf-types';
import type { BookLang } from '@/shared/book-words';

/**
 * A book's buttons and closing words (back, print, The End and its links) in the language its words are shown in
 * first: the book's own, or its translation's. The links go where they always go; only what they say changes.
 */
export function bookButtonsIn(words: ReaderWords, lang: BookLang, own: BookLang): ReaderWords {
  if (lang === own) return words;
  const { translated } = words;
  return {
    ...words,
    back: { ...words.back, label: translated.back },
    printLabel: translated.printLabel,
    end: {
      title: translated.end.title,
      message: translated.end.message,
      links: words.end.links.map((link, i) => ({ ...link, label: translated.end.links[i] ?? link.label })),
    },
  };
}
