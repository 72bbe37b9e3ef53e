import type { BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { BookPanel } from './book-pages';
import { panelEditions } from './panel-editions';
import { SpokenText } from './spoken-text';
import type { SpokenCue } from './use-read-aloud';

interface PageTextProps {
  book: Book;
  panel: BookPanel;
  langs: readonly BookLang[];
  cue: SpokenCue | null;
  onWord: (partId: string, lang: BookLang, wordStart: number) => void;
}

/** A page's narration and speech bubbles in each language on show; a missing translation shows the book's own words. */
export function PageText({ book, panel, langs, cue, onWord }: PageTextProps) {
  const list = panelEditions(book, panel, langs);
  return (
    <div className="space-y-5">
      {list.map(({ lang, words }) => (
        <div key={lang} lang={lang} className="space-y-3">
          <p className="text-xl leading-relaxed text-slate-800 sm:text-2xl">
            <SpokenText text={words.text} lang={lang} partId="text" cue={cue} onWord={onWord} />
          </p>
          {words.bubbles.length > 0 && (
            <ul className="flex flex-col gap-2">
              {words.bubbles.map((bubble, i) => (
                <li key={i} className="w-fit max-w-full rounded-3xl rounded-bl-md bg-white px-4 py-2 shadow-sm ring-2 ring-indigo-100">
                  {bubble.speaker && (
                    <span className="block text-sm font-bold text-indigo-700">
                      {bubble.speaker}
                      <span className="sr-only">: </span>
                    </span>
                  )}
                  <span className="text-lg text-slate-900 sm:text-xl">
                    <SpokenText text={bubble.text} lang={lang} partId={`bubble-${i}`} cue={cue} onWord={onWord} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
