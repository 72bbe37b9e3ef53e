import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyById, shelfStories } from '@/content/stories/shelf-stories';
import { addCopiedBook, REPO_ROOT, repositoryCopy, runIn, smallestBook, STORIES, vitestTests, type CopiedBook } from '../support/book-from-a-copy';
import { illustrationPaths, imageSources } from '../support/html-pictures';

/**
 * CONTRIBUTING.md's promise to whoever adds a book: a copy of an existing book's folder plus its shelf lines
 * shows up in the library, the reader, the print page, the sitemap, the pictures and the tests, with
 * no other edit. The test makes that edit in a throwaway copy of the repository and runs the real
 * build and the real tests there.
 */
describe('a book added as a copy of a folder plus a line in each shelf list', () => {
  const source = storyById(
    smallestBook(
      REPO_ROOT,
      shelfStories.map((story) => story.id),
    ),
  );
  const english = source.language === 'English';
  const book: CopiedBook = {
    from: { id: source.id, title: source.title, translatedTitle: source.translation.title },
    id: 'fixture-book',
    // No apostrophe or ampersand, so the title reads the same in the HTML as here.
    title: english ? 'The Fixture Book' : '시험용 책',
    translatedTitle: english ? '시험용 책' : 'The Fixture Book',
  };
  let copy = '';

  beforeAll(() => {
    copy = repositoryCopy();
    addCopiedBook(copy, book);
  });
  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('is in the production build: library, reader and print pages with their pictures, sitemap and illustrations', async () => {
    // The build's steps that read the books (pictures, sitemap, prerendered pages, the server's bundle of their
    // words); not the service worker's precache list or the compressed siblings, which take whatever files the
    // pages step wrote without naming a book, and which this test never reads (about half the build's CPU).
    for (const step of ['build:pages', 'build:server']) {
      const build = await runIn(copy, 'npm', ['run', step], 900_000);
      expect(build.code, build.tail).toBe(0);
    }
    const client = path.join(copy, 'build', 'client');
    const page = (route: string) => fs.readFileSync(path.join(client, route, 'index.html'), 'utf8');

    // The pictures the build drew for the new book: the same files as for the book it was copied from.
    const drawn = fs.readdirSync(path.join(copy, 'public', 'illustrations', book.id)).sort();
    expect(drawn).toEqual(fs.readdirSync(path.join(copy, 'public', 'illustrations', source.id)).sort());
    for (const file of drawn) expect(fs.readFileSync(path.join(copy, 'public', 'illustrations', book.id, file), 'utf8'), file).toMatch(/^<svg\b/);
    const panelPicture = /^c\d+-p\d+\.svg$/;
    const panels = drawn.filter((file) => panelPicture.test(file)).map((file) => `/illustrations/${book.id}/${file}`);
    expect(panels.length).toBeGreaterThan(0);

    expect(page('stories')).toMatch(new RegExp(`<a [^>]*href="/book/${book.id}"[^>]*>${book.title}</a>`));

    for (const route of [`book/${book.id}`, `book/${book.id}/print`]) {
      const html = page(route);
      expect(html, route).toMatch(new RegExp(`<title>${book.title}(?: [^<]*)?</title>`));
      expect(html, route).toMatch(new RegExp(`<h1[^>]*>(?:<span[^>]*>)?${book.title}<`));
      // Every panel's own picture is on the page, and every picture the page names is served; none is
      // the copied book's, which a path left unchanged in the new folder would be.
      expect(new Set(imageSources(html).filter((src) => src.startsWith(`/illustrations/${book.id}/`) && panelPicture.test(path.basename(src)))), route).toEqual(
        new Set(panels),
      );
      for (const picture of illustrationPaths(html)) {
        expect(picture, route).not.toContain(`/illustrations/${source.id}/`);
        expect(fs.existsSync(path.join(client, picture)), `${route}: ${picture}`).toBe(true);
      }
    }

    const sitemap = fs.readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/book/${book.id}</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/book/${book.id}/print</loc>`));
  }, 900_000);

  it('is read by the content, library and reader tests, which pass', async () => {
    const report = path.join(copy, '.tmp', 'book-tests.json');
    // The books' checks, and the library's and the reader's tests that read the shelf.
    const suites = ['tests/content', 'src/content/stories', 'src/client/features/library', 'src/client/features/reader'];
    const run = await runIn(copy, 'npx', ['vitest', 'run', ...suites, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], 900_000);
    expect(run.code, run.tail).toBe(0);
    const { success, tests } = vitestTests(report, copy);
    expect(success).toBe(true);

    const ofNewBook = tests.filter((test) => test.name.includes(book.id));
    expect(ofNewBook.length).toBeGreaterThan(0);
    expect(ofNewBook.filter((test) => test.status !== 'passed')).toEqual([]);
    // Each file that checks the copied book by name checks the new one too.
    const filesOf = (list: typeof tests) => [...new Set(list.map((test) => test.file))].sort();
    expect(filesOf(ofNewBook)).toEqual(filesOf(tests.filter((test) => test.name.includes(source.id))));
  }, 900_000);

  it('typechecks: the new folder and the three lists that name it, with all they import', async () => {
    // The copy changed only these (the lists import the new folder, so its every module is checked); the rest of
    // the program is the one the gate's typecheck passed, and checking it all again took a minute of two cores.
    const config = {
      extends: './tsconfig.json',
      include: [`${STORIES}/shelf.ts`, `${STORIES}/shelf-entries.ts`, `${STORIES}/shelf-words.ts`, `${STORIES}/${book.id}/**/*`],
    };
    fs.writeFileSync(path.join(copy, 'tsconfig.book.json'), JSON.stringify(config));
    const typecheck = await runIn(copy, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.book.json'], 600_000);
    expect(typecheck.code, typecheck.tail).toBe(0);
  }, 600_000);
});
