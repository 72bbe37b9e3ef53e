import { useMemo, type ReactNode } from 'react';
import type { ReaderLink, ReaderWords } from '@/content/stories/shelf-types';
import { langOf, storyWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { bookButtonsIn } from './book-buttons';
import { BookChapters } from './scroll-mode/book-chapters';
import { PassageContext } from './scroll-mode/passage';
import { ReadAloudBar } from './scroll-mode/read-aloud-bar';
import { SpokenEndPage } from './scroll-mode/spoken-end-page';
import { SpokenPassage } from './scroll-mode/spoken-passage';
import { bookPages } from './book-pages';
import { ChapterList } from './chapter-list';
import { chapterLinks } from './chapter-links';
import { earlyTapsScript } from './early-taps';
import { PageReader } from './page-mode/page-reader';
import { ReaderLayout } from './reader-layout';
import { ReaderLinkButton } from './reader-link';
import { resolvePrefs, shownLangs, type ViewMode } from './reader-prefs';
import { useReaderModeMark } from './use-reader-mode-mark';
import { readerModeScript } from './reader-mode-script';
import { readerText } from './reader-text';
import { ReaderToolbar } from './reader-toolbar';
import { useReaderPrefs } from './use-reader-prefs';
import { useReadingLog } from './reading-log/use-reading-log';
import { useSeenPages } from './reading-log/use-seen-pages';
import { pageAnchor } from '../../lib/reading-place';

/**
 * Beyond this many characters a title takes a size smaller on a phone, so it still shows whole in the row: three
 * lines, or four close-set on the narrowest phones. The one text a phone shows under 14 px (decision 069).
 */
const LONG_TITLE = 30;
/** In page mode the way back is a round arrow on a phone (its words still name it) and a worded button on a desk. */
const COMPACT_LINK = 'shrink-0 whitespace-nowrap max-md:min-h-11 max-md:w-11 max-md:px-0 max-md:text-xl md:min-h-11 md:px-4 md:text-base';

interface BookReaderProps {
  book: Book;
  words: ReaderWords;
  /** The book's print page. */
  printTo: string;
  /** The site's menu, kept one tap away on a phone while the site's header folds away for the page. */
  siteMenu: ReactNode;
}

/** A whole book, read page by page or as one scroll, in the languages the family chose. */
export function BookReader({ book, words: ownWords, printTo, siteMenu }: BookReaderProps) {
  const { prefs, mode, loaded, update } = useReaderPrefs();
  const own = langOf(book.story.language);
  const { text, audio, voiceChosen, rate } = resolvePrefs(prefs, own);
  const langs = shownLangs(text, own);
  const first = langs[0]!;
  const bookWords = bookButtonsIn(ownWords, first, own);
  const print: ReaderLink = { to: printTo, label: bookWords.printLabel, icon: '🖨️', tone: 'secondary' };
  const words = storyWords(book.story, first);
  const pages = useMemo(() => bookPages(book), [book]);
  const chapters = chapterLinks(book, first);
  const chaptersHeading = readerText(first).chapters;
  useReaderModeMark(loaded, mode);
  const scrolling = loaded && mode === 'scroll';
  // Page mode keeps its own log (page-reader.tsx); a scrolled book logs each page looked at.
  const scrollLog = useReadingLog(book.story.id, pages.length, scrolling);
  useSeenPages(scrolling, scrollLog.seen);
  const onVoice = (voice: BookLang | null) => update({ audio: voice });
  // What both ways of reading need to read aloud: the book, its pages, and the voice and its speed.
  const voice = { book, pages, langs, audio, voiceChosen, onVoice, rate };
  const toolbar = (shown: ViewMode) => (
    <ReaderToolbar ui={langs} mode={shown} text={text} rate={rate} onChange={update} siteMenu={shown === 'page' ? siteMenu : undefined}>
      {/* On a phone's page mode, print waits in the settings so the page keeps the screen. */}
      {shown === 'page' && <ReaderLinkButton link={print} className="self-start md:hidden" />}
    </ReaderToolbar>
  );
  const links = (compact: boolean) => (
    <div className="flex shrink-0 flex-wrap items-center gap-2 md:gap-3">
      <ReaderLinkButton link={bookWords.back} className={compact ? COMPACT_LINK : undefined} labelClassName={compact ? 'max-md:sr-only' : undefined} />
      <ReaderLinkButton link={print} className={compact ? 'max-md:hidden md:min-h-11 md:px-4 md:text-base' : undefined} />
    </div>
  );
  const layout = (shown: ViewMode) => (
    <ReaderLayout
      story={book.story}
      words={words}
      lang={first}
      actions={links(false)}
      compact={shown === 'page'}
      toolbar={toolbar(shown)}
      readAloud={<ReadAloudBar {...voice} talk={ownWords.talkTogether} onReadAloud={scrollLog.readAloud} />}
    >
      {shown === 'page' ? (
        <PageReader
          {...voice}
          chapters={chapters}
          chaptersHeading={chaptersHeading}
          words={bookWords}
          header={
            <header className="flex min-h-11 items-center gap-1 md:gap-4">
              {links(true)}
              <h1
                data-small-text="069"
                className={`line-clamp-3 min-w-0 flex-1 leading-[1.15] ${words.title.length > LONG_TITLE ? 'text-[11px] max-[380px]:line-clamp-4 max-[380px]:text-[10px] max-[380px]:leading-none' : 'text-[13px] max-[380px]:text-[12px]'} font-extrabold tracking-tight wrap-break-word text-slate-900 md:truncate md:text-2xl`}
              >
                {words.title}
              </h1>
              {toolbar('page')}
            </header>
          }
        />
      ) : (
        <PassageContext.Provider value={SpokenPassage}>
          <ChapterList heading={chaptersHeading} chapters={chapters} />
          <div className="mt-12 space-y-16">
            <BookChapters book={book} langs={langs} pages />
          </div>
          <footer
            id={pageAnchor(pages.length)}
            data-reader-page={pages.length}
            className="mt-16 scroll-mt-20 rounded-3xl bg-indigo-50 px-6 py-10 text-center ring-1 ring-indigo-100"
          >
            <SpokenEndPage page={pages.length} story={book.story} words={bookWords} langs={langs} onReadAgain={() => window.scrollTo({ top: 0 })} />
          </footer>
        </PassageContext.Provider>
      )}
    </ReaderLayout>
  );
  // Until the device's choices are read, the page holds both layouts and CSS shows the one this screen
  // (or the stored choice, see reader-mode-script.ts) will keep, so nothing jumps when the scripts arrive.
  // The two slots stay in place afterwards, so React keeps the shown layout rather than drawing it again.
  return (
    <>
      {!loaded && (
        <>
          {/* Runs from the prerendered HTML only; the browser's bundle keeps the element as it is. */}
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? readerModeScript() + earlyTapsScript() : '' }} />
          {/* Without scripts, pages cannot turn: the whole book scrolls. */}
          <noscript>
            <style>{"[data-reader-variant='scroll']{display:block!important}[data-reader-variant='page']{display:none!important}"}</style>
          </noscript>
        </>
      )}
      <div data-reader-variant={loaded ? undefined : 'scroll'}>{(!loaded || mode === 'scroll') && layout('scroll')}</div>
      <div data-reader-variant={loaded ? undefined : 'page'}>{(!loaded || mode === 'page') && layout('page')}</div>
    </>
  );
}
