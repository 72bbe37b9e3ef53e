import type { Scene } from '@/shared/scene';
import type { Book } from '@/shared/story';
import { kitSceneProblems } from './check-kit-scene';
import { knownIconName, sceneIconNames } from './icons';

/** One SVG file to draw: where it goes (site path), what it shows, and its alt text. */
export interface Picture {
  url: string;
  scene: Scene;
  title: string;
}

/** The cover and every panel picture of a book. */
export function bookPictures(book: Book): Picture[] {
  const { story } = book;
  const cover: Picture = { url: story.coverImage, scene: book.coverScene, title: story.coverAlt };
  const panels = book.chapters.flatMap((chapter) =>
    chapter.panels.map((panel): Picture => ({ url: panel.imageUrl, scene: panel.scene, title: panel.imageAlt })),
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
    for (const problem of kitSceneProblems(picture.scene)) problems.push(`${picture.url}: ${problem}`);
    for (const icon of sceneIconNames(picture.scene)) {
      if (!knownIconName(icon)) problems.push(`${picture.url} uses unknown Fluent Emoji Flat icon "${icon}"`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Cannot draw the illustrations:\n- ${problems.join('\n- ')}`);
  }
  return pictures;
}
