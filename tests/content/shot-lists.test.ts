import { describe, expect, test } from 'vitest';
import { animalLook } from '@/pictures/figures/animals';
import { personLook } from '@/pictures/figures/cast';
import { inBook } from '@/pictures/registry';
import { books } from '@/content/stories/shelf-books';
import { panelWords } from '@/shared/book-words';
import { charactersNamed, countsSaid, englishWordCount, eojeolCount, statesSaid, wordCap } from './words-say';
import { panelsOf } from '../support/book-panels';

const langs = ['en', 'ko'] as const;

describe('the editor’s readers', () => {
  test('count words and 어절 as a reader does', () => {
    expect(englishWordCount("Don't go, Biscuit! It's 8 o'clock.")).toBe(6);
    expect(eojeolCount('샬럿이 눈을 떴어요. “생일 축하해!”')).toBe(5);
  });

  test('find who the words name, the longer name first', () => {
    const cast = { 'theo-dad': { en: ["Theo's dad"], ko: ['테오 아빠'] }, theo: { en: ['Theo'], ko: ['테오'] }, mom: { en: ['Mom'], ko: ['엄마'] } };
    expect(charactersNamed("Theo's dad waved. Momo slept.", cast, 'en')).toEqual(['theo-dad']);
    expect(charactersNamed('테오는 엄마와 웃었어요.', cast, 'ko').sort()).toEqual(['mom', 'theo']);
  });

  test('find the counts the words give, not times or ages', () => {
    expect(countsSaid('She blew out all eight candles. Five minutes later, twelve shiny quarters fell.', 'en')).toEqual([8, 12]);
    expect(countsSaid('She was eight years old.', 'en')).toEqual([]);
    expect(countsSaid('케이크에 초 여덟 개를 꽂고, 돌 다섯 개를 놓았어요. 세 번 웃었어요.', 'ko')).toEqual([8, 5]);
  });

  test('find the states the words give', () => {
    expect(statesSaid('She blew out the candles. The map was torn.', 'en')).toEqual(['blown out', 'torn']);
    expect(statesSaid('흙탕물이 거세게 흘렀어요.', 'ko')).toEqual(['muddy', 'fast']);
  });
});

describe.each(books.map((book) => [book.story.id, book] as const))('%s: every page fits a phone and has a shot list', (_id, book) => {
  test('every page’s words, narration and bubbles, fit under its picture in each language', () => {
    const over: string[] = [];
    for (const panel of panelsOf(book)) {
      for (const lang of langs) {
        const words = panelWords(book, panel, lang);
        const all = [words.text, ...words.bubbles.map((bubble) => bubble.text)].join(' ');
        const count = lang === 'en' ? englishWordCount(all) : eojeolCount(all);
        const cap = wordCap(lang, book.story.levels[lang]);
        if (count > cap) over.push(`${panel.imageUrl} ${lang}: ${count} > ${cap}`);
      }
    }
    expect(over).toEqual([]);
  });

  test('every page is written in both languages, each in its own script', () => {
    for (const panel of panelsOf(book)) {
      const en = panelWords(book, panel, 'en');
      const ko = panelWords(book, panel, 'ko');
      expect(en.text, panel.imageUrl).toMatch(/[A-Za-z]{3}/);
      expect(en.text, panel.imageUrl).not.toMatch(/[\uac00-\ud7a3]/);
      expect(ko.text, panel.imageUrl).toMatch(/[\uac00-\ud7a3]/);
      expect(ko.bubbles.length, panel.imageUrl).toBe(en.bubbles.length);
      for (const bubble of ko.bubbles) expect(bubble.text, panel.imageUrl).toMatch(/[\uac00-\ud7a3]/);
    }
  });

  test('everyone the words name or who speaks is in the shot list (or said to be off the page, and why)', () => {
    const missing: string[] = [];
    for (const panel of panelsOf(book)) {
      const listed = new Set([...panel.shot.who.map((figure) => figure.id), ...(panel.shot.offstage ?? []).map((figure) => figure.id)]);
      for (const lang of langs) {
        const words = panelWords(book, panel, lang);
        const named = charactersNamed([words.text, ...words.bubbles.map((bubble) => bubble.speaker)].join(' · '), book.characters, lang);
        for (const id of named) if (!listed.has(id)) missing.push(`${panel.imageUrl} (${lang}): ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every count the words give is a count in the shot list', () => {
    const missing: string[] = [];
    for (const panel of panelsOf(book)) {
      const counts = new Set(panel.shot.objects.map((object) => object.count));
      for (const lang of langs) {
        const words = panelWords(book, panel, lang);
        for (const n of countsSaid([words.text, ...words.bubbles.map((bubble) => bubble.text)].join(' '), lang)) {
          if (!counts.has(n)) missing.push(`${panel.imageUrl} (${lang}): ${n}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('every state the words give a thing is a state in the shot list', () => {
    const missing: string[] = [];
    for (const panel of panelsOf(book)) {
      const states = panel.shot.objects.map((object) => object.state ?? '').join(' · ');
      for (const lang of langs) {
        const words = panelWords(book, panel, lang);
        for (const state of statesSaid([words.text, ...words.bubbles.map((bubble) => bubble.text)].join(' '), lang)) {
          if (!states.includes(state)) missing.push(`${panel.imageUrl} (${lang}): ${state}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('the shot list names each figure once, as one the kit can draw', () => {
    for (const panel of panelsOf(book)) {
      const ids = panel.shot.who.map((figure) => figure.id);
      expect(new Set(ids).size, panel.imageUrl).toBe(ids.length);
      const undrawable = inBook(book.story.id, () => ids.filter((id) => !personLook(id) && !animalLook(id)));
      expect(undrawable, panel.imageUrl).toEqual([]);
    }
  });
});
