import { chapterWords, langOf, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { END_PAGE } from '@/shared/story-parts';
import type { TalkTogether } from '@/content/stories/shelf-types';
import type { ReaderPage } from '../book-pages';
import type { PageScreen } from '../page-mode/page-screens';
import { activityScript, pageScript, talkScript, type SpokenPart } from './speech-script';

/** What each screen of a book says, in page and scroll mode alike. */
export interface BookScript {
  /** The screen's parts in `lang`: a page's, its chapter's activity's, or the end page's questions. */
  partsOf(screen: PageScreen, lang: BookLang): SpokenPart[];
  /** The page key its clips are asked for under (the end page's is END_PAGE). */
  keyOf(page: number): string;
  /** Whether a chapter's activity follows `page` (it is the chapter's last). */
  activityAfter(page: number): boolean;
}

export function bookScript(book: Book, pages: readonly ReaderPage[], talk: TalkTogether): BookScript {
  const chapterOf = (page: number) => book.chapters.find((chapter) => chapter.id === pages[page]?.chapterId);
  return {
    partsOf({ page, activity }, lang) {
      const chapter = chapterOf(page);
      if (!chapter) return talkScript(talk, lang);
      return activity ? activityScript(book, chapter, lang) : pageScript(book, pages[page]!.panel, lang);
    },
    keyOf: (page) => pages[page]?.key ?? END_PAGE,
    activityAfter(page) {
      const chapter = chapterOf(page);
      return !!chapter && pages[page + 1]?.chapterId !== chapter.id && chapterWords(book, chapter, langOf(book.story.language)).activity !== null;
    },
  };
}
