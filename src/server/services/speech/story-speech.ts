import { books } from '@/content/stories/shelf-books';
import { shelf } from '@/content/stories/shelf';
import type { TalkTogether } from '@/content/stories/shelf-types';
import { chapterWords, panelPlace, panelWords, type BookLang } from '@/shared/book-words';
import { END_PAGE, STORY_PART } from '@/shared/story-parts';
import { estimateWordTimes, type SpokenWord } from '@/shared/story-speech';
import { ClipCache, type Clip, type ClipStore } from './clip-cache';
import { KOREAN_VOICE } from './espeak-engine';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { readMp3Info } from './mp3-frames';
import { silentLogger, type SpeechLogger, type SpeechProvider } from './speech-provider';

export const ENGLISH_VOICE = { voice: 'en-us', rate: 150, pitch: 50 };

/** Each book's talk-together questions, which its end page reads (with the reader's words, not the book's). */
const talkTogether = new Map<string, TalkTogether>(await Promise.all(shelf.map(async (b) => [b.story.id, (await b.loadReader()).talkTogether] as const)));

export interface StoryPart {
  bookId: string;
  pageKey: string;
  /** One of STORY_PART's: 'text', 'bubble-<n>', 'speaker-<n>', 'activity-title', 'activity' or 'talk-…'. */
  part: string;
  lang: BookLang;
}

export interface SpokenStoryClip {
  clip: Clip;
  text: string;
  /** The language the words are in: the book's own where the translation is not written yet. */
  lang: BookLang;
  duration: number;
  words: SpokenWord[];
}

/** The words of one part of a page, or null when the book, page or part does not exist (or has no words). */
export function storyPartText({ bookId, pageKey, part, lang }: StoryPart): { text: string; lang: BookLang } | null {
  const book = books.find((b) => b.story.id === bookId);
  if (!book || !STORY_PART.test(part)) return null;
  const said = (text: string | undefined) => (text ? { text, lang } : null);
  const talk = /^talk-(happened|feeling|myLife)$/.exec(part);
  if (pageKey === END_PAGE) return talk ? said(talkTogether.get(bookId)?.[talk[1] as keyof TalkTogether][lang]) : null;
  const place = panelPlace(book, pageKey);
  if (!place || talk) return null;
  if (part.startsWith('activity')) {
    const activity = place.endsChapter ? chapterWords(book, place.chapter, lang).activity : null;
    return said(part === 'activity' ? activity?.description : activity?.title);
  }
  const words = panelWords(book, place.panel, lang);
  if (part === 'text') return said(words.text);
  const [kind, n] = part.split('-') as ['bubble' | 'speaker', string];
  const bubble = words.bubbles[Number(n)];
  return said(kind === 'bubble' ? bubble?.text : bubble?.speaker);
}

/**
 * The books read aloud by the embedded voice, one per language. Story text is fixed, so each
 * part is rendered once and kept in the shared clip store; every reader after that gets the stored clip.
 */
export function createStorySpeech(store: ClipStore, log: SpeechLogger = silentLogger, providers?: Record<BookLang, SpeechProvider>) {
  const voices = providers ?? { ko: new EspeakSpeechProvider(KOREAN_VOICE), en: new EspeakSpeechProvider(ENGLISH_VOICE) };
  const caches = {
    ko: new ClipCache(voices.ko, store, { log }),
    en: new ClipCache(voices.en, store, { log }),
  };
  return {
    async clip(request: StoryPart): Promise<SpokenStoryClip | null> {
      const words = storyPartText(request);
      if (!words) return null;
      const key = `story/${request.bookId}/${request.pageKey}/${request.part}/${words.lang}`;
      const { clip } = await caches[words.lang].get({ key, text: words.text });
      const duration = readMp3Info(clip.mp3)?.durationSeconds ?? 1;
      return { clip, text: words.text, lang: words.lang, duration, words: estimateWordTimes(words.text, duration) };
    },
    async close() {
      await Promise.all([voices.ko.close(), voices.en.close()]);
    },
  };
}
