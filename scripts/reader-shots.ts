/**
 * Every page of a book as a reader sees it, for judging the pictures where a family meets them: page mode, at a
 * phone's 390 × 844 and a desk's 1280 × 800 (and a small phone's 360 × 640 with --small), in English (or Korean with
 * --ko). Run against a served build (`npm start`):
 * npx tsx scripts/reader-shots.ts [book id …] [--ko] [--small] [--base=http://localhost:3000]
 * Writes .tmp/reader-shots/<book>/<phone|desk|small>/<nn>.png and, for each, a sheet of every page side by side
 * (.tmp/reader-shots/<book>/<phone|desk|small>.png) to look over before reading the pages one by one.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { books } from '@/content/stories/shelf-books';
import { PREFS_KEY } from '@/client/features/reader/reader-prefs';

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const text = args.includes('--ko') ? 'ko' : 'en';
const base = args.find((a) => a.startsWith('--base='))?.slice('--base='.length) ?? 'http://localhost:3000';
/** With --small, a small phone's 360 × 640 as well, the reader's tightest screen. */
const viewports = {
  phone: { width: 390, height: 844 },
  desk: { width: 1280, height: 800 },
  ...(args.includes('--small') ? { small: { width: 360, height: 640 } } : {}),
} as const;

const browser = await chromium.launch(chromiumLaunchOptions);
for (const book of books.filter((b) => !wanted.length || wanted.includes(b.story.id))) {
  const count = book.chapters.reduce((n, c) => n + c.panels.length, 0);
  for (const [name, viewport] of Object.entries(viewports)) {
    const dir = `.tmp/reader-shots/${book.story.id}/${name}`;
    mkdirSync(dir, { recursive: true });
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1, hasTouch: name !== 'desk' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [PREFS_KEY, JSON.stringify({ mode: 'page', text })] as const);
    await page.goto(`${base}${book.story.route}`, { waitUntil: 'networkidle' });
    const shots: string[] = [];
    for (let i = 0; i < count; i++) {
      await page.getByText(`${i + 1} / ${count}`, { exact: true }).waitFor();
      await page.locator('[data-page-picture] img:visible').evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
      const file = `${dir}/${String(i + 1).padStart(2, '0')}.png`;
      await page.screenshot({ path: file });
      shots.push(file);
      await page.keyboard.press('ArrowRight');
      // The birthday book ends each chapter with an activity on a screen of its own: step past it.
      if (await page.locator('[data-chapter-activity]').isVisible()) await page.keyboard.press('ArrowRight');
    }
    await page.close();
    const sheet = await browser.newPage({ viewport: { width: 1600, height: 800 }, deviceScaleFactor: 1 });
    const across = name === 'desk' ? 4 : 8;
    const width = Math.floor(1600 / across) - 8;
    const images = shots
      .map(
        (f, i) => `<figure><img width="${width}" src="data:image/png;base64,${readFileSync(f).toString('base64')}"><figcaption>${i + 1}</figcaption></figure>`,
      )
      .join('');
    await sheet.setContent(
      `<style>body{margin:4px;display:flex;flex-wrap:wrap;gap:8px;font:14px sans-serif}figure{margin:0}figcaption{text-align:center}</style>${images}`,
    );
    await sheet.screenshot({ path: `.tmp/reader-shots/${book.story.id}/${name}.png`, fullPage: true });
    await sheet.close();
    console.log(`${book.story.id} ${name}: ${count} pages in ${dir}`);
  }
}
await browser.close();
