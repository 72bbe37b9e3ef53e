import { useMemo, type ReactNode } from 'react';
import { langOf, storyWords } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { BookChapters } from './book-chapters';
import { bookPages } from './book-pages';
import { ChapterList } from './chapter-list';
import { chapterLinks } from './chapter-links';
import { PageReader } from './page-reader';
import { ReaderLayout } from './reader-layout';
import { resolvePrefs, shownLangs, type ViewMode } from './reader-prefs';
import { readerModeScript } from './reader-mode-script';
import { readerText } from './reader-text';
import { ReaderToolbar } from './reader-toolbar';
import { useReaderPrefs } from './use-reader-prefs';

/** A whole book, read page by page or as one scroll, in the languages the family chose. */
export function BookReader({ book, actions, end }: { book: Book; actions: ReactNode; end: ReactNode }) {
  const { prefs, mode, loaded, update } = useReaderPrefs();
  const own = langOf(book.story.language);
  const { text, audio, rate } = resolvePrefs(prefs, own);
  const langs = shownLangs(text, own);
  const first = langs[0]!;
  const words = storyWords(book.story, first);
  const pages = useMemo(() => bookPages(book), [book]);
  const chapters = chapterLinks(book, first);
  const chaptersHeading = readerText(first === 'en' ? 'English' : 'Korean').chapters;
  const layout = (shown: ViewMode) => (
    <ReaderLayout
      story={book.story}
      words={words}
      lang={first}
      actions={actions}
      compact={shown === 'page'}
      toolbar={<ReaderToolbar ui={langs} mode={shown} text={text} audio={audio} rate={rate} onChange={update} />}
    >
      {shown === 'page' ? (
        <PageReader book={book} pages={pages} langs={langs} audio={audio} rate={rate} chapters={chapters} chaptersHeading={chaptersHeading} end={end} />
      ) : (
        <>
          <ChapterList heading={chaptersHeading} chapters={chapters} />
          <div className="mt-12 space-y-16">
            <BookChapters book={book} langs={langs} />
          </div>
          <footer className="mt-16 rounded-3xl bg-indigo-50 px-6 py-10 text-center ring-1 ring-indigo-100">{end}</footer>
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
          <script dangerouslySetInnerHTML={{ __html: readerModeScript }} />
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
