import type { ReactNode } from 'react';
import { chapterAnchor } from './chapter-list';

/** One chapter: a labelled <section> the chapter list can jump to, clear of the sticky header. */
export function ChapterSection({ id, kicker, title, children }: { id: number; kicker: string; title: string; children: ReactNode }) {
  const headingId = `${chapterAnchor(id)}-title`;
  return (
    <section id={chapterAnchor(id)} aria-labelledby={headingId} className="scroll-mt-24">
      <p className="font-bold text-indigo-700">{kicker}</p>
      <h2 id={headingId} className="mt-1 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 space-y-8">{children}</div>
    </section>
  );
}
