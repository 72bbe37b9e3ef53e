import type { CSSProperties, ReactNode } from 'react';
import { chapterAnchor } from './chapter-list';

interface ChapterSectionProps {
  id: number;
  kicker: string;
  title: string;
  /** How many panels it holds, to guess its height while it is off screen. */
  panels: number;
  children: ReactNode;
}

const PANEL_HEIGHT_GUESS_PX = 700;

/**
 * One chapter: a labelled <section> the chapter list can jump to, clear of the sticky header.
 * Off-screen chapters skip layout and paint (content-visibility), so a long book's first
 * paint does not wait for its later chapters' text, fonts and pictures.
 */
export function ChapterSection({ id, kicker, title, panels, children }: ChapterSectionProps) {
  const headingId = `${chapterAnchor(id)}-title`;
  const offscreen: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: `auto ${panels * PANEL_HEIGHT_GUESS_PX}px` };
  return (
    <section id={chapterAnchor(id)} aria-labelledby={headingId} className="scroll-mt-24" style={offscreen}>
      <p className="font-bold text-indigo-700">{kicker}</p>
      <h2 id={headingId} className="mt-1 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 space-y-8">{children}</div>
    </section>
  );
}
