import type { KitScene } from '@/shared/scene';
import type { Book } from '@/shared/story';

/** One drawn picture and its alt text in both languages, describing what is drawn. */
export interface DrawnPicture {
  scene: KitScene;
  alt: { en: string; ko: string };
}

/**
 * A book's pictures, kept apart from its words so editors and illustrators never edit one file:
 * keyed by the picture file's name ('cover', 'c1-p1', …), as in the book's image paths.
 */
export type BookPictures = Readonly<Record<string, DrawnPicture>>;

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\.svg$/, '');

/**
 * The book with its drawn pictures in place: each panel whose image has an entry gets that scene
 * and its alt text in the book's language, and the other language's alt in its translation.
 */
export function withPictures<B extends Book>(book: B, pictures: BookPictures): B {
  const first = book.story.language === 'Korean' ? 'ko' : 'en';
  const second = first === 'ko' ? 'en' : 'ko';
  const cover = pictures[keyOf(book.story.coverImage)];
  const story = cover
    ? {
        ...book.story,
        coverScene: cover.scene,
        coverAlt: cover.alt[first],
        ...(book.story.translation ? { translation: { ...book.story.translation, coverAlt: cover.alt[second] } } : {}),
      }
    : book.story;
  const chapters = book.chapters.map((chapter) => ({
    ...chapter,
    panels: chapter.panels.map((panel) => {
      const drawn = pictures[keyOf(panel.imageUrl)];
      if (!drawn) return panel;
      return {
        ...panel,
        scene: drawn.scene,
        imageAlt: drawn.alt[first],
        ...(panel.translation ? { translation: { ...panel.translation, imageAlt: drawn.alt[second] } } : {}),
      };
    }),
  }));
  return { ...book, story, chapters } as B;
}
