import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ReaderWords } from '@/content/stories/shelf-types';
import { panelWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { firstPageOf, type ReaderPage } from '../book-pages';
import { ChapterList, type ChapterLink } from '../chapter-list';
import { ChapterActivity } from './chapter-activity';
import { ControlIcon } from '../control-icons';
import { chapterInHash } from '../early-taps';
import { EndPage } from '../end-page';
import { FIRST_PAGE_LAID_OUT, firstPageLayoutScript } from './first-page-layout';
import { openingGuess } from './opening-guess';
import { PageControls } from './page-controls';
import { swipeTurn, type Turn } from './page-gestures';
import { PagePicture } from './page-picture';
import { turnScreen, type PageScreen } from './page-screens';
import { PageText } from './page-text';
import { readerText } from '../reader-text';
import { pageOfWords, readerWord } from '../reader-words';
import { useBookNarration } from '../read-aloud/use-book-narration';
import { VoiceChoice } from '../voice-choice';
import { useFitText } from './use-fit-text';
import { useReadingLog } from '../reading-log/use-reading-log';
import { pageInHash } from '../../../lib/reading-place';
import { usePageKeys } from './use-page-keys';
import { useReadingPosition } from '../reading-log/use-reading-position';

interface PageReaderProps {
  book: Book;
  pages: readonly ReaderPage[];
  /** Text languages on show, and the languages of the controls. */
  langs: readonly BookLang[];
  /** The voice's language, and whether a parent chose it (else it follows the text). */
  audio: BookLang;
  voiceChosen: boolean;
  onVoice: (voice: BookLang | null) => void;
  rate: number;
  chapters: readonly ChapterLink[];
  chaptersHeading: string;
  /** The book's own buttons and closing words (The End, read more, the talk-together questions). */
  words: ReaderWords;
  /** Above the page, one row: back, the book's title, the language choice and the settings. */
  header: ReactNode;
}

/**
 * Page mode: one panel per screen, turned by buttons, swipes and arrow keys, and read aloud on request.
 * On a phone the picture spans the screen's width on every page: the page picks its tall or wide composition
 * and the words' size so that one language fits the screen whole; with both, the words scroll under the
 * picture and a cue says more follows. The row on top and the controls keep to one slim row each.
 */
export function PageReader({ book, pages, langs, audio, voiceChosen, onVoice, rate, chapters, chaptersHeading, words, header }: PageReaderProps) {
  const count = pages.length;
  const { page, go, ready } = useReadingPosition(book.story.id, count, (id) => (chapters.some((c) => c.id === id) ? firstPageOf(pages, id) : null));
  const { speech, script, read, sayWord } = useBookNarration(book, pages, words.talkTogether, audio, rate);
  const log = useReadingLog(book.story.id, count, ready);
  useEffect(() => {
    if (ready) log.seen(page);
  }, [ready, page, log]);
  useEffect(() => {
    if (speech.status === 'playing') log.readAloud();
  }, [speech.status, log]);
  // The page the book opened on appears at once (it is the largest thing the reader paints); later pages
  // slide in as they turn.
  const [openedOn] = useState(page);
  const [turned, setTurned] = useState(false);
  // After a chapter's last page, its activity ("Try this!") has a screen of its own before the next chapter.
  const [activity, setActivity] = useState(false);
  if (!turned && (page !== openedOn || activity)) setTurned(true);
  const here: PageScreen = { page, activity };
  const screen = useRef<HTMLDivElement>(null);
  const room = useRef<HTMLDivElement>(null);
  const wordsBox = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const current = pages[page];
  const fit = useFitText(room, wordsBox, langs.length, `${page}:${activity}:${langs.join()}`, openingGuess(book, current, langs));
  // Whether the page's words run on below their box (both languages on a small phone): a cue says so.
  // Measured again whenever the box or its words change size: the words' size is fitted after this first
  // measure (and again once the fonts load), and a cue left from that moment would cover a line that fits.
  // Set only when it changes: a same-value update queued beside the fit's (which React cannot drop then)
  // re-rendered the whole reader synchronously inside the hydration's commit.
  const [more, setMoreShown] = useState(false);
  const moreShown = useRef(false);
  const setMore = useCallback((next: boolean) => {
    if (next === moreShown.current) return;
    moreShown.current = next;
    setMoreShown(next);
  }, []);
  useLayoutEffect(() => {
    const box = wordsBox.current;
    if (!box) return setMore(false);
    const measure = () => setMore(moreBelow(box));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const words of box.children) observer.observe(words);
    return () => observer.disconnect();
  }, [fit, page, activity, langs, setMore]);

  // A chapter named in the address (tapped in the list under the page, maybe before the scripts ran) opens
  // at its first page, a page named there (the shelf's "Continue") at that page: bring the page, not the list, into sight.
  useEffect(() => {
    if (chapterInHash(window.location.hash) !== null || pageInHash(window.location.hash, count) !== null) screen.current?.scrollIntoView({ block: 'start' });
  }, [count]);

  const show = (to: PageScreen) => {
    go(to.page);
    setActivity(to.activity);
    // Each new page starts with the whole screen in view, not half scrolled.
    screen.current?.scrollIntoView({ block: 'start' });
  };
  const turnTo = (index: number) => {
    speech.stop();
    show({ page: index, activity: false });
  };
  const onTurn = (turn: Turn) => {
    speech.stop();
    show(turnScreen(here, turn, count, script.activityAfter));
  };
  usePageKeys(onTurn);

  const readFrom = (from: PageScreen, continuing: boolean) => read(from, continuing, show);
  const onWord = (partId: string, lang: BookLang, wordStart: number) => sayWord(here, partId, lang, wordStart);

  const chapter = current ? chapters.find((c) => c.id === current.chapterId) : undefined;
  const alt = current ? panelWords(book, current.panel, langs[0]!).imageAlt : undefined;

  return (
    <>
      {/* On a phone the screen is the whole window (the site's header folds away while reading, app.css); the
          end page is as tall as it needs, so its questions are on the page itself, not in a box of their own. */}
      <div
        ref={screen}
        data-reader-screen
        className={`flex flex-col gap-1.5 px-2 pt-1 md:px-0 max-md:pb-[max(0.25rem,env(safe-area-inset-bottom))] md:h-[calc(100svh-4rem)] md:min-h-[34rem] md:gap-3 md:scroll-mt-16 md:py-4 ${current ? 'max-md:h-svh' : 'max-md:min-h-svh'}`}
      >
        {header}
        <section aria-label={readerWord(langs, 'pageMode')} className="flex min-h-0 flex-1 flex-col gap-1.5 md:gap-3">
          <div className="flex items-center justify-between gap-3 px-1 md:px-0">
            <h2 className="min-w-0 truncate text-sm font-extrabold text-slate-900 md:text-lg">
              {chapter ? (
                <>
                  <span className="text-indigo-700">{chapter.label}</span> {chapter.title}
                </>
              ) : (
                readerWord(langs, 'theEndPage')
              )}
            </h2>
            <div className="flex shrink-0 items-center gap-1.5 md:gap-3">
              <VoiceChoice ui={langs} voice={audio} chosen={voiceChosen} reading={speech.status === 'playing'} onChange={onVoice} />
              {/* A screen reader hears the words ("Page 5 of 27"), not the figures; aria-label is not for a <p>. */}
              <p
                aria-live="polite"
                className="shrink-0 rounded-full bg-indigo-600 px-2.5 text-sm font-bold text-white tabular-nums md:px-3 md:py-0.5 md:text-base"
              >
                {current && activity ? (
                  <>
                    <span aria-hidden="true">✏️</span>
                    <span className="sr-only">{readerText(langs[0]!).activity}</span>
                  </>
                ) : current ? (
                  <>
                    <span aria-hidden="true">{`${page + 1} / ${count}`}</span>
                    <span className="sr-only">{pageOfWords(langs, page + 1, count)}</span>
                  </>
                ) : (
                  '★'
                )}
              </p>
            </div>
          </div>
          <div
            key={`${page}${activity ? ':activity' : ''}`}
            ref={room}
            data-page-room
            className={`flex min-h-0 flex-1 touch-pan-y flex-col gap-2 md:grid md:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)] md:grid-rows-[minmax(0,1fr)] md:gap-8 ${turned ? 'motion-safe:animate-enter' : ''}`}
            onPointerDown={(event) => (swipeStart.current = { x: event.clientX, y: event.clientY })}
            onPointerCancel={() => (swipeStart.current = null)}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              const turn = start && swipeTurn(event.clientX - start.x, event.clientY - start.y);
              if (turn) onTurn(turn);
            }}
          >
            {current && activity ? (
              <ChapterActivity book={book} chapterId={current.chapterId} langs={langs} cue={speech.cue} onWord={onWord} />
            ) : current ? (
              <>
                <PagePicture panel={current.panel} alt={alt ?? ''} shape={fit.shape} width={fit.width} />
                <div className="relative flex min-h-0 flex-initial flex-col md:self-center">
                  {/* No transitions in here, not even reduced motion's tiny ones: the words are measured at each
                      size as soon as it is set, and a transition would still report the old size. Words too
                      long for the screen scroll in their box, never under the controls. */}
                  <div
                    ref={wordsBox}
                    data-page-words
                    onScroll={(event) => setMore(moreBelow(event.currentTarget))}
                    className="min-h-0 flex-initial touch-pan-y overflow-y-auto overscroll-contain px-1 pb-1 text-lg transition-none! md:max-h-full md:px-0 md:text-base [&_*]:transition-none!"
                  >
                    <PageText book={book} panel={current.panel} langs={langs} cue={speech.cue} onWord={onWord} />
                  </div>
                  {more && (
                    <div
                      data-more-words
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-x-0 bottom-0 flex h-9 items-end justify-center bg-linear-to-t from-cream via-cream/80 to-transparent"
                    >
                      <span className="mb-0.5 flex size-6 animate-bounce items-center justify-center rounded-full bg-indigo-600 text-white shadow motion-reduce:animate-none">
                        <ControlIcon name="down" className="size-4" />
                      </span>
                    </div>
                  )}
                </div>
              </>
            ) : (
              <div className="rounded-3xl bg-indigo-50 px-3 py-4 ring-1 ring-indigo-100 md:col-span-2 md:min-h-0 md:overflow-y-auto md:px-6 md:py-8">
                <EndPage story={book.story} words={words} langs={langs} cue={speech.cue} onWord={onWord} onReadAgain={() => turnTo(0)} />
              </div>
            )}
          </div>
          <PageControls
            langs={langs}
            page={page}
            count={count}
            status={speech.status}
            waiting={speech.status === 'playing' && (speech.cue === null || speech.cue.waiting === true)}
            activity={activity}
            onTurn={onTurn}
            onReadPage={() => readFrom(here, false)}
            onReadBook={() => readFrom(here, true)}
            onPause={speech.pause}
            onResume={speech.resume}
            onStop={speech.stop}
          />
          {/* The prerendered first page is laid out for the phone before it is painted (its scripts come later),
              once the controls under it take their room. The first paint waits for the mark after the script, not
              for the script itself: the parser has a script element whole before it runs it, and a busy phone
              painted in between (the words at the top, then pushed down by the picture). */}
          <script
            data-first-page-layout
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && current ? firstPageLayoutScript(current.panel.imageUrl, langs.length) : '' }}
          />
          <span id={FIRST_PAGE_LAID_OUT} hidden />
        </section>
      </div>
      <div className="px-3 md:px-0">
        <ChapterList heading={chaptersHeading} chapters={chapters} onPick={(id) => turnTo(firstPageOf(pages, id))} />
      </div>
    </>
  );
}

/** Whether a box of words has more below what it shows. */
const moreBelow = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight > 1;
