import { langOf, panelWords } from '@/shared/book-words';
import type { Book } from '@/content/stories/pictured-book';

/** Every narration and bubble of a book in one language, in reading order: what a child reads. */
export function bookTexts(book: Book, lang: 'en' | 'ko'): string[] {
  return book.chapters.flatMap((chapter) =>
    chapter.panels.flatMap((panel) => {
      const words = panelWords(book, panel, lang);
      return words ? [words.text, ...words.bubbles.map((bubble) => bubble.text)] : [];
    }),
  );
}

export { langOf };
