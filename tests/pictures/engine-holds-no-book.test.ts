import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { PictureItem } from '@/pictures';
import { propIds } from '@/pictures/props';
import { backgroundIds } from '@/pictures/vocabulary/scene';
import { shelf } from '@/content/stories/shelf';
import { books } from '@/content/stories/shelf-books';
import { panelsOf } from '../support/book-panels';

/**
 * The picture engine (src/pictures) draws any book and holds none: no book's id, character or words, no Korean
 * text (a book brings its own labels), and no prop or setting only one book draws (that one lives in the book's
 * pictures/ folder and registers there).
 */
const engine = fileURLToPath(new URL('../../src/pictures', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/** Every book id, and every id and name in every book's characters.ts, in both languages. */
const bookWords = [
  ...new Set([
    ...shelf.map((book) => book.story.id),
    ...books.flatMap((book) => Object.entries(book.characters).flatMap(([id, names]) => [id, ...names.en, ...names.ko])),
  ]),
];
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or id, not part of a longer one: "pip" is a hit, "pipe" is not. */
const pattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(word)}(?![\\p{L}\\p{N}-])`, 'iu');
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;

test('the picture engine names no book and no book character in its paths or its files, and its code holds no Korean text', () => {
  const hits = filesUnder(engine).flatMap((file) => {
    const relative = path.relative(engine, file);
    const text = readFileSync(file, 'utf8');
    // The lettering's own test writes a Korean word to show Hangul is drawn; the engine's code holds none.
    const korean = HANGUL.test(text) && !relative.endsWith('.test.ts') ? [`${relative}: Korean text`] : [];
    return [...korean, ...bookWords.filter((word) => pattern(word).test(relative) || pattern(word).test(text)).map((word) => `${relative}: ${word}`)];
  });
  expect(hits).toEqual([]);
});

test('the scan would catch a book, a character or a Korean word in the engine', () => {
  expect(bookWords).toEqual(expect.arrayContaining(['forest-adventure', 'charlotte', 'Bori', '보리', 'pip']));
  expect(pattern('pip').test('const pip = 1')).toBe(true);
  expect(pattern('pip').test('a pipe')).toBe(false);
  expect(HANGUL.test("label: '평창문화로'")).toBe(true);
  expect(HANGUL.test('a round table')).toBe(false);
});

/** The props a scene item draws: itself, what a person holds, tucks or wears, and the chair a `sit-chair` pose sits on. */
function propsOf(item: PictureItem): string[] {
  if ('prop' in item) return [item.prop];
  if (!('person' in item)) return [];
  return [
    item.holding?.prop,
    item.holdingFar?.prop,
    item.tucked?.prop,
    item.wearing?.prop,
    item.pose === 'sit-chair' && item.seat !== 'none' ? 'chair' : undefined,
  ].filter((prop): prop is string => prop !== undefined);
}

test('every prop and setting the engine draws itself is drawn by two books or more', () => {
  const drawnBy = new Map<string, Set<string>>();
  for (const book of books) {
    const scenes = [book.coverScene, ...panelsOf(book).map((panel) => panel.scene)];
    for (const scene of scenes) {
      for (const id of [`setting ${scene.background}`, ...scene.items.flatMap(propsOf).map((prop) => `prop ${prop}`)])
        drawnBy.set(id, (drawnBy.get(id) ?? new Set()).add(book.story.id));
    }
  }
  const own = [...propIds.map((id) => `prop ${id}`), ...backgroundIds.map((id) => `setting ${id}`)];
  expect(own.filter((id) => (drawnBy.get(id)?.size ?? 0) < 2)).toEqual([]);
});
