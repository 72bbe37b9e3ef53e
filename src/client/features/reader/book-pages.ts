import { panelKey } from '@/shared/book-words';
import type { Book } from '@/shared/story';

type Chapter = Book['chapters'][number];
export type BookPanel = Chapter['panels'][number];

/** One screen of page mode: a single panel and the chapter it belongs to. */
export interface ReaderPage {
  /** Stable within the book: the panel's own id, or chapter and position for the birthday book. */
  key: string;
  chapterId: number;
  panel: BookPanel;
}

/** Every panel the reader shows, in reading order (the schema gives each a picture and text, docs/product.md §5). */
export function bookPages(book: Book): ReaderPage[] {
  const chapters: readonly Chapter[] = book.chapters;
  return chapters.flatMap((chapter) =>
    (chapter.panels as readonly BookPanel[]).map((panel, index) => ({ key: panelKey(chapter, panel, index), chapterId: chapter.id, panel })),
  );
}

/**
 * Page indexes run from 0 to `count`: `count` itself is the end page (The End), which the
 * progress indicator does not number.
 */
export function clampPage(index: number, count: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count);
}

/** The first page of a chapter, or the first page when the chapter has none. */
export function firstPageOf(pages: readonly ReaderPage[], chapterId: number): number {
  return Math.max(
    pages.findIndex((page) => page.chapterId === chapterId),
    0,
  );
}
