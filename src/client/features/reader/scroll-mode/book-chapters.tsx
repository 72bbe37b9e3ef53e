import type { ReactNode } from 'react';
import { chapterWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { bookPages, firstPageOf } from '../book-pages';
import { FramedPanel } from './framed-panel';
import { ChapterSection } from './chapter-section';
import { panelEditions } from '../panel-editions';
import { PointBubblePanel } from './point-bubble-panel';
import { readerText } from '../reader-text';
import { SideBubblePanel } from './side-bubble-panel';
import { Passage } from './passage';
import type { PictureLoading } from '../../../ui/scene-picture';
import { pageAnchor } from '../../../lib/reading-place';

type Chapter = Book['chapters'][number];

/** A chapter's words in each language on show. */
function chapterEditions(book: Book, chapter: Chapter, langs: readonly BookLang[]) {
  return langs.map((lang) => ({ lang, words: chapterWords(book, chapter, lang) }));
}

function Titles({ editions }: { editions: ReturnType<typeof chapterEditions> }) {
  if (editions.length === 1) return <span lang={editions[0]!.lang}>{editions[0]!.words.title}</span>;
  return editions.map(({ lang, words }, i) => (
    <span key={lang} lang={lang} className={i === 0 ? 'block' : 'mt-1 block text-xl font-bold text-slate-600 sm:text-2xl'}>
      {words.title}
    </span>
  ));
}

interface BookChaptersProps {
  book: Book;
  langs: readonly BookLang[];
  /** Every picture loads at once (for paper), the first one ahead of the rest. */
  eager?: boolean;
  /** Each panel is a page the address can name (#page-13) and the reading log can see (on screen, not on paper). */
  pages?: boolean;
}

/** Every chapter of a book, drawn the way its format asks, in the languages on show. */
export function BookChapters({ book, langs, eager = false, pages = false }: BookChaptersProps) {
  const text = readerText(langs[0]!);
  const load = (chapterIndex: number, panelIndex: number): PictureLoading => (!eager ? 'lazy' : chapterIndex === 0 && panelIndex === 0 ? 'first' : 'eager');
  // Numbered as page mode turns them; on paper, not at all.
  const readerPages = pages ? bookPages(book) : [];
  const numberOf = (chapterIndex: number, panelIndex: number) => (pages ? firstPageOf(readerPages, book.chapters[chapterIndex]!.id) + panelIndex : undefined);
  const page = (number: number | undefined, panel: ReactNode) => {
    if (number === undefined) return panel;
    return (
      // use-seen-pages.ts watches data-reader-page.
      <div key={number} id={pageAnchor(number)} data-reader-page={number} className="scroll-mt-20">
        {panel}
      </div>
    );
  };
  switch (book.format) {
    case 'framed-panels':
      return book.chapters.map((chapter, c) => {
        const editions = chapterEditions(book, chapter, langs);
        return (
          <ChapterSection key={chapter.id} id={chapter.id} kicker={text.chapterLabel(chapter.id)} title={<Titles editions={editions} />}>
            {chapter.panels.map((panel, p) =>
              page(
                numberOf(c, p),
                <FramedPanel key={panel.imageUrl} panel={panel} editions={panelEditions(book, panel, langs)} load={load(c, p)} page={numberOf(c, p)} />,
              ),
            )}
            {/* Read aloud after the chapter's last page, under that page's name, as page mode shows it after that page. */}
            <div
              data-reader-activity={numberOf(c, chapter.panels.length - 1)}
              className="scroll-mt-20 rounded-3xl border-2 border-dashed border-amber-300 bg-amber-50 p-5 sm:p-6 print:break-inside-avoid print:p-3"
            >
              {editions.map(({ lang, words }) => (
                <div key={lang} lang={lang} className="[&+&]:mt-3">
                  <h3 className="text-lg font-extrabold text-amber-950 print:text-[11pt]">
                    <span aria-hidden="true">✏️ </span>
                    {readerText(lang).activity}{' '}
                    <Passage page={numberOf(c, chapter.panels.length - 1)} text={words.activity?.title ?? ''} lang={lang} partId="activity-title" />
                  </h3>
                  <p className="mt-2 text-lg text-slate-800 print:mt-0 print:text-[10pt]">
                    <Passage page={numberOf(c, chapter.panels.length - 1)} text={words.activity?.description ?? ''} lang={lang} partId="activity" />
                  </p>
                </div>
              ))}
            </div>
          </ChapterSection>
        );
      });
    case 'side-bubbles':
      return book.chapters.map((chapter, c) => (
        <ChapterSection
          key={chapter.id}
          id={chapter.id}
          kicker={text.chapterLabel(chapter.id)}
          title={<Titles editions={chapterEditions(book, chapter, langs)} />}
        >
          {chapter.panels.map((panel, p) =>
            page(
              numberOf(c, p),
              <SideBubblePanel key={panel.id} panel={panel} editions={panelEditions(book, panel, langs)} load={load(c, p)} page={numberOf(c, p)} />,
            ),
          )}
        </ChapterSection>
      ));
    case 'point-bubbles':
      return book.chapters.map((chapter, c) => (
        <ChapterSection key={chapter.id} id={chapter.id} kicker={chapter.title} title={<Titles editions={chapterEditions(book, chapter, langs)} />}>
          {chapter.panels.map((panel, p) =>
            page(
              numberOf(c, p),
              <PointBubblePanel key={panel.id} panel={panel} editions={panelEditions(book, panel, langs)} load={load(c, p)} page={numberOf(c, p)} />,
            ),
          )}
        </ChapterSection>
      ));
    default:
      return book satisfies never;
  }
}
