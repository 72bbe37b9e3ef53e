import { sceneProblems, knownIconName, sceneIconNames, type Frame, type Scene } from '@/pictures';
import { tallPictureUrl } from '@/shared/picture-urls';
import type { Book } from '@/content/stories/pictured-book';

/** One SVG file to draw: where it goes (site path), what it shows, in which composition, and its alt text. */
export interface Picture {
  url: string;
  scene: Scene;
  frame: Frame;
  title: string;
}

/** The cover (wide: it sits on library cards) and every panel picture of a book in both compositions. */
export function bookPictures(book: Book): Picture[] {
  const { story } = book;
  const cover: Picture = { url: story.coverImage, scene: book.coverScene, frame: 'wide', title: story.coverAlt };
  const panels = book.chapters.flatMap((chapter) =>
    chapter.panels.flatMap((panel): Picture[] => [
      { url: panel.imageUrl, scene: panel.scene, frame: 'wide', title: panel.imageAlt },
      { url: tallPictureUrl(panel.imageUrl), scene: panel.scene, frame: 'tall', title: panel.imageAlt },
    ]),
  );
  return [cover, ...panels];
}

/**
 * Every picture of every book, after checking the whole set at once so one run reports
 * all duplicate paths, unknown icons and things the kit cannot draw instead of stopping at the first.
 */
export function planIllustrations(books: readonly Book[]): Picture[] {
  const pictures = books.flatMap(bookPictures);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const picture of pictures) {
    if (seen.has(picture.url)) problems.push(`${picture.url} is used by more than one picture`);
    seen.add(picture.url);
    if (picture.frame === 'tall') continue;
    for (const problem of sceneProblems(picture.scene)) problems.push(`${picture.url}: ${problem}`);
    for (const icon of sceneIconNames(picture.scene)) {
      if (!knownIconName(icon)) problems.push(`${picture.url} uses unknown Fluent Emoji Flat icon "${icon}"`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Cannot draw the illustrations:\n- ${problems.join('\n- ')}`);
  }
  return pictures;
}
