import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, systemTier, test } from './test';
import { books } from '../../src/content/stories/shelf-books';
import { pageCount } from './wordiest-pages';

const A4 = { width: 595.28, height: 841.89 };

interface PdfWord {
  page: number;
  column: number;
  top: number;
  text: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&apos;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Every word of a PDF with its page, its column (left or right half) and its top edge. */
function pdfWords(pdf: string): PdfWord[] {
  const xml = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  const words: PdfWord[] = [];
  for (const [index, pageXml] of xml.split('<page ').slice(1).entries()) {
    const width = Number(/width="([\d.]+)"/.exec(pageXml)![1]);
    for (const m of pageXml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)) {
      const text = m[3]!.replace(/&[a-z#0-9]+;/g, (entity) => entities[entity] ?? entity);
      words.push({ page: index + 1, column: Number(m[1]) < width / 2 ? 0 : 1, top: Number(m[2]), text });
    }
  }
  return words;
}

/**
 * Where the words of `text` (its first few) stand together in the PDF. pdftotext lists words in the
 * order Chromium drew them, which is not always reading order across columns, so this looks for the
 * run of words anywhere rather than after some other word.
 */
function findRun(words: PdfWord[], text: string): PdfWord | undefined {
  // Compared without spaces: pdftotext splits some words at an apostrophe ("Charlotte'" "s").
  const squash = (words: string) => words.replace(/[’‘]/g, "'").replace(/\s+/g, '');
  const run = squash(text.trim().split(/\s+/).slice(0, 4).join(''));
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let k = i; k < words.length && joined.length < run.length; k++) joined += squash(words[k]!.text);
    if (joined.startsWith(run)) return words[i];
  }
  return undefined;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a phone is told where its own print is, never to press Ctrl+P', systemTier, async ({ page }) => {
    await page.goto('/book/korean-charlotte-birthday/print');
    await expect(page.getByText(/공유 메뉴에서 ‘프린트’/)).toBeVisible();
    await expect(page.getByText(/Ctrl\+P/)).toBeHidden();
  });

  test('every print page fits the width: one column, no sideways scrolling', systemTier, async ({ page }) => {
    for (const b of books) {
      await page.goto(`/book/${b.story.id}/print`);
      await expect(page.locator('main section')).toHaveCount(b.chapters.length);
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(scroll, b.story.id).toBeLessThanOrEqual(client);
      const lefts = await page.locator('main section').evaluateAll((list) => list.map((s) => Math.round(s.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `${b.story.id}: one column`).toBe(1);
    }
  });
});

/**
 * The books printed whole: in each language the one with the most pages, the hardest for the page count. The print
 * pages lay out every book in one template; each print route's served HTML and the first in each language's
 * accessibility are checked in site.spec.ts (printing all five cost the tier a minute for the same template).
 */
const printed = (['English', 'Korean'] as const).map(
  (language) => books.filter((b) => b.story.language === language).sort((x, y) => pageCount(y) - pageCount(x))[0]!,
);

for (const b of printed) {
  const path = `/book/${b.story.id}/print`;
  test(`${path} prints every chapter on A4 in two columns, bubbles at 11 pt or more`, systemTier, async ({ page }) => {
    await page.goto(b.story.route);
    await page
      .getByRole('main')
      .getByRole('link', { name: /인쇄|Print/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('link', { name: /원래 책으로 돌아가기|Back to the book/ })).toHaveAttribute('href', b.story.route);
    await expect(page.getByText(/Ctrl\+P/)).toBeVisible();
    // The page's own button opens the browser's print dialog.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: /^(인쇄하기|Print)$/ }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    const sections = page.locator('main section');
    await expect(sections).toHaveCount(b.chapters.length);
    const panels = pageCount(b);
    await expect(page.locator('main figure')).toHaveCount(panels);
    await expect
      .poll(() =>
        page.locator('main img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const titles = await sections.evaluateAll((list) => list.map((s) => s.querySelector('h2')!.textContent!));
    // Each chapter's label, heading and the first words of its first panel.
    const openings = await sections.evaluateAll((list) =>
      list.map((s) => {
        const figure = s.querySelector('figure')!;
        const walker = document.createTreeWalker(figure.querySelector('figcaption') ?? figure, NodeFilter.SHOW_TEXT);
        let first = '';
        while (!first && walker.nextNode()) first = (walker.currentNode.textContent ?? '').trim();
        return { label: s.querySelector('p')!.textContent!, heading: s.querySelector('h2')!.textContent!, first };
      }),
    );

    await page.emulateMedia({ media: 'print' });
    const bubbleSizes = await page
      .locator('main figure li, main figure figcaption p + p, main figure .\\@container p')
      .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    // 11 pt is 14.67 CSS px.
    for (const size of bubbleSizes) expect(size).toBeGreaterThanOrEqual(14.6);
    await page.emulateMedia({ media: null });

    const pdf = `/tmp/print-books-${randomUUID()}.pdf`;
    try {
      await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
      const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
      const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
      expect(Math.abs(Number(width) - A4.width)).toBeLessThan(1);
      expect(Math.abs(Number(height) - A4.height)).toBeLessThan(1);
      // Two columns keep a book to a few sheets: two panels or more a sheet, on more than one.
      const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(Math.ceil(panels / 2));
      const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const title of titles) expect(text).toContain(title.replace(/\s+/g, ' ').trim());
      expect(text).not.toContain('Ctrl+P');
      // Paper shows the book, not the site's header and menu.
      for (const item of ['진로 도구', '나의 보드', '성적표', '인쇄하기', '원래 책으로 돌아가기', 'Back to the book']) expect(text).not.toContain(item);
      // No half-empty first page: the first chapter starts on it.
      const first = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(first).toContain(titles[0]!.replace(/\s+/g, ' ').trim());
      // Two columns: on the first page, lines start in both halves.
      const words = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', pdf, '-'], { encoding: 'utf8' });
      const starts = [...words.matchAll(/<word xMin="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(starts.some((x) => x < A4.width / 2 - 40)).toBe(true);
      expect(starts.some((x) => x > A4.width / 2 + 5 && x < A4.width / 2 + 40)).toBe(true);

      // No chapter label left alone at the foot of a column: its heading and first panel's words share
      // its page and column, below it.
      const all = pdfWords(pdf);
      for (const { label, heading, first } of openings) {
        const [labelWord, headingWord, firstWord] = [label, heading, first].map((text) => findRun(all, text));
        expect([labelWord, headingWord, firstWord].every(Boolean), `${label} · ${heading} · ${first} all printed`).toBe(true);
        const where = (word: PdfWord) => `page ${word.page}, column ${word.column + 1}`;
        expect([where(headingWord!), where(firstWord!)], `${label} is at ${where(labelWord!)}`).toEqual([where(labelWord!), where(labelWord!)]);
        expect(headingWord!.top).toBeGreaterThan(labelWord!.top);
        expect(firstWord!.top).toBeGreaterThan(headingWord!.top);
      }
    } finally {
      rmSync(pdf, { force: true });
    }
  });
}
