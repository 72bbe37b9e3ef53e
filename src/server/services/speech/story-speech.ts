import { createHash } from 'node:crypto';
import { shelfWords } from '@/content/stories/shelf-words';
import { panelByKey, spokenWords, type BookLang } from '@/shared/book-words';
import { estimateWordTimes, STORY_PART, type SpokenWord } from '@/shared/story-speech';
import { ClipCache, type Clip, type ClipStore } from './clip-cache';
import { KOREAN_VOICE } from './espeak-engine';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { readMp3Info } from './mp3-frames';
import { silentLogger, type SpeechLogger, type SpeechProvider } from './speech-provider';

export const ENGLISH_VOICE = { voice: 'en-us', rate: 150, pitch: 50 };

export interface StoryPart {
  bookId: string;
  pageKey: string;
  /** 'text' or 'bubble-<n>'. */
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

/** The words of one part of a page, or null when the book, page or part does not exist. */
export function storyPartText({ bookId, pageKey, part, lang }: StoryPart): { text: string; lang: BookLang } | null {
  const book = shelfWords.find((b) => b.story.id === bookId);
  const panel = book && panelByKey(book, pageKey);
  if (!book || !panel) return null;
  const words = spokenWords(book, panel, lang);
  if (!STORY_PART.test(part)) return null;
  if (part === 'text') return { text: words.text, lang };
  const bubble = /^bubble-(\d+)$/.exec(part);
  const said = bubble ? words.bubbles[Number(bubble[1])] : undefined;
  return said ? { text: said.text, lang } : null;
}

/** A short, stable name for the words themselves, so a part whose words an editor changes is rendered afresh. */
function wordsTag(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 12);
}

/**
 * The books read aloud by the embedded voice, one per language. A part's words are fixed between releases, so
 * each is rendered once and kept in the shared clip store under its page, part and words; every reader after
 * that gets the stored clip, and a new edition of the words never gets the old one's voice.
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
      const key = `story/${request.bookId}/${request.pageKey}/${request.part}/${words.lang}/${wordsTag(words.text)}`;
      const { clip } = await caches[words.lang].get({ key, text: words.text });
      const duration = readMp3Info(clip.mp3)?.durationSeconds ?? 1;
      return { clip, text: words.text, lang: words.lang, duration, words: estimateWordTimes(words.text, duration) };
    },
    async close() {
      await Promise.all([voices.ko.close(), voices.en.close()]);
    },
  };
}
