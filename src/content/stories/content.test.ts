import { describe, expect, test } from 'vitest';
import { knownIconName, sceneIconNames } from '@/pictures';
import { seriesNames, StorySchema } from '@/shared/story';
import { BookSchema, type Book } from './pictured-book';
import { shelfStories, storyById } from './shelf-stories';
import { books } from './shelf-books';
import { shelfEntries } from './shelf-entries';
import { shelf } from './shelf';
import { shelfWords } from './shelf-words';

/** The five books docs/product.md §2 puts on the shelf, in library order; a book added later stands among them. */
const specBooks = ['charlotte-birthday', 'charlotte-christmas', 'forest-adventure', 'korean-charlotte-birthday', 'pyeongchang-story'];

/** Panels per chapter as the spec gives them for its books; pyeongchang-story's chapters have 3 or 4 (below). */
const expectedPanelsPerChapter: Record<string, number[]> = {
  'charlotte-birthday': Array(9).fill(3),
  'charlotte-christmas': Array(9).fill(2),
  'forest-adventure': Array(4).fill(3),
  'korean-charlotte-birthday': Array(9).fill(1),
};

function bookById(id: string): Book {
  const book = books.find((b) => b.story.id === id);
  if (!book) throw new Error(`${id} is not on the shelf`);
  return book;
}

function panelsOf(book: Book) {
  return book.chapters.flatMap((chapter) => chapter.panels as Book['chapters'][number]['panels'][number][]);
}

function allText(book: Book): string {
  return JSON.stringify(book.chapters);
}

test("the browser's pages know every book on the shelf by its entry, in library order, with the shelf's titles", () => {
  expect(shelfEntries).toEqual(shelf.map(({ story, page, printPage }) => ({ story, page, printPage })));
});

test('the server reads the words of every book on the shelf, in library order, the same words the reader shows', () => {
  expect(shelfWords.map((words) => words.story.id)).toEqual(books.map((book) => book.story.id));
  for (const [i, words] of shelfWords.entries()) {
    expect(books[i]!.chapters.map((chapter) => chapter.panels.map((panel) => panel.text))).toEqual(
      words.chapters.map((chapter) => chapter.panels.map((panel) => panel.text)),
    );
  }
});

describe.each(books.map((book) => [book.story.id, book] as const))('the book %s', (_id, book) => {
  test('parses with the book schema', () => {
    expect(() => BookSchema.parse(book)).not.toThrow();
  });

  test('numbers its chapters 1, 2, 3… in order', () => {
    expect(book.chapters.map((chapter) => chapter.id)).toEqual(book.chapters.map((_, i) => i + 1));
  });

  test('gives every panel a picture, alt text and text', () => {
    for (const panel of panelsOf(book)) {
      expect(panel.imageUrl).toMatch(new RegExp(`^/illustrations/${book.story.id}/[a-z0-9-]+\\.svg$`));
      expect(panel.imageAlt.trim()).not.toBe('');
      expect(panel.text.trim()).not.toBe('');
    }
  });

  // The framed-panels format has one bubble per panel, drawn under the picture, so it has no place to check.
  test.runIf(book.format !== 'framed-panels')('places every speech bubble where the reader can draw it', () => {
    for (const panel of panelsOf(book)) {
      for (const bubble of (panel as { speechBubbles: Record<string, unknown>[] }).speechBubbles) {
        if (book.format === 'side-bubbles') {
          expect(['left', 'right', 'center']).toContain(bubble.position);
        } else {
          // Kept away from the edges so the bubble stays on the picture.
          expect(bubble.x).toBeGreaterThanOrEqual(5);
          expect(bubble.x).toBeLessThanOrEqual(95);
          expect(bubble.y).toBeGreaterThanOrEqual(5);
          expect(bubble.y).toBeLessThanOrEqual(80);
        }
      }
    }
  });

  test('draws only icons that exist', () => {
    const scenes = [book.coverScene, ...panelsOf(book).map((panel) => panel.scene)];
    const unknown = scenes.flatMap(sceneIconNames).filter((icon) => !knownIconName(icon));
    expect(unknown).toEqual([]);
  });

  test('is listed in the shelfStories with the same library entry', () => {
    expect(storyById(book.story.id)).toBe(book.story);
    expect(book.story.route).toBe(`/book/${book.story.id}`);
  });
});

test('no two pictures share an image path', () => {
  const paths = books.flatMap((book) => [book.story.coverImage, ...panelsOf(book).map((panel) => panel.imageUrl)]);
  expect(new Set(paths).size).toBe(paths.length);
});

describe.each(Object.entries(expectedPanelsPerChapter))('the book %s', (id, panels) => {
  test('has the chapter and panel counts the spec gives', () => {
    expect(bookById(id).chapters.map((chapter) => chapter.panels.length)).toEqual(panels);
  });
});

test('the pyeongchang book has the eight chapters of 3 or 4 panels the spec gives', () => {
  const counts = bookById('pyeongchang-story').chapters.map((chapter) => chapter.panels.length);
  expect(counts).toHaveLength(8);
  for (const count of counts) expect(count === 3 || count === 4, `${count} panels`).toBe(true);
});

test('the shelfStories holds the five books in order, with full library metadata in all three series', () => {
  expect(shelfStories.map((story) => story.id).filter((id) => specBooks.includes(id))).toEqual(specBooks);
  for (const story of shelfStories) {
    expect(() => StorySchema.parse(story)).not.toThrow();
    expect(story.themes.length).toBeGreaterThanOrEqual(2);
  }
  expect(new Set(shelfStories.map((story) => story.series))).toEqual(new Set(seriesNames));
  const korean = ['korean-charlotte-birthday', 'pyeongchang-story'];
  for (const id of specBooks) expect(storyById(id).language, id).toBe(korean.includes(id) ? 'Korean' : 'English');
});

test('the pyeongchang book cites 65% forest cover and the 1,044 residents who renamed the road', () => {
  const book = bookById('pyeongchang-story');
  expect(allText(book)).toContain('65%');
  expect(allText(book)).toContain('1,044');
});

test('the Korean birthday book gives every chapter a title to show', () => {
  const book = bookById('korean-charlotte-birthday');
  expect(book.format).toBe('point-bubbles');
  if (book.format === 'point-bubbles') for (const chapter of book.chapters) expect(chapter.chapterTitle.trim()).not.toBe('');
});
