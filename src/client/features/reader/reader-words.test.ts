import { expect, test } from 'vitest';
import { dictionaries, pageOfWords, readerWord, shortWord, type ReaderWords } from './reader-words';

type Word = Exclude<keyof ReaderWords, 'pageOf'>;
const words = Object.keys(dictionaries.en).filter((k): k is Word => k !== 'pageOf');
const hangul = /[\uac00-\ud7a3]/;

test('a few controls, checked by hand', () => {
  expect(readerWord(['en'], 'readPage')).toBe('Read to me');
  expect(readerWord(['ko'], 'readPage')).toBe('읽어 주세요');
  expect(readerWord(['ko', 'en'], 'readPage')).toBe('읽어 주세요 · Read to me');
  expect(pageOfWords(['en', 'ko'], 5, 27)).toBe('Page 5 of 27 · 27쪽 중 5쪽');
  expect(shortWord(['ko', 'en'], 'readBook')).toBe('끝까지 읽어 주세요');
});

test('every control has its words in both languages: Korean in Hangul, English without it', () => {
  expect(words.length).toBeGreaterThan(20);
  expect(Object.keys(dictionaries.ko).sort()).toEqual(Object.keys(dictionaries.en).sort());
  for (const word of words) {
    const [en, ko] = [readerWord(['en'], word), readerWord(['ko'], word)];
    expect(en.trim(), word).not.toBe('');
    expect(en, word).not.toMatch(hangul);
    expect(ko, word).toMatch(hangul);
    expect(ko, word).toBe(ko.trim());
  }
});

test('with both languages each word is there, in the order asked, and the first language leads the short word', () => {
  for (const word of words) {
    const [en, ko] = [readerWord(['en'], word), readerWord(['ko'], word)];
    expect(readerWord(['ko', 'en'], word)).toBe(`${ko} · ${en}`);
    expect(readerWord(['en', 'ko'], word)).toBe(`${en} · ${ko}`);
    expect(shortWord(['ko', 'en'], word)).toBe(ko);
    expect(shortWord(['en', 'ko'], word)).toBe(en);
  }
});

test('a control’s visible word is in the first language on show, and its full name contains it', () => {
  for (const langs of [['en'], ['ko'], ['en', 'ko'], ['ko', 'en']] as const) {
    expect(readerWord(langs, 'previous')).toContain(shortWord(langs, 'previousShort'));
    expect(readerWord(langs, 'next')).toContain(shortWord(langs, 'nextShort'));
  }
});

test('the page count names both numbers in each language', () => {
  for (const lang of ['en', 'ko'] as const) {
    const words = pageOfWords([lang], 3, 14);
    expect(words).toMatch(/\b3\b/);
    expect(words).toMatch(/14/);
  }
  expect(pageOfWords(['ko'], 3, 14)).toMatch(hangul);
});
