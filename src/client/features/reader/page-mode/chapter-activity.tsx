import { chapterWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { readerText } from '../reader-text';
import { SpokenText } from '../read-aloud/spoken-text';
import type { SpokenCue } from '../read-aloud/use-read-aloud';

interface ChapterActivityProps {
  book: Book;
  chapterId: number;
  langs: readonly BookLang[];
  cue: SpokenCue | null;
  onWord: (partId: string, lang: BookLang, wordStart: number) => void;
}

/**
 * A chapter's activity ("Try this!"), on a screen of its own after the chapter's last page: a phone reads it
 * where it reads the book, large, in each language on show (the second a shade lighter), read aloud on request.
 */
export function ChapterActivity({ book, chapterId, langs, cue, onWord }: ChapterActivityProps) {
  const chapter = book.chapters.find((c) => c.id === chapterId)!;
  return (
    <div
      data-chapter-activity
      className="flex min-h-0 flex-1 touch-pan-y flex-col justify-center-safe gap-4 overflow-y-auto overscroll-contain rounded-3xl border-2 border-dashed border-amber-300 bg-amber-50 px-4 py-5 md:col-span-2 md:px-10"
    >
      <p className="text-center text-lg font-extrabold text-amber-900 md:text-2xl">
        <span aria-hidden="true">✏️ </span>
        {readerText(langs[0]!).activity}
      </p>
      {langs.map((lang, n) => {
        const activity = chapterWords(book, chapter, lang).activity;
        if (!activity) return null;
        return (
          <div key={lang} lang={lang} className={`mx-auto max-w-2xl text-center ${n > 0 ? 'text-slate-600' : 'text-slate-900'}`}>
            <h3 className="text-2xl font-extrabold md:text-3xl">
              <SpokenText text={activity.title} lang={lang} partId="activity-title" cue={cue} onWord={onWord} />
            </h3>
            <p className="mt-2 text-xl leading-snug md:text-2xl md:leading-relaxed">
              <SpokenText text={activity.description} lang={lang} partId="activity" cue={cue} onWord={onWord} />
            </p>
          </div>
        );
      })}
    </div>
  );
}
