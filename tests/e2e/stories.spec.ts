import { printPath } from '../../src/client/app/site-routes';
import { shelf } from '../../src/content/stories/shelf';
import { books } from '../../src/content/stories/shelf-books';
import { shelfStories } from '../../src/content/stories/shelf-stories';
import { bookPages } from '../../src/client/features/reader/book-pages';
import { langOf, panelWords } from '../../src/shared/book-words';
import type { Story } from '../../src/shared/story';
import { expect, systemTier, test, waitForShellScroll, type Page } from './test';

/** Scrolls a lazy picture into view and waits until the browser has decoded it. */
async function expectPictureLoaded(page: Page, figureIndex: number) {
  const figure = page.locator('main figure').nth(figureIndex);
  await figure.scrollIntoViewIfNeeded();
  const img = figure.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);
}

// Every book on the shelf, read from the shelf, so a book added there is walked too (the counts the spec
// gives the five books are held in src/content/stories/content.test.ts).
for (const book of books) {
  const path = book.story.route;
  test(`${path} shows every chapter as a section and every panel as a figure with a picture and text`, systemTier, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main article')).toHaveAttribute('lang', langOf(book.story.language));
    const sections = page.locator('main article section');
    await expect(sections).toHaveCount(book.chapters.length);
    const counts: number[] = [];
    for (let i = 0; i < book.chapters.length; i++) {
      await expect(sections.nth(i).getByRole('heading', { level: 2 })).toHaveText(/\S/);
      counts.push(await sections.nth(i).locator('figure').count());
    }
    expect(counts).toEqual(book.chapters.map((chapter) => chapter.panels.length));
    const figures = counts.reduce((a, b) => a + b, 0);
    await expect(page.locator('main figure')).toHaveCount(figures);
    // Every figure has its picture described and its words; the browser draws the first and the last (every
    // picture the page names is served, checked without a browser in valid-html.spec.ts).
    const described = await page
      .locator('main figure')
      .evaluateAll((all) =>
        all.map((figure) => /\S/.test(figure.querySelector('img')?.alt ?? '') && /\S{2,}/.test(figure.querySelector('figcaption')?.textContent ?? '')),
      );
    expect(described).toEqual(counts.flatMap((count) => Array<boolean>(count).fill(true)));
    for (const i of [0, figures - 1]) await expectPictureLoaded(page, i);
  });
}

for (const entry of shelf) {
  const path = entry.story.route;
  test(`${path} has its own way back and onward`, systemTier, async ({ page }) => {
    const words = await entry.loadReader();
    const links = [words.back, { label: words.printLabel, to: printPath(entry.story.id) }, ...words.end.links];
    await page.goto(path);
    const main = page.getByRole('main');
    for (const link of links) {
      const named = main.getByRole('link', { name: link.label, exact: true });
      await expect(named.and(main.locator(`a[href="${link.to}"]`)).first(), `${link.label} → ${link.to}`).toBeAttached();
    }
  });
}

test('the birthday book names each chapter and shows its activity, and ends with The End', systemTier, async ({ page }) => {
  await page.goto('/book/charlotte-birthday');
  const first = page.locator('main section').first();
  // Named as a chapter, not a page: a chapter runs over several of the reader's numbered pages.
  await expect(first.getByText('Chapter 1', { exact: true })).toBeVisible();
  await expect(first.getByRole('heading', { level: 3 })).toContainText('My Birthday Morning');
  await expect(first.locator('figure').first()).toContainText('It’s my birthday! I’m eight today!');
  await expect(page.getByRole('heading', { name: 'The End' })).toBeAttached();
});

test('in scroll mode every bubble names who says it, in every book', systemTier, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const unnamed: string[] = [];
  for (const book of books) {
    await page.goto(book.story.route);
    const lang = langOf(book.story.language);
    for (const [n, { panel }] of bookPages(book).entries()) {
      const bubbles = panelWords(book, panel, lang).bubbles;
      const names = await page.locator(`[data-reader-page="${n}"] [lang="${lang}"] .text-indigo-700`).allTextContents();
      for (const { speaker, text } of bubbles)
        if (speaker && !names.some((name) => name.replace(/:\s*$/, '').trim() === speaker))
          unnamed.push(`${book.story.id} page ${n + 1}: “${text}” (${speaker})`);
    }
  }
  expect(unnamed).toEqual([]);
});

