import type { ReactNode } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';
import { readerText } from './reader-text';
import { storyByline } from './story-byline';
import { ScrollToTopButton } from './scroll-mode/scroll-to-top-button';
import { ScenePicture } from '../../ui/scene-picture';

interface ReaderLayoutProps {
  story: Story;
  /** The book's title and description in the first language on show. */
  words: { title: string; description: string; coverAlt: string };
  lang: BookLang;
  /** The buttons above the title (back to the library, print). */
  actions: ReactNode;
  /** Languages, voice and view. */
  toolbar: ReactNode;
  /** Page mode: the page reader draws its own top (buttons, title, options) so the page fits the window. */
  compact: boolean;
  /** Scroll mode: the read-aloud bar, which stays at the window's bottom from the first view to the end. */
  readAloud: ReactNode;
  children: ReactNode;
}

/**
 * The frame every book shares. Scroll mode: its own navigation, the cover, the reading options, then the
 * book, with the read-aloud bar at the window's bottom and a button back to the top once scrolled. Page mode: the page reader's screen, nothing more
 * (no round button over its controls).
 */
export function ReaderLayout({ story, words, lang, actions, toolbar, compact, readAloud, children }: ReaderLayoutProps) {
  const text = readerText(lang);
  const byline = storyByline(story, lang);
  if (compact) {
    return (
      <article lang={lang} className="mx-auto max-w-7xl md:px-6">
        {children}
      </article>
    );
  }
  return (
    <article lang={lang} className="stagger mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      {actions}
      {/* No fade for the cover: it is the largest paint on a desk, and a fade would delay it. */}
      <header className="mt-6 animate-none! overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100">
        <ScenePicture src={story.coverImage} alt={words.coverAlt} load="first-on-desk" />
        <div className="p-5 sm:p-8">
          <p className="font-semibold text-indigo-700">
            {byline.series} · {byline.level}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{words.description}</p>
          <p className="mt-3 text-sm text-slate-600">
            {text.by} {byline.author}
          </p>
        </div>
      </header>
      <div className="mt-6 rounded-3xl bg-white p-3 ring-1 ring-amber-200 sm:p-4">{toolbar}</div>
      <div>{children}</div>
      {/* The article's own child, so it sticks to the window's bottom from the top of the page on. */}
      {readAloud}
      <ScrollToTopButton label={text.toTop} place="wide-corner" />
    </article>
  );
}
