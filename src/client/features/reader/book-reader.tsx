import { useMemo } from 'react';
import type { ReaderLink, ReaderWords } from '@/content/stories/shelf-types';
import { langOf, storyWords } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { BookChapters } from './book-chapters';
import { bookPages } from './book-pages';
import { ChapterList } from './chapter-list';
import { chapterLinks } from './chapter-links';
import { earlyTapsScript } from './early-taps';
import { EndPage } from './end-page';
import { PageReader } from './page-reader';
import { ReaderLayout } from './reader-layout';
import { ReaderLinkButton } from './reader-link';
import { resolvePrefs, shownLangs, type ViewMode } from './reader-prefs';
import { readerModeScript } from './reader-mode-script';
import { readerText } from './reader-text';
import { ReaderToolbar } from './reader-toolbar';
import { useReaderPrefs } from './use-reader-prefs';

/** On a phone's page mode the book's buttons share one short row. */
const COMPACT_LINK = 'shrink-0 whitespace-nowrap max-md:min-h-10 max-md:px-3 max-md:text-sm';

/** A whole book, read page by page or as one scroll, in the languages the family chose. */
export function BookReader({ book, words: bookWords, print }: { book: Book; words: ReaderWords; print: ReaderLink }) {
  const { prefs, mode, loaded, update } = useReaderPrefs();
  const own = langOf(book.story.language);
  const { text, audio, rate } = resolvePrefs(prefs, own);
  const langs = shownLangs(text, own);
  const first = langs[0]!;
  const words = storyWords(book.story, first);
  const pages = useMemo(() => bookPages(book), [book]);
  const chapters = chapterLinks(book, first);
  const chaptersHeading = readerText(first === 'en' ? 'English' : 'Korean').chapters;
  const toolbar = (shown: ViewMode) => (
    <ReaderToolbar ui={langs} mode={shown} text={text} audio={audio} rate={rate} onChange={update}>
      {/* On a phone's page mode, print waits in the settings so the page keeps the screen. */}
      {shown === 'page' && <ReaderLinkButton link={print} className="self-start md:hidden" />}
    </ReaderToolbar>
  );
  const links = (compact: boolean) => (
    <div className="flex flex-wrap items-center gap-2 md:gap-3">
      <ReaderLinkButton link={bookWords.back} className={compact ? COMPACT_LINK : undefined} labelClassName={compact ? 'short:sr-only' : undefined} />
      <ReaderLinkButton link={print} className={compact ? 'max-md:hidden' : undefined} />
    </div>
  );
  const layout = (shown: ViewMode) => (
    <ReaderLayout story={book.story} words={words} lang={first} actions={links(false)} compact={shown === 'page'} toolbar={toolbar(shown)}>
      {shown === 'page' ? (
        <PageReader
          book={book}
          pages={pages}
          langs={langs}
          audio={audio}
          rate={rate}
          chapters={chapters}
          chaptersHeading={chaptersHeading}
          words={bookWords}
          header={
            <header className="flex items-center gap-x-3 gap-y-2 md:flex-wrap md:gap-x-6">
              {links(true)}
              <h1 className="min-w-0 truncate text-base font-extrabold tracking-tight text-slate-900 short:sr-only sm:text-2xl">{words.title}</h1>
            </header>
          }
          toolbar={toolbar('page')}
        />
      ) : (
        <>
          <ChapterList heading={chaptersHeading} chapters={chapters} />
          <div className="mt-12 space-y-16">
            <BookChapters book={book} langs={langs} />
          </div>
          <footer className="mt-16 rounded-3xl bg-indigo-50 px-6 py-10 text-center ring-1 ring-indigo-100">
            <EndPage story={book.story} words={bookWords} langs={langs} onReadAgain={() => window.scrollTo({ top: 0 })} />
          </footer>
        </>
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
          <script dangerouslySetInnerHTML={{ __html: `${readerModeScript};${earlyTapsScript}` }} />
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
