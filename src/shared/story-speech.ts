import { STORY_PART } from './story-parts';
import { zm } from './zod';

/** A word of a spoken clip: when it is said (seconds) and where it starts in the text. */
const SpokenWordSchema = /* @__PURE__ */ zm.object({
  start: zm.number().check(zm.gte(0)),
  end: zm.number().check(zm.gte(0)),
  charIndex: zm.number().check(zm.int(), zm.gte(0)),
});
export type SpokenWord = zm.infer<typeof SpokenWordSchema>;

/** GET /api/tts/story/:bookId/:pageKey/:part?lang=ko — one part of a page, spoken by the embedded voice. */
export const StoryClipSchema = /* @__PURE__ */ zm.object({
  text: zm.string(),
  lang: zm.enum(['en', 'ko']),
  audioUrl: zm.string(),
  duration: zm.number().check(zm.positive()),
  words: zm.array(SpokenWordSchema),
});
export type StoryClip = zm.infer<typeof StoryClipSchema>;

export const StoryClipParamsSchema = /* @__PURE__ */ zm.object({
  bookId: zm.string().check(zm.regex(/^[a-z0-9-]+$/)),
  pageKey: zm.string().check(zm.regex(/^[A-Za-z0-9_-]+$/)),
  /**
   * 'text' is the narration; 'bubble-0', 'bubble-1'… the speech bubbles in order, 'speaker-0'… their speakers'
   * names; see STORY_PART for the rest. One spelling per part (no leading zero: 'bubble-01' is refused), so the
   * clip store keeps one clip per part and language.
   */
  part: zm
    .string()
    .check(zm.regex(STORY_PART, "part must be 'text', 'bubble-<n>' or 'speaker-<n>' with no leading zero, 'activity-title', 'activity' or 'talk-…'")),
});

export const StoryClipQuerySchema = /* @__PURE__ */ zm.strictObject({ lang: zm.enum(['en', 'ko']) });

/**
 * Word times estimated from the clip's length, each word's share in proportion to its
 * letters (plus one for the pause after it). espeak-ng's synth callback does report word
 * events, but the speech providers hand back only finished MP3 (a cloud voice gives nothing
 * more), so the estimate works for every voice; for a picture book's short sentences it
 * stays within about a word of the voice.
 */
export function estimateWordTimes(text: string, duration: number): SpokenWord[] {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ charIndex: m.index, weight: m[0].length + 1 }));
  const total = words.reduce((sum, w) => sum + w.weight, 0);
  let at = 0;
  return words.map((w) => {
    const start = at;
    at += (w.weight / total) * duration;
    return { start: round(start), end: round(at), charIndex: w.charIndex };
  });
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The word being said at `time` seconds, or null before the first and after the last. */
export function wordAtTime(words: readonly SpokenWord[], time: number): SpokenWord | null {
  return words.find((w) => time >= w.start && time < w.end) ?? null;
}
