import type { ReactNode } from 'react';
import type { Story } from '@/shared/story';
import { ChapterList, type ChapterLink } from './chapter-list';
import { readerText } from './reader-text';
import { ScrollToTopButton } from './scroll-to-top-button';
import { ScenePicture } from '../../ui/scene-picture';

interface ReaderLayoutProps {
  story: Story;
  /** The buttons above the title (back to the library, home, print). */
  actions: ReactNode;
  chapters: readonly ChapterLink[];
  /** What follows the last chapter (The End and where to go next). */
  end: ReactNode;
  children: ReactNode;
}

/** The frame every book shares: its own navigation, the cover, the chapter list, the chapters and the end. */
export function ReaderLayout({ story, actions, chapters, end, children }: ReaderLayoutProps) {
  const text = readerText(story.language);
  return (
    <article lang={text.lang} className="stagger mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap gap-3">{actions}</div>
      {/* No fade for the cover: it is the largest paint, and a fade would delay it. */}
      <header className="mt-6 animate-none! overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100">
        <ScenePicture src={story.coverImage} alt={story.coverAlt} eager />
        <div className="p-5 sm:p-8">
          <p className="font-semibold text-indigo-700">
            {story.series} · {story.readingLevel}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{story.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{story.description}</p>
          <p className="mt-3 text-sm text-slate-600">
            {text.by} {story.author}
          </p>
        </div>
      </header>
      <ChapterList heading={text.chapters} chapters={chapters} />
      <div className="mt-12 space-y-16">{children}</div>
      <footer className="mt-16 rounded-3xl bg-indigo-50 px-6 py-10 text-center ring-1 ring-indigo-100">{end}</footer>
      <ScrollToTopButton label={text.toTop} />
    </article>
  );
}
