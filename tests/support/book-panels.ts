import type { Book } from '@/content/stories/pictured-book';

export type Panel = Book['chapters'][number]['panels'][number];

/** Every panel of a book, chapter after chapter. */
export const panelsOf = (book: Book): Panel[] => (book.chapters as readonly { panels: readonly Panel[] }[]).flatMap((chapter) => [...chapter.panels]);

/** A panel as the tests' lists name it: the book's id and the panel's picture, e.g. `forest-adventure c4-p2`. */
export const panelKey = (book: Book, panel: Panel) => `${book.story.id} ${panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4)}`;
