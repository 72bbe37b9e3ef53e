import { langOf, panelWords, type BookLang, type PanelWords } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { BookPanel } from './book-pages';

/** A panel's words in one language on show. */
export interface Edition {
  lang: BookLang;
  words: PanelWords;
}

/** The panel's words in each language on show; the book's own words where no translation is written yet. */
export function panelEditions(book: Book, panel: BookPanel, langs: readonly BookLang[]): Edition[] {
  const shown = langs.flatMap((lang) => {
    const words = panelWords(book, panel, lang);
    return words ? [{ lang, words }] : [];
  });
  if (shown.length > 0) return shown;
  const own = langOf(book.story.language);
  return [{ lang: own, words: panelWords(book, panel, own)! }];
}
