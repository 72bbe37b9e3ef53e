import { panelWords, type BookLang, type PanelWords } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { BookPanel } from './book-pages';

/** A panel's words in one language on show. */
export interface Edition {
  lang: BookLang;
  words: PanelWords;
}

/** The panel's words in each language on show. */
export function panelEditions(book: Book, panel: BookPanel, langs: readonly BookLang[]): Edition[] {
  return langs.map((lang) => ({ lang, words: panelWords(book, panel, lang) }));
}