test('speech bubbles are real text in the book’s language', systemTier, async ({ page }) => {
  await page.goto('/book/charlotte-christmas');
  const bubble = page.locator('main figure').first().getByRole('listitem').first();
  await expect(bubble).toContainText('Leo');
  await expect(bubble).toContainText('Snow! Real snow!');
  expect(await bubble.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en');

  await page.goto('/book/korean-charlotte-birthday');
  const onPicture = page.locator('main figure').first().getByText('비스킷, 나 오늘 아홉 살이야!');
  await expect(onPicture).toBeVisible();
  expect(await onPicture.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ko');
  // The bubble sits on the picture, not below it.
  const img = await page.locator('main figure').first().locator('img').boundingBox();
  const box = await onPicture.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(img!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(img!.y + img!.height);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in scroll mode the Korean birthday bubbles move under the picture, in letters big enough to read', systemTier, async ({ page }) => {
    await page.goto('/book/korean-charlotte-birthday');
    await page.locator('[data-reader-toolbar] summary').click();
    await page.getByRole('button', { name: /스크롤/ }).click();
    const figure = page.locator('main figure').first();
    const bubble = figure.getByText('비스킷, 나 오늘 아홉 살이야!');
    const img = await figure.locator('img').boundingBox();
    const box = await bubble.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(img!.y + img!.height);
    expect(await bubble.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  });
});

test('the chapter list jumps to the chapter', systemTier, async ({ page }) => {
  await page.goto('/book/forest-adventure');
  // Jump once the page answers.
  await waitForShellScroll(page);
  const chapters = page.getByRole('navigation', { name: 'Chapters' });
  await expect(chapters.getByRole('link')).toHaveCount(4);
  await chapters.getByRole('link', { name: /Home Under the Stars/ }).click();
  await expect(page).toHaveURL(/#chapter-4$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Home Under the Stars' })).toBeInViewport();
});

test('the scroll-to-top button appears only past 300 px and takes the reader back up', systemTier, async ({ page }) => {
  await page.goto('/book/charlotte-christmas');
  await waitForShellScroll(page);
  const button = page.getByRole('button', { name: 'Back to the top' });
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => {
      document.documentElement.style.scrollBehavior = 'auto';
      window.scrollTo(0, top);
    }, y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    // Let the scroll event reach React before looking.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
  await expect(button).toBeHidden();
  await scrollTo(300);
  await expect(button).toBeHidden();
  await scrollTo(301);
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

for (const viewport of [
  { width: 360, height: 640 },
  { width: 820, height: 1180 },
]) {
  test(
    `at ${viewport.width}×${viewport.height} in scroll mode, the button back to the top is in the read-aloud bar, over no words`,
    systemTier,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => localStorage.setItem('iyagi:reader:prefs', JSON.stringify({ mode: 'scroll' })));
      await page.goto('/book/charlotte-birthday');
      await waitForShellScroll(page);
      await page.evaluate(() => {
        document.documentElement.style.scrollBehavior = 'auto';
        window.scrollTo(0, 2600);
      });
      const button = page.getByRole('button', { name: 'Back to the top' });
      await expect(button).toHaveCount(1);
      await expect(button).toBeVisible();
      const inside = await button.evaluate((element) => {
        const bar = element.closest('[data-read-aloud-bar]')?.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return !!bar && box.left >= bar.left && box.right <= bar.right && box.top >= bar.top && box.bottom <= bar.bottom;
      });
      expect(inside).toBe(true);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
}

test('the library groups the books by series with a count for each', async ({ page }) => {
  await page.goto('/stories');
  const headings: Record<Story['series'], string> = {
    'Charlotte Adventures': 'Charlotte Adventures Series',
    '샬럿 이야기': '샬럿 이야기 시리즈',
    '우리 동네 문화 이야기': '우리 동네 문화 이야기 시리즈',
  };
  // The series in the order their first book stands on the shelf, Charlotte Adventures first.
  const series = [...new Set(shelfStories.map((story) => story.series))];
  expect(series[0]).toBe('Charlotte Adventures');
  const groups = page.locator('main section');
  await expect(groups).toHaveCount(series.length);
  for (const [i, name] of series.entries()) {
    const cards = shelfStories.filter((story) => story.series === name).length;
    const group = groups.nth(i);
    await expect(group.getByRole('heading', { level: 2 })).toHaveAccessibleName(headings[name]);
    await expect(group.getByText(`${cards} ${cards === 1 ? 'story' : 'stories'}`, { exact: true })).toBeVisible();
    await expect(group.getByRole('article')).toHaveCount(cards);
  }
  const card = page.getByRole('article').filter({ hasText: "Theo's Forest Adventure" });
  await expect(card.getByRole('link', { name: "Theo's Forest Adventure" })).toHaveAttribute('href', '/book/forest-adventure');
  await expect(card.getByRole('listitem')).toHaveText(['#nature', '#teamwork']);
  await expect(card.getByText('Level 2', { exact: true })).toBeVisible();
  await expect(card.getByText('한국어 2단계')).toBeVisible();
  await card.getByRole('link', { name: "Theo's Forest Adventure" }).click();
  await expect(page).toHaveURL(/\/book\/forest-adventure$/);
  await expect(page.getByRole('heading', { level: 1, name: "Theo's Forest Adventure" })).toBeVisible();
});
