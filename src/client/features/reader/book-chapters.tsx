import type { Book } from '@/shared/story';
import { BirthdayPanel } from './birthday-panel';
import { ChapterSection } from './chapter-section';
import { PointBubblePanel } from './point-bubble-panel';
import { readerText } from './reader-text';
import { SideBubblePanel } from './side-bubble-panel';

/** Every chapter of a book, drawn the way its format asks. */
export function BookChapters({ book }: { book: Book }) {
  const text = readerText(book.story.language);
  switch (book.format) {
    case 'birthday':
      return book.chapters.map((chapter) => (
        <ChapterSection
          key={chapter.id}
          id={chapter.id}
          kicker={text.pageLabel(chapter.pageNumber)}
          title={chapter.title}
          panels={chapter.panels.length}
        >
          {chapter.panels.map((panel) => (
            <BirthdayPanel key={panel.imageUrl} panel={panel} />
          ))}
          <div className="rounded-3xl border-2 border-dashed border-amber-300 bg-amber-50 p-5 sm:p-6">
            <h3 className="text-lg font-extrabold text-amber-950">
              <span aria-hidden="true">✏️ </span>
              {text.activity} {chapter.activityTitle}
            </h3>
            <p className="mt-2 text-lg text-slate-800">{chapter.activityDescription}</p>
          </div>
        </ChapterSection>
      ));
    case 'side-bubbles':
      return book.chapters.map((chapter) => (
        <ChapterSection
          key={chapter.id}
          id={chapter.id}
          kicker={text.chapterLabel(chapter.id)}
          title={chapter.title}
          panels={chapter.panels.length}
        >
          {chapter.panels.map((panel) => (
            <SideBubblePanel key={panel.id} panel={panel} />
          ))}
        </ChapterSection>
      ));
    case 'point-bubbles':
      return book.chapters.map((chapter) => (
        <ChapterSection key={chapter.id} id={chapter.id} kicker={chapter.title} title={chapter.chapterTitle} panels={chapter.panels.length}>
          {chapter.panels.map((panel) => (
            <PointBubblePanel key={panel.id} panel={panel} />
          ))}
        </ChapterSection>
      ));
    default:
      return book satisfies never;
  }
}
