import { StoryClipSchema, wordAtTime, type StoryClip } from '@/shared/story-speech';
import type { SpokenPart } from './speech-script';
import { tappedAudio } from './speech-in-tap';
import { tokenize, wordStartAt } from './word-tokens';

// Loaded on the first 'read to me' or word tap (a dynamic import), so a page that is only
// looked at never downloads it.

export interface Cue {
  partIndex: number;
  /** Start of the word being said in the part's text; null while only the part is known. */
  wordStart: number | null;
  /** The part's voice has not started yet (the server's clip is still being made or fetched). */
  waiting?: boolean;
}

export interface NarrationContext {
  bookId: string;
  pageKey: string;
  rate: number;
}

export interface Narration {
  pause(): void;
  resume(): void;
  cancel(): void;
}

interface Playing {
  finished: Promise<void>;
  pause(): void;
  resume(): void;
  cancel(): void;
}

const VOICE_WAIT_MS = 800;

/** The device's own voice for a language, waiting briefly for the voice list on first use. */
async function deviceVoice(lang: string): Promise<SpeechSynthesisVoice | null> {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return null;
  if (synth.getVoices().length === 0) {
    await new Promise<void>((resolve) => {
      synth.addEventListener('voiceschanged', () => resolve(), { once: true });
      setTimeout(resolve, VOICE_WAIT_MS);
    });
  }
  return synth.getVoices().find((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith(lang)) ?? null;
}

function speakWithDevice(text: string, voice: SpeechSynthesisVoice, rate: number, onWord: (charIndex: number) => void): Playing {
  const synth = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = rate;
  const finished = new Promise<void>((resolve) => {
    utterance.onboundary = (event) => {
      if (event.name !== 'sentence') onWord(event.charIndex);
    };
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
  });
  synth.speak(utterance);
  return { finished, pause: () => synth.pause(), resume: () => synth.resume(), cancel: () => synth.cancel() };
}

const clipCache = new Map<string, Promise<StoryClip>>();

/** A part rendered once by the server's embedded voice, with its word times. */
function fetchClip(context: NarrationContext, part: SpokenPart): Promise<StoryClip> {
  const url = `/api/tts/story/${context.bookId}/${context.pageKey}/${part.id}?lang=${part.lang}`;
  let clip = clipCache.get(url);
  if (!clip) {
    clip = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`speech ${response.status}`);
      return StoryClipSchema.parse(await response.json());
    });
    clip.catch(() => clipCache.delete(url));
    clipCache.set(url, clip);
  }
  return clip;
}

/** How near a fragment's end, in seconds, a pause is the browser stopping it there. */
const FRAGMENT_END_SLACK = 0.05;

/** Plays a clip (or the stretch of it from `from` to `to` seconds), reporting the word under the play head. */
function playClip(clip: StoryClip, rate: number, onWord: (charIndex: number) => void, from = 0, to = Infinity): Playing {
  // The one element the tap let play: a new one would be refused (iOS, Firefox) once the tap is seconds old.
  const audio = tappedAudio();
  const listening = new AbortController();
  const on = { signal: listening.signal };
  // A stretch is played as a media fragment, which the browser stops at its end by the media's own clock: checked each
  // frame, a tapped word on a busy two-core machine ran 0.65 s past its end into the next (WebKit, CI rehearsal).
  const src = to < Infinity ? `${clip.audioUrl}#t=${from.toFixed(3)},${to.toFixed(3)}` : clip.audioUrl;
  audio.src = src;
  audio.playbackRate = rate;
  // WebKit drops a start time set before the clip's metadata has loaded, and plays the sentence from 0.
  if (from > 0) audio.addEventListener('loadedmetadata', () => (audio.currentTime = from), { ...on, once: true });
  let frame = 0;
  let over = false;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = () => {
      if (over) return;
      over = true;
      listening.abort();
      cancelAnimationFrame(frame);
      if (audio.src.endsWith(src)) audio.pause();
      resolve();
    };
  });
  const follow = () => {
    if (over) return;
    if (audio.currentTime >= to) return done();
    const word = wordAtTime(clip.words, audio.currentTime);
    if (word) onWord(word.charIndex);
    frame = requestAnimationFrame(follow);
  };
  audio.addEventListener('ended', done, on);
  // At a fragment's end the browser pauses the clip; a pause before it (the reader's own) is not its end.
  audio.addEventListener('pause', () => audio.currentTime >= to - FRAGMENT_END_SLACK && done(), on);
  audio.addEventListener('error', done, on);
  audio.play().then(follow, done);
  return {
    finished,
    pause: () => !over && audio.pause(),
    resume: () => void (!over && audio.play()),
    cancel: done,
  };
}

async function startPart(part: SpokenPart, context: NarrationContext, onWord: (charIndex: number) => void, cancelled: () => boolean): Promise<Playing | null> {
  const voice = await deviceVoice(part.lang);
  if (voice) return speakWithDevice(part.text, voice, context.rate, onWord);
  const clip = await fetchClip(context, part);
  // The audio element is shared: a narration stopped while its clip loaded must not take it from the next.
  return cancelled() ? null : playClip(clip, context.rate, onWord);
}

/** Says the parts one after another, cueing the highlight, and calls `done` after the last (not when cancelled). */
export function narrate(parts: readonly SpokenPart[], context: NarrationContext, cue: (cue: Cue) => void, done: () => void): Narration {
  let cancelled = false;
  let paused = false;
  let current: Playing | null = null;
  void (async () => {
    for (const [partIndex, part] of parts.entries()) {
      if (cancelled) return;
      cue({ partIndex, wordStart: null, waiting: true });
      const tokens = tokenize(part.text);
      current = await startPart(
        part,
        context,
        (charIndex) => cue({ partIndex, wordStart: wordStartAt(tokens, charIndex) }),
        () => cancelled,
      );
      if (!current) return;
      if (!cancelled) cue({ partIndex, wordStart: null });
      if (cancelled) current.cancel();
      else if (paused) current.pause();
      await current.finished;
    }
    if (!cancelled) done();
  })().catch(() => {
    if (!cancelled) done();
  });
  return {
    pause() {
      paused = true;
      current?.pause();
    },
    resume() {
      paused = false;
      current?.resume();
    },
    cancel() {
      cancelled = true;
      current?.cancel();
    },
  };
}

/** Says one tapped word: the device voice says it alone; the server's clip plays just that word's stretch. */
export function sayWord(part: SpokenPart, wordStart: number, context: NarrationContext, done: () => void): Narration {
  const word = tokenize(part.text).find((token) => token.start === wordStart)?.text ?? '';
  let current: Playing | null = null;
  let cancelled = false;
  void (async () => {
    const voice = await deviceVoice(part.lang);
    if (cancelled) return;
    if (voice) current = speakWithDevice(word, voice, context.rate, () => {});
    else {
      const clip = await fetchClip(context, part);
      const timing = clip.words.find((w) => w.charIndex === wordStart);
      if (cancelled || !timing) return done();
      current = playClip(clip, context.rate, () => {}, timing.start, timing.end);
    }
    await current.finished;
    if (!cancelled) done();
  })().catch(done);
  return {
    pause: () => current?.pause(),
    resume: () => current?.resume(),
    cancel() {
      cancelled = true;
      current?.cancel();
    },
  };
}
