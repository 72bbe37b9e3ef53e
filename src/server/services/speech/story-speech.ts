import { createHash } from 'node:crypto';
import { bookWords, shelfWords } from '@/content/stories/shelf-words';
import { chapterWords, panelKey, panelPlace, spokenWords, type BookLang } from '@/shared/book-words';
import { END_PAGE, STORY_PART, TALK_PARTS, talkPart } from '@/shared/story-parts';
import { estimateWordTimes, type SpokenWord } from '@/shared/story-speech';
import { ClipCache, type Clip, type ClipStore, type Sayable } from './clip-cache';
import { KOREAN_VOICE } from './espeak-engine';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { readMp3Info } from './mp3-frames';
import { prerenderPhrases } from './prerender';
import { silentLogger, type SpeechLogger, type SpeechProvider } from './speech-provider';

export const ENGLISH_VOICE = { voice: 'en-us', rate: 150, pitch: 50 };

export interface StoryPart {
  bookId: string;
  pageKey: string;
  /** One of STORY_PART's: 'text', 'bubble-<n>', 'speaker-<n>', 'activity-title' or 'activity'. */
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
  const book = bookWords(bookId);
  if (!book || !STORY_PART.test(part)) return null;
  const said = (text: string | undefined) => (text ? { text, lang } : null);
  if (pageKey === END_PAGE) {
    const question = TALK_PARTS.find((id) => part === talkPart(id));
    return said(question && book.talkTogether[question][lang]);
  }
  const place = panelPlace(book, pageKey);
  if (!place || part.startsWith('talk-')) return null;
  if (part.startsWith('activity')) {
    const activity = place.endsChapter ? chapterWords(book, place.chapter, lang).activity : null;
    return said(part === 'activity' ? activity?.description : activity?.title);
  }
  const words = spokenWords(book, place.panel, lang);
  if (part === 'text') return said(words.text);
  const [kind, n] = part.split('-') as ['bubble' | 'speaker', string];
  const bubble = words.bubbles[Number(n)];
  return said(kind === 'bubble' ? bubble?.text : bubble?.speaker);
}

/** A short, stable name for the words themselves, so a part whose words an editor changes is rendered afresh. */
function wordsTag(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 12);
}

/** The clip cache's name for a part in its words: the words' tag keeps a clip of earlier words from being read for new ones. */
const clipKey = ({ bookId, pageKey, part, lang }: StoryPart, text: string) => `story/${bookId}/${pageKey}/${part}/${lang}/${wordsTag(text)}`;

/**
 * Every part of every book in one language, as the clip cache names it: the narration, each bubble after the name
 * of who says it, on a chapter's last page its activity, and the end page's questions.
 */
export function allStoryParts(lang: BookLang): Sayable[] {
  const parts: Sayable[] = [];
  for (const book of shelfWords) {
    for (const chapter of book.chapters) {
      chapter.panels.forEach((panel, i) => {
        const request = { bookId: book.story.id, pageKey: panelKey(chapter, panel, i), lang };
        const add = (part: string, text: string) => parts.push({ key: clipKey({ ...request, part }, text), text });
        const words = spokenWords(book, panel, lang);
        add('text', words.text);
        words.bubbles.forEach((bubble, n) => {
          if (bubble.speaker) add(`speaker-${n}`, bubble.speaker);
          add(`bubble-${n}`, bubble.text);
        });
        const activity = i === chapter.panels.length - 1 ? chapterWords(book, chapter, lang).activity : null;
        if (activity) {
          add('activity-title', activity.title);
          add('activity', activity.description);
        }
      });
    }
    for (const id of TALK_PARTS) {
      const part = talkPart(id);
      const text = book.talkTogether[id][lang];
      parts.push({ key: clipKey({ bookId: book.story.id, pageKey: END_PAGE, part, lang }, text), text });
    }
  }
  return parts;
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
  const closing = new AbortController();
  let prerendering: Promise<unknown> = Promise.resolve();
  return {
    async clip(request: StoryPart): Promise<SpokenStoryClip | null> {
      const words = storyPartText(request);
      if (!words) return null;
      const { clip } = await caches[words.lang].get({ key: clipKey({ ...request, lang: words.lang }, words.text), text: words.text });
      const duration = readMp3Info(clip.mp3)?.durationSeconds ?? 1;
      return { clip, text: words.text, lang: words.lang, duration, words: estimateWordTimes(words.text, duration) };
    },
    /**
     * Renders (or loads) every part of every book, one language after the other, so a class pressing "Read to
     * me" together finds its clips ready; run once in the background after the quiz's phrases.
     */
    async prerender() {
      const run = (async () => {
        log.info({ parts: allStoryParts('ko').length + allStoryParts('en').length }, 'story clips rendering');
        for (const lang of ['ko', 'en'] as const) {
          const summary = await prerenderPhrases(caches[lang], allStoryParts(lang), { signal: closing.signal });
          if (closing.signal.aborted) return;
          log.info({ ...summary, voice: voices[lang].voiceId }, 'story clips ready');
        }
      })();
      prerendering = run;
      await run;
    },
    async close() {
      closing.abort();
      await Promise.all([voices.ko.close(), voices.en.close()]);
      // Wait for clips being written, so nothing touches the store once close() returns.
      await prerendering.catch(() => undefined);
    },
  };
}
