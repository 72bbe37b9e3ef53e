import type { Book } from '@/content/stories/pictured-book';

export type Panel = Book['chapters'][number]['panels'][number];

/** Every panel of a book, chapter after chapter. */
export const panelsOf = (book: Book): Panel[] => (book.chapters as readonly { panels: readonly Panel[] }[]).flatMap((chapter) => [...chapter.panels]);

/** A panel as the tests' lists name it: the book's id and the panel's picture, e.g. `forest-adventure c4-p2`. */
export const panelKey = (book: Book, panel: Panel) => `${book.story.id} ${panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4)}`;

/** The panels a book may place by hand for the phone: a fifth of its panels, rounded up (docs/pictures.md). */
export const handPlacingAllowance = (book: Book) => Math.ceil(panelsOf(book).length / 5);

/** How many of a book's panels place something by hand for the phone: a `tallCamera`, or an item's `tall` place. */
export const placedByHand = (book: Book) =>
  panelsOf(book).filter(({ scene }) => scene.tallCamera || scene.items.some((item) => 'tall' in item && item.tall)).length;
