import { registerBookParts, type BookParts, type Outfit, type Scene, type ShotList } from '@/pictures';
import type { Book, FramedChapter, PointBubbleChapter, SideBubbleChapter } from './pictured-book';
import type { TalkTogether } from './shelf-types';

/** One drawn picture and its alt text in both languages, describing what is drawn. */
interface DrawnPicture {
  scene: Scene;
  alt: { en: string; ko: string };
}

/**
 * A book's panel pictures, kept apart from its words so editors and illustrators never edit one
 * file: keyed by the picture file's name ('c1-p1', …), as in the book's image paths. The cover is
 * drawn in the book's cover.ts; its alt text is in the library entry, which the light pages read.
 */
export type BookPictures = Readonly<Record<string, DrawnPicture>>;

/** How a book dresses its people, by cast id: the garments its shot lists' `wears` name. */
export type Wardrobe = Readonly<Record<string, Outfit>>;

/** A panel as its words file holds it: everything but the picture, its path and its alt text. */
type PanelWords<P> = P extends { translation?: infer T }
  ? Omit<P, 'scene' | 'imageUrl' | 'imageAlt' | 'translation'> & { translation?: Omit<NonNullable<T>, 'imageAlt'> }
  : never;
type ChapterWords<C extends { panels: readonly unknown[] }> = Omit<C, 'panels'> & { panels: PanelWords<C['panels'][number]>[] };

export type FramedChapterWords = ChapterWords<FramedChapter>;
export type SideBubbleChapterWords = ChapterWords<SideBubbleChapter>;
export type PointBubbleChapterWords = ChapterWords<PointBubbleChapter>;

/** The questions to talk over after the last page are the book's words too: the server reads them aloud. */
type BookFrame = Pick<Book, 'story' | 'characters'> & { talkTogether: TalkTogether };
/** A book's words (its words.ts): everything but its pictures, so what reads or speaks them never loads a picture. */
export type BookWords =
  | (BookFrame & { format: 'framed-panels'; chapters: FramedChapterWords[] })
  | (BookFrame & { format: 'side-bubbles'; chapters: SideBubbleChapterWords[] })
  | (BookFrame & { format: 'point-bubbles'; chapters: PointBubbleChapterWords[] });

/** The finished book of the same format as its words. */
type Pictured<B extends BookWords> = Extract<Book, { format: B['format'] }>;

/**
 * A close or medium shot list frames the picture on its first person, with the rest of its people and
 * things kept in the frame where they fit; a wide one leaves the scene's own framing. Either way its first
 * four figures are the faces a crowd is drawn around.
 */
function framing(shot: ShotList): Pick<Scene, 'shot' | 'faces'> {
  const faces = shot.who.length > 0 ? { faces: shot.who.slice(0, 4).map((figure) => figure.id) } : {};
  if (shot.size === 'wide') return faces;
  const [main, ...others] = shot.who;
  if (!main) throw new Error(`A ${shot.size} shot needs a person to frame`);
  return { ...faces, shot: { size: shot.size, on: main.id, with: [...others.map((figure) => figure.id), ...shot.objects.map((thing) => thing.id)] } };
}

/**
 * The whole book: its words with every panel's picture put in place, and the picture's alt text in
 * the book's language (and the other language's in its translation), everyone dressed from the
 * book's wardrobe. A panel's picture is named after its chapter and place ('c2-p3', the third panel
 * of chapter 2) and lives at /illustrations/<book>/c2-p3.svg. A panel without a picture, or a
 * picture without a panel, is an error, so no book ships half drawn. The book's own people, animals, props and
 * settings (its drawn-cast.ts) are registered with the picture engine first.
 */
export function withPictures<B extends BookWords>(
  book: B,
  { coverScene, pictures, wardrobe, parts = {} }: { coverScene: Scene; pictures: BookPictures; wardrobe: Wardrobe; parts?: BookParts },
): Pictured<B> {
  registerBookParts(book.story.id, parts);
  const first = book.story.language === 'Korean' ? 'ko' : 'en';
  const second = first === 'ko' ? 'en' : 'ko';
  const used = new Set<string>();
  const chapters = (book.chapters as ChapterWords<FramedChapter | SideBubbleChapter | PointBubbleChapter>[]).map((chapter) => ({
    ...chapter,
    panels: chapter.panels.map((panel, index) => {
      const key = `c${chapter.id}-p${index + 1}`;
      const drawn = pictures[key];
      if (!drawn) throw new Error(`${book.story.id}: no picture for panel ${key} in its pictures.ts`);
      used.add(key);
      return {
        ...panel,
        imageUrl: `/illustrations/${book.story.id}/${key}.svg`,
        scene: { ...drawn.scene, wardrobe, book: book.story.id, ...framing(panel.shot) },
        imageAlt: drawn.alt[first],
        ...(panel.translation ? { translation: { ...panel.translation, imageAlt: drawn.alt[second] } } : {}),
      };
    }),
  }));
  const unused = Object.keys(pictures).filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`${book.story.id}: pictures without a panel: ${unused.join(', ')}`);
  // The questions stay with the words: a reader page takes them from the book's reader words.
  const { talkTogether: _questions, ...words } = book;
  return { ...words, coverScene: { ...coverScene, wardrobe, book: book.story.id }, chapters } as unknown as Pictured<B>;
}
