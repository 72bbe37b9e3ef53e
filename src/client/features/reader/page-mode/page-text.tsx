import { Fragment } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { BookPanel } from '../book-pages';
import { panelEditions, type Edition } from '../panel-editions';
import { SpokenText } from '../read-aloud/spoken-text';
import type { SpokenCue } from '../read-aloud/use-read-aloud';

interface PageTextProps {
  book: Book;
  panel: BookPanel;
  langs: readonly BookLang[];
  cue: SpokenCue | null;
  onWord: (partId: string, lang: BookLang, wordStart: number) => void;
}

const bubbleClass = 'w-fit max-w-full rounded-3xl rounded-bl-md bg-white px-3 py-0.5 shadow-sm ring-2 ring-indigo-100 md:px-4 md:py-2';
const speakerClass = 'block text-[length:max(14px,0.7em)] font-bold text-indigo-700 md:text-[0.875em]';
const speakerInlineClass = 'text-[0.9em] font-bold text-indigo-700 md:block md:text-[0.875em]';
const narrationClass = 'text-[1em] leading-snug text-slate-800 md:text-[1.5em] md:leading-relaxed';
const lineClass = 'text-[0.95em] leading-snug text-slate-900 md:text-[1.25em]';
/** The second language a shade lighter, so the eye finds where each language starts. */
const translationClass = 'text-slate-600!';

/**
 * A page's narration and speech bubbles in each language on show; a missing translation shows the
 * book's own words. With both languages, each sentence and bubble stands beside its translation (one
 * bubble, one speaker name for the two lines): a family reads them side by side, and a small phone
 * fits the page's words with its picture.
 */
export function PageText({ book, panel, langs, cue, onWord }: PageTextProps) {
  const editions = panelEditions(book, panel, langs);
  return editions.length === 1 ? <OneLanguage edition={editions[0]!} cue={cue} onWord={onWord} /> : <Paired editions={editions} cue={cue} onWord={onWord} />;
}

interface WordsProps {
  cue: SpokenCue | null;
  onWord: PageTextProps['onWord'];
}

function OneLanguage({ edition: { lang, words }, cue, onWord }: WordsProps & { edition: Edition }) {
  return (
    <div lang={lang} className="space-y-1.5 md:space-y-3">
      <p className={narrationClass}>
        <SpokenText text={words.text} lang={lang} partId="text" cue={cue} onWord={onWord} />
      </p>
      {words.bubbles.length > 0 && (
        <ul className="flex flex-col gap-1.5 md:gap-2">
          {words.bubbles.map((bubble, i) => (
            <li key={i} className={bubbleClass}>
              {/* On a phone the name leads its line ("Theo: To the bridge!"), so a bubble takes one line less. */}
              {bubble.speaker && (
                <span className={speakerInlineClass}>
                  <SpokenText text={bubble.speaker} lang={lang} partId={`speaker-${i}`} cue={cue} onWord={onWord} />
                  <span className="md:sr-only">: </span>
                </span>
              )}
              <span className={lineClass}>
                <SpokenText text={bubble.text} lang={lang} partId={`bubble-${i}`} cue={cue} onWord={onWord} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Paired({ editions, cue, onWord }: WordsProps & { editions: readonly Edition[] }) {
  const bubbleCount = Math.max(...editions.map(({ words }) => words.bubbles.length));
  return (
    <div className="space-y-1.5 md:space-y-3">
      <div className="space-y-0.5 md:space-y-2">
        {editions.map(({ lang, words }, n) => (
          <p key={lang} lang={lang} className={`${narrationClass} ${n > 0 ? translationClass : ''}`}>
            <SpokenText text={words.text} lang={lang} partId="text" cue={cue} onWord={onWord} />
          </p>
        ))}
      </div>
      {bubbleCount > 0 && (
        <ul className="flex flex-col gap-1.5 md:gap-2">
          {Array.from({ length: bubbleCount }, (_, i) => {
            const lines = editions.flatMap(({ lang, words }) => (words.bubbles[i] ? [{ lang, bubble: words.bubbles[i] }] : []));
            // One name where both languages spell it alike.
            const speakers = lines.filter(({ bubble }, n) => bubble.speaker && lines.findIndex((line) => line.bubble.speaker === bubble.speaker) === n);
            return (
              <li key={i} className={bubbleClass}>
                {speakers.length > 0 && (
                  <span className={speakerClass}>
                    {speakers.map(({ lang, bubble }, n) => (
                      <Fragment key={lang}>
                        {n > 0 && ' · '}
                        <SpokenText text={bubble.speaker} lang={lang} partId={`speaker-${i}`} cue={cue} onWord={onWord} />
                      </Fragment>
                    ))}
                    <span className="sr-only">: </span>
                  </span>
                )}
                {lines.map(({ lang, bubble }, n) => (
                  <span key={lang} lang={lang} className={`block ${lineClass} ${n > 0 ? translationClass : ''}`}>
                    <SpokenText text={bubble.text} lang={lang} partId={`bubble-${i}`} cue={cue} onWord={onWord} />
                  </span>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
