import type { MouseEvent } from 'react';
import type { BookLang } from '@/shared/book-words';
import { SpokenText } from '../read-aloud/spoken-text';
import { caretAt, wordStartNear } from './caret-word';
import type { PassageProps } from './passage';
import { scrollSpeech, useCueOn } from './scroll-speech';

/**
 * Words of a scrolled book, read aloud from the bar under it. The whole book is on the page, so its words stay
 * one piece of text (no element per word, for every word of the book): only the part being said is split into
 * words to light them, and a tap finds its word from where the browser would put a caret.
 */
export function SpokenPassage({ page, text, lang, partId }: PassageProps & { page: number }) {
  const cue = useCueOn(page);
  const onWord = (part: string, spokenIn: BookLang, wordStart: number) => scrollSpeech.tap(page, part, spokenIn, wordStart);
  if (cue && cue.partId === partId && cue.lang === lang) {
    // The word said is kept in sight clear of the site's header and of the read-aloud bar over the words' bottom.
    return (
      <span className="[&_mark]:scroll-mt-24 [&_mark]:scroll-mb-36">
        <SpokenText text={text} lang={lang} partId={partId} cue={cue} onWord={onWord} />
      </span>
    );
  }
  const onClick = (event: MouseEvent<HTMLSpanElement>) => {
    const caret = caretAt(event.clientX, event.clientY);
    if (!caret || caret.node !== event.currentTarget.firstChild) return;
    const word = wordStartNear(text, caret.offset);
    if (word !== null) onWord(partId, lang, word);
  };
  return (
    <span lang={lang} data-spoken-part={partId} className="cursor-pointer" onClick={onClick}>
      {text}
    </span>
  );
}
