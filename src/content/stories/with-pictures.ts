import type { KitScene } from '@/shared/scene';
import type { Book } from '@/shared/story';

/** One drawn picture and its alt text in both languages, describing what is drawn. */
export interface DrawnPicture {
  scene: KitScene;
  alt: { en: string; ko: string };
}

/**
 * A book's panel pictures, kept apart from its words so editors and illustrators never edit one
 * file: keyed by the picture file's name ('c1-p1', …), as in the book's image paths. The cover is
 * drawn in the book's cover.ts and used by its library entry, which the light pages also read.
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
  return { ...book, chapters } as B;
}
