import { spokenWords, type BookLang, type WordsBook } from '../../src/shared/book-words';

/** A bubble is a box of its own (padding, a tail, a speaker's name): counted as this many letters more. */
const BUBBLE_LETTERS = 40;

export type TextChoice = BookLang | 'both';

/** How much a page asks of its screen in the text choice shown: its letters, and a bubble's box as letters. */
function wordLoad(book: WordsBook, panel: WordsBook['chapters'][number]['panels'][number], text: TextChoice): number {
  const langs: BookLang[] = text === 'both' ? ['en', 'ko'] : [text];
  return langs.reduce((load, lang) => {
    const words = spokenWords(book, panel, lang);
    return load + words.text.length + words.bubbles.reduce((sum, bubble) => sum + bubble.text.length + BUBBLE_LETTERS, 0);
  }, 0);
}

/** How many pages a book has: one a panel. */
export const pageCount = (book: WordsBook): number => book.chapters.reduce((n, chapter) => n + chapter.panels.length, 0);

/**
 * The pages (0-based, in reading order) a browser walk checks in one text choice: the first, the last and the
 * `wordiest` with the most words. How a page sizes its words and picture to the room it has is pure logic,
 * held for any length of words without a browser (page-mode/fit-text-size.test.ts); the browser proves the
 * layout does what that logic chose, and the wordiest pages are where it chooses the most (walking every page
 * of every book at each size and text choice added nothing those pages do not show, at many times the cost).
 */
export function pagesToWalk(book: WordsBook, text: TextChoice, wordiest = 3): Set<number> {
  const panels = book.chapters.flatMap((chapter) => chapter.panels as readonly (typeof chapter.panels)[number][]);
  const byLoad = panels.map((panel, index) => ({ index, load: wordLoad(book, panel, text) })).sort((a, b) => b.load - a.load);
  return new Set([0, panels.length - 1, ...byLoad.slice(0, wordiest).map((page) => page.index)]);
}
