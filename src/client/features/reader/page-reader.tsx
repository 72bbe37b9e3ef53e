import { useCallback, useRef, useState, type ReactNode } from 'react';
import { panelWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { firstPageOf, type ReaderPage } from './book-pages';
import { ChapterList, type ChapterLink } from './chapter-list';
import { PageControls } from './page-controls';
import { swipeTurn, type Turn } from './page-gestures';
import { PagePicture } from './page-picture';
import { PageText } from './page-text';
import { pageOfWords, readerWord } from './reader-words';
import { pageScript } from './speech-script';
import { useReadAloud } from './use-read-aloud';
import { usePageKeys } from './use-page-keys';
import { useReadingPosition } from './use-reading-position';

interface PageReaderProps {
  book: Book;
  pages: readonly ReaderPage[];
  /** Text languages on show, and the languages of the controls. */
  langs: readonly BookLang[];
  audio: BookLang;
  rate: number;
  chapters: readonly ChapterLink[];
  chaptersHeading: string;
  /** The end page: The End and where to go next. */
  end: ReactNode;
}

/** Page mode: one panel per screen, turned by buttons, swipes and arrow keys, and read aloud on request. */
export function PageReader({ book, pages, langs, audio, rate, chapters, chaptersHeading, end }: PageReaderProps) {
  const count = pages.length;
  const { page, go } = useReadingPosition(book.story.id, count);
  const speech = useReadAloud();
  const [wholeBook, setWholeBook] = useState(false);
  // The page the book opened on appears at once (it is the largest thing the reader paints); later pages
  // slide in as they turn.
  const [openedOn] = useState(page);
  const [turned, setTurned] = useState(false);
  if (!turned && page !== openedOn) setTurned(true);
  const stage = useRef<HTMLElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const current = pages[page];
  const bookId = book.story.id;

  const show = useCallback(
    (index: number) => {
      go(index);
      // Each new page starts with its picture just under the site header, not half scrolled.
      stage.current?.scrollIntoView({ block: 'start' });
    },
    [go],
  );

  const turnTo = useCallback(
    (index: number) => {
      setWholeBook(false);
      speech.stop();
      show(index);
    },
    [show, speech],
  );
  const onTurn = useCallback((turn: Turn) => turnTo(turn === 'next' ? page + 1 : page - 1), [turnTo, page]);
  usePageKeys(onTurn);

  const readFrom = (index: number, continuing: boolean) => {
    const target = pages[index];
    if (!target) return setWholeBook(false);
    const parts = pageScript(book, target.panel, audio);
    void speech.read(parts, { bookId, pageKey: target.key, rate }, () => {
      if (!continuing) return;
      show(index + 1);
      readFrom(index + 1, true);
    });
  };

  const chapter = current ? chapters.find((c) => c.id === current.chapterId) : undefined;
  const alt = current ? panelWords(book, current.panel, langs[0]!).imageAlt : undefined;

  return (
    <>
      <section
        ref={stage}
        aria-label={readerWord(langs, 'pageMode')}
        className="mt-4 flex scroll-mt-20 flex-col gap-3 md:h-[calc(100svh-11.5rem)] md:min-h-96"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 className="min-w-0 truncate text-lg font-extrabold text-slate-900">
            {chapter ? (
              <>
                <span className="text-indigo-700">{chapter.label}</span> {chapter.title}
              </>
            ) : (
              readerWord(langs, 'theEndPage')
            )}
          </h2>
          <p aria-live="polite" aria-label={current ? pageOfWords(langs, page + 1, count) : undefined} className="shrink-0 rounded-full bg-indigo-600 px-3 py-1 font-bold text-white tabular-nums">
            {current ? `${page + 1} / ${count}` : '★'}
          </p>
        </div>
        <div
          key={page}
          className={`grid min-h-0 flex-1 touch-pan-y gap-4 md:grid-cols-[3fr_2fr] md:grid-rows-[minmax(0,1fr)] md:gap-8 ${turned ? 'motion-safe:animate-enter' : ''}`}
          onPointerDown={(event) => (swipeStart.current = { x: event.clientX, y: event.clientY })}
          onPointerCancel={() => (swipeStart.current = null)}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            const turn = start && swipeTurn(event.clientX - start.x, event.clientY - start.y);
            if (turn) onTurn(turn);
          }}
        >
          {current ? (
            <>
              <PagePicture panel={current.panel} alt={alt ?? ''} />
              <div className="min-h-0 md:self-center md:max-h-full md:overflow-y-auto">
                <PageText
                  book={book}
                  panel={current.panel}
                  langs={langs}
                  cue={speech.cue}
                  onWord={(partId, lang, wordStart) => {
                    const part = pageScript(book, current.panel, lang).find((p) => p.id === partId);
                    if (part) void speech.sayWord(part, wordStart, { bookId, pageKey: current.key, rate });
                  }}
                />
              </div>
            </>
          ) : (
            <div className="rounded-3xl bg-indigo-50 px-6 py-10 text-center ring-1 ring-indigo-100 md:col-span-2">{end}</div>
          )}
        </div>
        <PageControls
          langs={langs}
          page={page}
          count={count}
          status={speech.status}
          wholeBook={wholeBook}
          onTurn={onTurn}
          onReadPage={() => readFrom(page, false)}
          onReadBook={() => {
            setWholeBook(true);
            readFrom(page, true);
          }}
          onPause={speech.pause}
          onResume={speech.resume}
          onStop={() => {
            setWholeBook(false);
            speech.stop();
          }}
        />
      </section>
      <ChapterList
        heading={chaptersHeading}
        chapters={chapters}
        onPick={(id) => {
          turnTo(firstPageOf(pages, id));
        }}
      />
    </>
  );
}
