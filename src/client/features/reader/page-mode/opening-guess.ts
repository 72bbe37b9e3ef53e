import { panelWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { ReaderPage } from '../book-pages';
import { BOTH_LANGUAGES_PX, type PhoneFit } from './fit-text-size';

/** Words up to this many characters, in one language, fit under the tall picture on most phones. */
const SHORT_PAGE_CHARS = 90;

/**
 * The phone layout a page is drawn with before it can be measured (the prerendered page, before its
 * scripts run): the tall picture for a short page in one language, else the wide one. A good guess
 * keeps the first page from changing shape when the scripts arrive.
 */
export function openingGuess(book: Book, page: ReaderPage | undefined, langs: readonly BookLang[]): PhoneFit {
  if (langs.length > 1) return { shape: 'wide', px: BOTH_LANGUAGES_PX };
  if (!page) return { shape: 'wide', px: 18 };
  const words = panelWords(book, page.panel, langs[0]!);
  const chars = words.text.length + words.bubbles.reduce((n, b) => n + b.text.length + 20, 0);
  return { shape: chars <= SHORT_PAGE_CHARS ? 'tall' : 'wide', px: 18 };
}
