import type { Story } from '@/shared/story';
import type { Book } from './pictured-book';

/** A button on a reader page: where it goes, its words, and an optional picture before them. */
export interface ReaderLink {
  to: string;
  label: string;
  icon?: string;
  tone?: 'primary' | 'secondary' | 'quiet';
}

/**
 * Three questions a grown-up and a child talk over after the last page, in both languages: one about
 * what happened, one about a feeling, one that connects the story to the child's own life.
 */
export interface TalkTogether {
  happened: { en: string; ko: string };
  feeling: { en: string; ko: string };
  myLife: { en: string; ko: string };
}

/** The buttons and closing words around a book's pages. */
export interface ReaderWords {
  back: ReaderLink;
  printLabel: string;
  end: { title: string; message: string; links: readonly ReaderLink[] };
  talkTogether: TalkTogether;
  /** The same buttons and closing words in the book's other language, for a family reading it in that language. */
  translated: { back: string; printLabel: string; end: { title: string; message: string; links: readonly string[] } };
}

/** One book on the shelf as every page may know it: its library entry and the titles of its reader and print pages. */
export interface ShelfEntry {
  story: Story;
  page: { title: string; description: string };
  printPage: { title: string; description: string };
}

/**
 * Everything the site needs to put one book on the shelf: its entry, and how to load the whole book and its
 * reader's words (only when a page is prerendered or a script draws its pictures). The browser's pages know
 * only the entries (`shelf-entries.ts`): a loader in their bundle would ship every book's scenes and the
 * picture engine to every device.
 */
export interface ShelfBook extends ShelfEntry {
  load: () => Promise<Book>;
  loadReader: () => Promise<ReaderWords>;
}
