import type { Book, Story } from '@/shared/story';

/** A button on a reader page: where it goes, its words, and an optional picture before them. */
export interface ReaderLink {
  to: string;
  label: string;
  icon?: string;
  tone?: 'primary' | 'secondary' | 'quiet';
}

/**
 * Everything the site needs to put one book on the shelf: its library entry, the words of its
 * reader and print pages, and how to load the whole book (only when a page is prerendered or a
 * script draws its pictures, so light pages never carry chapters).
 */
export interface ShelfBook {
  story: Story;
  page: { title: string; description: string };
  printPage: { title: string; description: string };
  reader: {
    back: ReaderLink;
    printLabel: string;
    end: { title: string; message: string; links: readonly ReaderLink[] };
  };
  load: () => Promise<Book>;
}
