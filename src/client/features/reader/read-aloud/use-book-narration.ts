import { useMemo } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { TalkTogether } from '@/content/stories/shelf-types';
import type { ReaderPage } from '../book-pages';
import { turnScreen, type PageScreen } from '../page-mode/page-screens';
import { bookScript } from './book-script';
import { useReadAloud } from './use-read-aloud';

/**
 * A book read aloud, in page and scroll mode alike: a screen (a page, a chapter's activity or the end page) in the
 * voice's language, or on from it screen by screen to The End (whose questions are read when asked for); a tapped
 * word alone. `speech` is the reading's state and controls, `script` what each screen says.
 */
export function useBookNarration(book: Book, pages: readonly ReaderPage[], talk: TalkTogether, voice: BookLang, rate: number) {
  const speech = useReadAloud();
  const script = useMemo(() => bookScript(book, pages, talk), [book, pages, talk]);
  const context = (page: number) => ({ bookId: book.story.id, pageKey: script.keyOf(page), rate });
  /** Reads `from`; `onNext` is told of each screen the reading moves on to (it shows it). */
  const read = (from: PageScreen, continuing: boolean, onNext: (next: PageScreen) => void) => {
    void speech.read(script.partsOf(from, voice), context(from.page), () => {
      if (!continuing) return;
      const next = turnScreen(from, 'next', pages.length, script.activityAfter);
      onNext(next);
      if (next.page < pages.length) read(next, true, onNext);
    });
  };
  const sayWord = (screen: PageScreen, partId: string, lang: BookLang, wordStart: number) => {
    const part = script.partsOf(screen, lang).find((p) => p.id === partId);
    if (part) void speech.sayWord(part, wordStart, context(screen.page));
  };
  return { speech, script, read, sayWord };
}
