import { langOf, panelWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { BookPanel } from './book-pages';

/** One thing to say: the narration or a bubble, in the language it is actually written in. */
export interface SpokenPart {
  /** 'text' or 'bubble-<n>', as the page marks the words and the speech API names clips. */
  id: string;
  text: string;
  lang: BookLang;
}

/** A page read aloud: narration first, then each bubble; the book's own words where a translation is missing. */
export function pageScript(book: Book, panel: BookPanel, lang: BookLang): SpokenPart[] {
  const own = langOf(book.story.language);
  const translated = panelWords(book, panel, lang);
  const spoken = translated ? lang : own;
  const words = translated ?? panelWords(book, panel, own)!;
  return [
    { id: 'text', text: words.text, lang: spoken },
    ...words.bubbles.map((bubble, i) => ({ id: `bubble-${i}`, text: bubble.text, lang: spoken })),
  ];
}
