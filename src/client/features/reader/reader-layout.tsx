import type { ReactNode } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';
import { readerText } from './reader-text';
import { ScrollToTopButton } from './scroll-to-top-button';
import { ScenePicture } from '../../ui/scene-picture';

interface ReaderLayoutProps {
  story: Story;
  /** The book's title and description in the first language on show. */
  words: { title: string; description: string; coverAlt: string };
  lang: BookLang;
  /** The buttons above the title (back to the library, home, print). */
  actions: ReactNode;
  /** Page or scroll, languages, voice. */
  toolbar: ReactNode;
  /** Page mode shows a one-line title; scroll mode the whole cover. */
  compact: boolean;
  children: ReactNode;
}

/**
 * The frame every book shares: its own navigation, the cover, the reading options, then the book.
 * Page mode keeps the top to one row, so the page fits the window, and moves the options below it.
 */
export function ReaderLayout({ story, words, lang, actions, toolbar, compact, children }: ReaderLayoutProps) {
  const text = readerText(story.language);
  return (
    <article lang={lang} className={`stagger mx-auto px-4 py-6 sm:px-6 sm:py-10 ${compact ? 'max-w-6xl' : 'max-w-3xl'}`}>
      {compact ? (
        <header className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex flex-wrap gap-3">{actions}</div>
          <h1 className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">{words.title}</h1>
        </header>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">{actions}</div>
          {/* No fade for the cover: it is the largest paint, and a fade would delay it. */}
          <header className="mt-6 animate-none! overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100">
            <ScenePicture src={story.coverImage} alt={words.coverAlt} load="first" />
            <div className="p-5 sm:p-8">
              <p className="font-semibold text-indigo-700">
                {story.series} · {story.readingLevel}
              </p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
              <p className="mt-3 text-lg text-slate-700">{words.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                {text.by} {story.author}
              </p>
            </div>
          </header>
        </>
      )}
      {!compact && toolbar}
      <div>{children}</div>
      {compact && toolbar}
      <ScrollToTopButton label={text.toTop} />
    </article>
  );
}
