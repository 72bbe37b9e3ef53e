import type { PointBubbleChapter, Story } from '@/shared/story';
import { Button, ButtonLink } from '../../ui/button-link';
import { PointBubblePanel } from './point-bubble-panel';
import { ScrollToTopButton } from './scroll-to-top-button';
import './print-book.css';

interface PrintBookProps {
  story: Story;
  chapters: readonly PointBubbleChapter[];
}

/**
 * The whole Korean book on paper: every chapter, picture, bubble and text, two columns
 * per A4 page. Pictures load eagerly so nothing is missing when the print dialog opens.
 */
export function PrintBook({ story, chapters }: PrintBookProps) {
  return (
    <article lang="ko" className="print-book mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <div className="flex flex-col gap-4 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6 print:hidden">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>
            <span aria-hidden="true">🖨️</span> 인쇄하기
          </Button>
          <ButtonLink to={story.route} tone="quiet">
            <span aria-hidden="true">←</span> 원래 책으로 돌아가기
          </ButtonLink>
        </div>
        <p className="text-slate-700">A4 종이에 두 단으로 나와요. Ctrl+P(맥은 ⌘+P)를 눌러도 인쇄할 수 있어요.</p>
      </div>
      <header className="mt-8 text-center print:mt-0">
        <p className="font-semibold text-indigo-700 print:text-[10pt]">
          {story.series} · {story.readingLevel}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl print:text-[20pt]">{story.title}</h1>
        <p className="mt-1 text-slate-600 print:text-[9pt]">글·그림 {story.author}</p>
      </header>
      <div className="mt-8 grid gap-8 md:grid-cols-2 print:mt-4 print:block print:columns-2 print:gap-[0.3in]">
        {chapters.map((chapter) => (
          <section key={chapter.id} aria-labelledby={`print-chapter-${chapter.id}`} className="break-inside-avoid print:mb-[0.2in]">
            <p className="font-bold text-indigo-700 print:text-[9pt]">{chapter.title}</p>
            <h2 id={`print-chapter-${chapter.id}`} className="mb-3 text-2xl font-extrabold text-slate-900 print:mb-1 print:text-[13pt]">
              {chapter.chapterTitle}
            </h2>
            {chapter.panels.map((panel) => (
              <PointBubblePanel key={panel.id} panel={panel} eager />
            ))}
          </section>
        ))}
      </div>
      <ScrollToTopButton label="맨 위로 가기" />
    </article>
  );
}
