import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { shelf } from '@/content/stories/shelf';
import { books } from '@/content/stories/shelf-books';

const engine = fileURLToPath(new URL('../../src/pictures', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/** Every book id, and every id and name in every book's characters.ts, in both languages. */
const bookWords = [
  ...shelf.map((book) => book.story.id),
  ...books.flatMap((book) => Object.entries(book.characters).flatMap(([id, names]) => [id, ...names.en, ...names.ko])),
];
const unique = [...new Set(bookWords)];
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or id, not part of a longer one: "pip" is a hit, "pipe" is not. */
const pattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(word)}(?![\\p{L}\\p{N}-])`, 'iu');

test('the picture engine names no book and no book character, in its paths or its files', () => {
  const hits = filesUnder(engine).flatMap((file) => {
    const relative = path.relative(engine, file);
    const text = readFileSync(file, 'utf8');
    return unique.filter((word) => pattern(word).test(relative) || pattern(word).test(text)).map((word) => `${relative}: ${word}`);
  });
  expect(hits).toEqual([]);
});

test('the scan would catch a book or a character in the engine', () => {
  expect(unique).toEqual(expect.arrayContaining(['forest-adventure', 'charlotte', 'Bori', '보리', 'pip']));
  expect(pattern('pip').test('const pip = 1')).toBe(true);
  expect(pattern('pip').test('a pipe')).toBe(false);
  expect(pattern('보리').test("name: '보리'")).toBe(true);
});
