import { shelfWords } from '@/content/stories/shelf-words';

/**
 * Each book's pages as the reader numbers them (every panel of every chapter; the end page, numbered
 * pageCount, not counted), learnt from the books' words: a device may send no page past these.
 */
export const bookPageCounts: ReadonlyMap<string, number> = new Map(
  shelfWords.map((book) => [book.story.id, book.chapters.reduce((pages, chapter) => pages + chapter.panels.length, 0)]),
);
