import { expect, test } from 'vitest';
import { noPrefs, parsePrefs, resolvePrefs, shownLangs } from './reader-prefs';

test('nothing stored means no choice yet', () => {
  expect(parsePrefs(null)).toEqual(noPrefs);
  expect(parsePrefs('not json')).toEqual(noPrefs);
  expect(parsePrefs('42')).toEqual(noPrefs);
});

test('stored choices come back, and unknown values are dropped one by one', () => {
  expect(parsePrefs('{"text":"both","audio":"ko","rate":0.7,"mode":"page"}')).toEqual({ text: 'both', audio: 'ko', rate: 0.7, mode: 'page' });
  expect(parsePrefs('{"text":"fr","audio":"ko","rate":9,"mode":"zoom"}')).toEqual({ text: null, audio: 'ko', rate: 1, mode: null });
});

test('without a choice a book shows and speaks its own language', () => {
  expect(resolvePrefs(noPrefs, 'ko')).toEqual({ text: 'ko', audio: 'ko', voiceChosen: false, rate: 1 });
});

test('the voice follows the text shown: another language, or with both the first one shown', () => {
  expect(resolvePrefs({ ...noPrefs, text: 'ko' }, 'en')).toMatchObject({ audio: 'ko', voiceChosen: false });
  expect(resolvePrefs({ ...noPrefs, text: 'en' }, 'ko')).toMatchObject({ audio: 'en', voiceChosen: false });
  expect(resolvePrefs({ ...noPrefs, text: 'both' }, 'ko')).toMatchObject({ audio: 'ko', voiceChosen: false });
  expect(resolvePrefs({ ...noPrefs, text: 'both' }, 'en')).toMatchObject({ audio: 'en', voiceChosen: false });
});

test('a voice a parent chose stays, whatever the text', () => {
  expect(resolvePrefs({ ...noPrefs, text: 'en', audio: 'ko' }, 'en')).toEqual({ text: 'en', audio: 'ko', voiceChosen: true, rate: 1 });
  expect(resolvePrefs({ ...noPrefs, text: 'ko', audio: 'ko' }, 'en')).toMatchObject({ audio: 'ko', voiceChosen: true });
});

test('both languages stack with the book’s own language first', () => {
  expect(shownLangs('both', 'ko')).toEqual(['ko', 'en']);
  expect(shownLangs('both', 'en')).toEqual(['en', 'ko']);
  expect(shownLangs('ko', 'en')).toEqual(['ko']);
});
