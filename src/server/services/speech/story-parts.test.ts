import { describe, expect, it } from 'vitest';
import { allStoryParts, storyPartText } from './story-speech';

describe('allStoryParts, what the start-up render says', () => {
  it.each(['en', 'ko'] as const)('names every part of every book in %s exactly as a reader asks for it', (lang) => {
    const parts = allStoryParts(lang);
    expect(new Set(parts.map((part) => part.key)).size).toBe(parts.length);
    expect(parts.length).toBeGreaterThan(200);
    for (const { key, text } of parts) {
      const [, bookId, pageKey, part] = key.split('/');
      expect(storyPartText({ bookId: bookId!, pageKey: pageKey!, part: part!, lang }), key).toEqual({ text, lang });
    }
  });
});
