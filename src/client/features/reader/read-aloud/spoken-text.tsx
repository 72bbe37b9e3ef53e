import { useEffect, useRef } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { SpokenCue } from './use-read-aloud';
import { tokenize } from './word-tokens';

interface SpokenTextProps {
  text: string;
  lang: BookLang;
  partId: string;
  cue: SpokenCue | null;
  /** A tap on a word: says it alone. */
  onWord: (partId: string, lang: BookLang, wordStart: number) => void;
}

/** A part whose voice is still coming (the server's clip is being made): plainly marked, not a faint tint. */
const WAITING_CLASS = 'rounded bg-amber-200 ring-2 ring-amber-300 motion-safe:animate-pulse';

/**
 * Text whose words light up as they are spoken: the word in a <mark aria-current>, or the
 * whole part while the voice gives no word timing (more strongly while it has not started). Each word can be
 * tapped to hear it.
 */
export function SpokenText({ text, lang, partId, cue, onWord }: SpokenTextProps) {
  const speaking = cue !== null && cue.partId === partId && cue.lang === lang;
  const wholePart = speaking && cue.wordStart === null;
  const marked = useRef<HTMLElement>(null);
  const wordStart = speaking ? cue.wordStart : null;
  // Keep the word being said on screen when the text is longer than its column or the phone's screen.
  useEffect(() => {
    if (wordStart !== null) marked.current?.scrollIntoView({ block: 'nearest' });
  }, [wordStart]);
  return (
    <span lang={lang} aria-current={wholePart || undefined} className={wholePart ? (cue.waiting ? WAITING_CLASS : 'rounded bg-amber-100') : undefined}>
      {tokenize(text).map((token) => {
        if (!token.isWord) return token.text;
        if (speaking && cue.wordStart === token.start) {
          return (
            <mark key={token.start} ref={marked} aria-current="true" className="rounded bg-amber-300 text-slate-950">
              {token.text}
            </mark>
          );
        }
        return (
          <span key={token.start} className="cursor-pointer rounded hover:bg-amber-100" onClick={() => onWord(partId, lang, token.start)}>
            {token.text}
          </span>
        );
      })}
    </span>
  );
}
