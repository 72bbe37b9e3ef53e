import { describe, expect, it } from 'vitest';
import { normalizePlayerName, playerNameProblem } from './player-name';

const check = (raw: string) => playerNameProblem(normalizePlayerName(raw));

describe('player names', () => {
  it('keeps ordinary Korean, English and mixed names as typed, tidied', () => {
    expect(normalizePlayerName('  민준  ')).toBe('민준');
    expect(normalizePlayerName('Mina   Kim')).toBe('Mina Kim');
    expect(normalizePlayerName('ＭＩＮＡ１')).toBe('MINA1');
    expect(normalizePlayerName('\u1100\u1161')).toBe('가');
    for (const name of ['민준', 'Mina Kim', "O'Brien", '지우-2', 'Zoë', 'Nguyễn', '小林', 'さくら']) expect(check(name), name).toBeNull();
  });

  it('refuses names that show as blank: Hangul fillers, spaces, marks alone', () => {
    for (const name of ['\u3164', '\u3164\u3164\u3164', 'ᅠ', '\uFFA0', '   ', '\u0301\u0301'])
      expect(check(name), JSON.stringify(name)).toMatch(/보이는 글자|입력/);
    expect(check('민\u3164준')).toMatch(/보이는 글자/);
  });

  it('refuses a letter buried under combining marks', () => {
    expect(check(`a${'\u0301'.repeat(29)}`)).toMatch(/기호가 너무 많아요/);
  });

  it('refuses look-alike letters from other alphabets, emoji and control characters', () => {
    for (const name of ['Міna', 'Αlex', '😀', 'a\u202Eb', 'a\u0000b', 'tab\there', 'line\nbreak']) expect(check(name), JSON.stringify(name)).not.toBeNull();
  });

  it('folds names that look alike into one: invisible characters dropped, compatibility forms folded', () => {
    const kims = ['Kim\uFE0F', 'Kim\uFE00', 'Ki\u{E0100}m', 'Ki\u180Bm', 'K\u17B4im', 'Ki\u034Fm', 'K\u2170m', 'Ki\u200Bm'];
    expect(kims.map(normalizePlayerName)).toEqual(kims.map(() => 'Kim'));
    expect(normalizePlayerName('K\u2160m')).toBe('KIm');
    expect(normalizePlayerName('한\uFE0F')).toBe('한');
    expect(normalizePlayerName('ㅋㅋ민지')).toBe('ㅋㅋ민지');
    expect(playerNameProblem(normalizePlayerName('\u3164\uFE0F'))).toMatch(/보이는 글자/);
  });

  it('refuses Latin letters that copy a plain one, and folds a second dot on an i: Greɡ, Sɑm and Biǀǀ are refused, Ki̇m is Kim', () => {
    for (const name of ['Greɡ', 'Sɑm', 'Biǀǀ', 'ᴀnna', 'Joʜn', 'ʟee']) expect(check(name), name).toMatch(/영어/);
    expect(normalizePlayerName('Ki\u0307m')).toBe('Kim');
    expect(normalizePlayerName('K\u0131\u0307m')).toBe('Kim');
    expect(normalizePlayerName('\u0130rem'.toLowerCase())).toBe('irem');
    // Letters of real alphabets stay as written, and stay apart from their plain look-a-little-likes.
    for (const name of ['Łukasz', 'Søren', 'Æsa', 'Großmann', 'Kıvanç', 'İrem', 'Þóra', 'Ðoàn', 'Əli', 'Ọlá', 'Nguyễn Văn Đức', 'Ɓello'])
      expect(check(name), name).toBeNull();
    expect(normalizePlayerName('Kıvanç')).not.toBe('Kivanç');
  });

  it('counts length in characters, up to 30', () => {
    expect(check('가'.repeat(30))).toBeNull();
    expect(check('가'.repeat(31))).toMatch(/30글자/);
  });
});
