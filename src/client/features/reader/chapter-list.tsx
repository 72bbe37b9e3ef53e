import { useId } from 'react';

export interface ChapterLink {
  id: number;
  label: string;
  title: string;
}

export const chapterAnchor = (id: number) => `chapter-${id}`;

interface ChapterListProps {
  heading: string;
  chapters: readonly ChapterLink[];
  /** In page mode a chapter opens its first page instead of scrolling to a heading. */
  onPick?: (id: number) => void;
}

/** The table of contents: one tap jumps to any chapter. */
export function ChapterList({ heading, chapters, onPick }: ChapterListProps) {
  // A book page holds both readers, each with its own list, so the heading's id must be unique.
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="mt-10 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6 print:hidden">
      <h2 id={headingId} className="text-xl font-extrabold text-slate-900">
        {heading}
      </h2>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <a
              href={`#${chapterAnchor(chapter.id)}`}
              onClick={
                onPick &&
                ((event) => {
                  event.preventDefault();
                  onPick(chapter.id);
                })
              }
              className="flex min-h-12 items-center gap-3 rounded-2xl bg-white px-3 py-2 font-semibold text-slate-800 ring-1 ring-amber-200 transition-colors hover:bg-indigo-50 hover:text-indigo-800"
            >
              <span className="min-w-8 shrink-0 rounded-full bg-indigo-600 px-2.5 py-0.5 text-center text-sm font-bold text-white">{chapter.label}</span>
              <span>{chapter.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
