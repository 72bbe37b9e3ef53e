import { chapterWords, panelWords, type BookLang } from '@/shared/book-words';
import { TALK_PARTS, talkPart } from '@/shared/story-parts';
import type { Book } from '@/shared/story';
import type { TalkTogether } from '@/content/stories/shelf-types';
import type { BookPanel } from '../book-pages';

/** One thing to say: the narration, a bubble or who says it, in the language it is actually written in. */
export interface SpokenPart {
  /** 'text', 'speaker-<n>', 'bubble-<n>'…: as the page marks the words and the speech API names clips (STORY_PART). */
  id: string;
  text: string;
  lang: BookLang;
}

/**
 * A page read aloud: the narration, then each bubble, led by the name of who says it ("Mom." "Quick, before
 * Charlotte comes back!"), so a listener can tell the voices apart (docs/decisions/076-the-voice-reads-what-is-shown.md).
 */
export function pageScript(book: Book, panel: BookPanel, lang: BookLang): SpokenPart[] {
  const words = panelWords(book, panel, lang);
  return [
    { id: 'text', text: words.text, lang },
    ...words.bubbles.flatMap((bubble, i) => [
      ...(bubble.speaker ? [{ id: `speaker-${i}`, text: bubble.speaker, lang }] : []),
      { id: `bubble-${i}`, text: bubble.text, lang },
    ]),
  ];
}

type Chapter = Book['chapters'][number];

/** A chapter's activity read aloud (its title, then what to do), or nothing for a chapter without one. */
export function activityScript(book: Book, chapter: Chapter, lang: BookLang): SpokenPart[] {
  const activity = chapterWords(book, chapter, lang).activity;
  return activity
    ? [
        { id: 'activity-title', text: activity.title, lang },
        { id: 'activity', text: activity.description, lang },
      ]
    : [];
}

/** The end page read aloud: its three questions, one after another. */
export function talkScript(talk: TalkTogether, lang: BookLang): SpokenPart[] {
  return TALK_PARTS.map((id) => ({ id: talkPart(id), text: talk[id][lang], lang }));
}
