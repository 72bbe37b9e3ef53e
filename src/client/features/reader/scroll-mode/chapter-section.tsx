import { Children, type ReactNode } from 'react';
import { chapterAnchor } from '../chapter-list';

interface ChapterSectionProps {
  id: number;
  kicker: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * One chapter: a labelled <section> the chapter list can jump to, clear of the sticky header.
 * Every chapter is laid out (no content-visibility): a skipped chapter has only a guessed
 * height, and a jump to a later chapter landed hundreds of pixels off when the guesses were wrong.
 * On paper the label, the heading and the first panel stay together, so no label or heading is left
 * alone at the foot of a column.
 */
export function ChapterSection({ id, kicker, title, children }: ChapterSectionProps) {
  const headingId = `${chapterAnchor(id)}-title`;
  const [first, ...rest] = Children.toArray(children);
  return (
    <section id={chapterAnchor(id)} aria-labelledby={headingId} className="scroll-mt-20 print:mb-[0.2in]">
      <div data-chapter-opening className="print:break-inside-avoid">
        <p className="font-bold text-indigo-700 print:text-[9pt]">{kicker}</p>
        <h2 id={headingId} className="mt-1 text-2xl font-extrabold text-slate-900 sm:text-3xl print:mt-0 print:text-[13pt]">
          {title}
        </h2>
        <div className="mt-6 print:mt-1">{first}</div>
      </div>
      {rest.length > 0 && <div className="mt-8 space-y-8 print:mt-2 print:space-y-2">{rest}</div>}
    </section>
  );
}
