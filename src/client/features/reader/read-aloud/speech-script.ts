import { panelWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { TalkTogether } from '@/content/stories/shelf-types';
import type { BookPanel } from '../book-pages';

/** One thing to say: the narration or a bubble, in the language it is actually written in. */
export interface SpokenPart {
  /** 'text' or 'bubble-<n>', as the page marks the words and the speech API names clips. */
  id: string;
  text: string;
  lang: BookLang;
}

/** A page read aloud: narration first, then each bubble. */
export function pageScript(book: Book, panel: BookPanel, lang: BookLang): SpokenPart[] {
  const words = panelWords(book, panel, lang);
  return [{ id: 'text', text: words.text, lang }, ...words.bubbles.map((bubble, i) => ({ id: `bubble-${i}`, text: bubble.text, lang }))];
}

/** The three talk-together questions in the order the end page asks them; their ids name the parts. */
export const TALK_PARTS = ['happened', 'feeling', 'myLife'] as const;

/** The end page read aloud: its three questions, one after another. */
export function talkScript(talk: TalkTogether, lang: BookLang): SpokenPart[] {
  return TALK_PARTS.map((id) => ({ id: `talk-${id}`, text: talk[id][lang], lang }));
}
