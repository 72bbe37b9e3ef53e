import { expect, test } from 'vitest';
import { shelfStories } from '@/content/stories/shelf-stories';
import { DEFAULT_THEME_EMOJI, emojiForTheme } from './theme-emoji';

test('an English theme word gets its emoji, whatever its case or spacing', () => {
  expect(emojiForTheme('birthday')).toBe('🎂');
  expect(emojiForTheme(' Christmas ')).toBe('🎄');
  expect(emojiForTheme('NATURE')).toBe('🌳');
});

test('a Korean theme word gets the same emoji as its English twin', () => {
  expect(emojiForTheme('생일')).toBe(emojiForTheme('birthday'));
  expect(emojiForTheme('동네')).toBe('🏘️');
});

test('an unknown or missing theme falls back to an open book', () => {
  expect(emojiForTheme('dinosaurs')).toBe(DEFAULT_THEME_EMOJI);
  expect(emojiForTheme('')).toBe(DEFAULT_THEME_EMOJI);
  expect(emojiForTheme(undefined)).toBe(DEFAULT_THEME_EMOJI);
});

test('every book in the library has its own emoji for its first theme, not the fallback', () => {
  for (const story of shelfStories) expect(emojiForTheme(story.themes[0]), story.id).not.toBe(DEFAULT_THEME_EMOJI);
});
