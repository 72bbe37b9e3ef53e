import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ReaderWords } from '@/content/stories/shelf-types';
import { panelWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { firstPageOf, type ReaderPage } from './book-pages';
import { ChapterList, type ChapterLink } from './chapter-list';
import { EndPage } from './end-page';
import { PageControls } from './page-controls';
import { swipeTurn, type Turn } from './page-gestures';
import { PagePicture } from './page-picture';
import { PageText } from './page-text';
import { pageOfWords, readerWord } from './reader-words';
import { pageScript, talkScript, type SpokenPart } from './speech-script';
import { useFitText } from './use-fit-text';
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
  /** The book's own buttons and closing words (The End, read more, the talk-together questions). */
  words: ReaderWords;
  /** Above the page: the book's buttons and title. */
  header: ReactNode;
  /** Text language, voice and view; at the top on a phone, under the page on a larger screen. */
  toolbar: ReactNode;
}

/** The end page's parts, read aloud under this name like a page of the book. */
const END_KEY = 'end';

/**
 * Page mode: one panel per screen, turned by buttons, swipes and arrow keys, and read aloud on request.
 * On a phone the book's buttons, the language switch, the picture, every word of the page and the
 * controls share exactly one screen: the words are sized to fit and the picture takes what is left.
 */
export function PageReader({ book, pages, langs, audio, rate, chapters, chaptersHeading, words, header, toolbar }: PageReaderProps) {
  const count = pages.length;
  const { page, go } = useReadingPosition(book.story.id, count, (id) => (chapters.some((c) => c.id === id) ? firstPageOf(pages, id) : null));
  const speech = useReadAloud();
  // The page the book opened on appears at once (it is the largest thing the reader paints); later pages
  // slide in as they turn.
  const [openedOn] = useState(page);
  const [turned, setTurned] = useState(false);
  if (!turned && page !== openedOn) setTurned(true);
  const screen = useRef<HTMLDivElement>(null);
  const room = useRef<HTMLDivElement>(null);
  const wordsBox = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const current = pages[page];
  const bookId = book.story.id;
  useFitText(room, wordsBox, `${page}:${langs.join()}`);

  const show = useCallback(
    (index: number) => {
      go(index);
      // Each new page starts with the whole screen in view, not half scrolled.
      screen.current?.scrollIntoView({ block: 'start' });
    },
    [go],
  );

  const turnTo = useCallback(
    (index: number) => {
      speech.stop();
      show(index);
    },
    [show, speech],
  );
  const onTurn = useCallback((turn: Turn) => turnTo(turn === 'next' ? page + 1 : page - 1), [turnTo, page]);
  usePageKeys(onTurn);

  const scriptOf = (index: number, lang: BookLang): SpokenPart[] => {
    const target = pages[index];
    return target ? pageScript(book, target.panel, lang) : talkScript(words.talkTogether, lang);
  };
  const keyOf = (index: number) => pages[index]?.key ?? END_KEY;

  const readFrom = (index: number, continuing: boolean) => {
    if (index > count) return;
    void speech.read(scriptOf(index, audio), { bookId, pageKey: keyOf(index), rate }, () => {
      if (!continuing) return;
      show(index + 1);
      // The whole book stops at The End; its questions are read when asked for.
      if (index + 1 < count) readFrom(index + 1, true);
    });
  };
  const onWord = (partId: string, lang: BookLang, wordStart: number) => {
    const part = scriptOf(page, lang).find((p) => p.id === partId);
    if (part) void speech.sayWord(part, wordStart, { bookId, pageKey: keyOf(page), rate });
  };

  const chapter = current ? chapters.find((c) => c.id === current.chapterId) : undefined;
  const alt = current ? panelWords(book, current.panel, langs[0]!).imageAlt : undefined;

  return (
    <>
      <div ref={screen} data-reader-screen className="flex scroll-mt-16 flex-col gap-2 max-md:h-[calc(100svh-4rem-1px)] max-md:py-2 md:gap-3">
        {/* On a short phone the book's buttons and the language switch share one row. */}
        <div className="contents short:flex short:items-center short:justify-between short:gap-2">
          {header}
          <div className="md:order-last short:min-w-0">{toolbar}</div>
        </div>
        <section
          aria-label={readerWord(langs, 'pageMode')}
          className="flex min-h-0 flex-1 flex-col gap-2 md:mt-1 md:h-[calc(100svh-11.5rem)] md:min-h-96 md:flex-none md:gap-3"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 className="min-w-0 truncate text-base font-extrabold text-slate-900 md:text-lg">
              {chapter ? (
                <>
                  <span className="text-indigo-700">{chapter.label}</span> {chapter.title}
                </>
              ) : (
                readerWord(langs, 'theEndPage')
              )}
            </h2>
            {/* A screen reader hears the words ("Page 5 of 27"), not the figures; aria-label is not for a <p>. */}
            <p aria-live="polite" className="shrink-0 rounded-full bg-indigo-600 px-3 py-0.5 font-bold text-white tabular-nums">
              {current ? (
                <>
                  <span aria-hidden="true">{`${page + 1} / ${count}`}</span>
                  <span className="sr-only">{pageOfWords(langs, page + 1, count)}</span>
                </>
              ) : (
                '★'
              )}
            </p>
          </div>
          <div
            key={page}
            ref={room}
            data-page-room
            className={`flex min-h-0 flex-1 touch-pan-y flex-col gap-3 md:grid md:grid-cols-[3fr_2fr] md:grid-rows-[minmax(0,1fr)] md:gap-8 ${turned ? 'motion-safe:animate-enter' : ''}`}
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
                {/* No transitions in here, not even reduced motion's tiny ones: the words are measured at each
                    size as soon as it is set, and a transition would still report the old size. Words too
                    long for the screen even at the smallest size scroll in their box, never under the controls. */}
                <div
                  ref={wordsBox}
                  data-page-words
                  className="max-h-full flex-none overflow-y-auto pb-1 text-lg transition-none! md:self-center md:text-base [&_*]:transition-none!"
                >
                  <PageText book={book} panel={current.panel} langs={langs} cue={speech.cue} onWord={onWord} />
                </div>
              </>
            ) : (
              <div className="min-h-0 overflow-y-auto rounded-3xl bg-indigo-50 px-4 py-6 ring-1 ring-indigo-100 md:col-span-2 md:px-6 md:py-10">
                <EndPage story={book.story} words={words} langs={langs} cue={speech.cue} onWord={onWord} onReadAgain={() => turnTo(0)} />
              </div>
            )}
          </div>
          <PageControls
            langs={langs}
            page={page}
            count={count}
            status={speech.status}
            onTurn={onTurn}
            onReadPage={() => readFrom(page, false)}
            onReadBook={() => readFrom(page, true)}
            onPause={speech.pause}
            onResume={speech.resume}
            onStop={speech.stop}
          />
        </section>
      </div>
      <ChapterList heading={chaptersHeading} chapters={chapters} onPick={(id) => turnTo(firstPageOf(pages, id))} />
    </>
  );
}
