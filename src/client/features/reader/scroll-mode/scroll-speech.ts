import { useSyncExternalStore } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { SpokenCue } from '../read-aloud/use-read-aloud';

/** What is being said in a scrolled book, and on which page (the end page is the page count). */
export interface CueOnPage {
  page: number;
  cue: SpokenCue;
}

let current: CueOnPage | null = null;
const listeners = new Set<() => void>();

/**
 * Read-aloud in a scrolled book, shared by the read-aloud bar (which speaks) and the words (which light up and
 * are tapped). One book is read at a time, so it is one store. The whole book is on the page, so the words do not
 * re-render with every word said: each reads only the cue of its own page, and a tap goes to what the bar put in `tap`.
 */
export const scrollSpeech = {
  setCue(next: CueOnPage | null) {
    current = next;
    for (const listener of listeners) listener();
  },
  cueOn: (page: number): SpokenCue | null => (current && current.page === page ? current.cue : null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** A word of `page` tapped; the bar says it. */
  tap: (() => {}) as (page: number, partId: string, lang: BookLang, wordStart: number) => void,
};

const noCue = () => null;

/** The cue on `page` (null while nothing there is said); re-renders only when that changes. */
export function useCueOn(page: number): SpokenCue | null {
  return useSyncExternalStore(scrollSpeech.subscribe, () => scrollSpeech.cueOn(page), noCue);
}
