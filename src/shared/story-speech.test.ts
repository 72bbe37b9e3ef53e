import { expect, test } from 'vitest';
import { estimateWordTimes, wordAtTime } from './story-speech';

test('word times cover the clip from start to end, in order', () => {
  const words = estimateWordTimes('Snow! Real snow!', 2);
  expect(words.map((w) => w.charIndex)).toEqual([0, 6, 11]);
  expect(words[0]!.start).toBe(0);
  expect(words.at(-1)!.end).toBe(2);
  for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBe(words[i - 1]!.end);
});

test('a longer word takes longer to say', () => {
  const [short, long] = estimateWordTimes('나 생일이에요', 1);
  expect(long!.end - long!.start).toBeGreaterThan(short!.end - short!.start);
});

test('the highlight follows the time', () => {
  const words = estimateWordTimes('Snow! Real snow!', 2);
  expect(wordAtTime(words, 0)?.charIndex).toBe(0);
  expect(wordAtTime(words, 1)?.charIndex).toBe(6);
  expect(wordAtTime(words, 1.9)?.charIndex).toBe(11);
  expect(wordAtTime(words, 2)).toBeNull();
});
