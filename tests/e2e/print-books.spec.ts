import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from './test';
import { books } from '../../src/content/stories/library';

const A4 = { width: 595.28, height: 841.89 };

for (const b of books) {
  const path = `/book/${b.story.id}/print`;
  test(`${path} prints every chapter on A4 in two columns, bubbles at 11 pt or more`, async ({ page }) => {
    await page.goto(b.story.route);
    await page.getByRole('main').getByRole('link', { name: /인쇄|Print/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('link', { name: /원래 책으로 돌아가기|Back to the book/ })).toHaveAttribute('href', b.story.route);
    await expect(page.getByText(/Ctrl\+P/)).toBeVisible();
    const sections = page.locator('main section');
    await expect(sections).toHaveCount(b.chapters.length);
    await expect(page.locator('main figure')).toHaveCount(b.chapters.reduce((n, c) => n + c.panels.length, 0));
    await expect
      .poll(() => page.locator('main img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const titles = await sections.evaluateAll((list) => list.map((s) => s.querySelector('h2')!.textContent!));

    await page.emulateMedia({ media: 'print' });
    const bubbleSizes = await page.locator('main figure li, main figure figcaption p + p, main figure .\\@container p').evaluateAll((els) =>
      els.map((el) => parseFloat(getComputedStyle(el).fontSize)),
    );
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
      const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const title of titles) expect(text).toContain(title.replace(/\s+/g, ' ').trim());
      expect(text).not.toContain('Ctrl+P');
      // No half-empty first page: the first chapter starts on it.
      const first = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(first).toContain(titles[0]!.replace(/\s+/g, ' ').trim());
      // Two columns: on the first page, lines start in both halves.
      const words = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', pdf, '-'], { encoding: 'utf8' });
      const starts = [...words.matchAll(/<word xMin="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(starts.some((x) => x < A4.width / 2 - 40)).toBe(true);
      expect(starts.some((x) => x > A4.width / 2 + 5 && x < A4.width / 2 + 40)).toBe(true);
    } finally {
      rmSync(pdf, { force: true });
    }
  });
}
