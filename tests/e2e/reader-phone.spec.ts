import { expect, systemTier, test, waitForHydration, waitForShellScroll, waitForStillPage, type Page } from './test';
import { books } from '../../src/content/stories/shelf-books';
import { shelfBook } from '../../src/content/stories/shelf';
import { shelfStories, storyById } from '../../src/content/stories/shelf-stories';
import { nextBook } from '../../src/client/features/reader/next-book';
import { stubSpeech, spokenSoFar } from './speech-stub';

const PREFS_KEY = 'iyagi:reader:prefs';
const pageCount = (b: (typeof books)[number]) => b.chapters.reduce((n, c) => n + c.panels.length, 0);
const progress = (page: Page) => page.getByText(/^\d+ \/ \d+$/);
/** The book the end page should offer after `id`, by the rule next-book.test.ts holds, on the shelf as it is now. */
const offeredAfter = (id: string, lang: 'en' | 'ko') => nextBook(storyById(id), shelfStories, lang)!;

/** Opens a book in page mode with the given text choice, once the shell has finished its own scrolling. */
async function openPaged(page: Page, path: string, text: 'en' | 'ko' | 'both') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [PREFS_KEY, JSON.stringify({ mode: 'page', text })] as const);
  await page.goto(path);
  await waitForShellScroll(page);
}

/**
 * What is wrong with the page on screen, in words: narration or a bubble whose last word is outside the
 * window or under a control, a picture cut, stretched, missing or under a control, controls on two rows.
 */
function pageProblems() {
  const problems: string[] = [];
  const controls = document.querySelector('[data-page-controls]')!;
  const bar = controls.getBoundingClientRect();
  const buttons = [...controls.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
  if (buttons.some((b) => Math.abs(b.top - buttons[0]!.top) > 2)) problems.push('controls on more than one row');
  if (bar.bottom > window.innerHeight + 0.5) problems.push(`controls end at ${Math.round(bar.bottom)}, below the window`);
  const covered = (x: number, y: number, own: Element) => {
    const hit = document.elementFromPoint(x, y);
    return !hit || !own.contains(hit);
  };
  const words = document.querySelector('[data-page-words]')!;
  // Each narration paragraph and each bubble: its last word must be on screen, above the controls, uncovered.
  for (const part of words.querySelectorAll('p, li')) {
    const range = document.createRange();
    range.selectNodeContents(part);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const last = lines[lines.length - 1];
    const label = (part.textContent ?? '').trim().slice(-24);
    if (!last) {
      problems.push(`"${label}" is not laid out`);
      continue;
    }
    if (last.bottom > bar.top + 0.5 || last.bottom > window.innerHeight || last.top < 64)
      problems.push(`"${label}" ends at ${Math.round(last.bottom)} (controls at ${Math.round(bar.top)})`);
    else if (covered(last.right - 2, last.top + last.height / 2, part)) problems.push(`"${label}" is covered`);
  }
  // The picture on show: the upright drawing, or the wide one when the words leave a frame at least 8:5.
  const frame = document.querySelector('[data-page-picture]')!.getBoundingClientRect();
  const shownImages = [...document.querySelectorAll<HTMLImageElement>('[data-page-picture] img')].filter((i) => i.getClientRects().length > 0);
  if (shownImages.length !== 1) return [...problems, `${shownImages.length} pictures on show`];
  const img = shownImages[0]!;
  const box = img.getBoundingClientRect();
  if (box.bottom > bar.top + 0.5 || box.top < 64)
    problems.push(`picture spans ${Math.round(box.top)}–${Math.round(box.bottom)}, controls at ${Math.round(bar.top)}`);
  if (getComputedStyle(img).objectFit === 'cover') problems.push('picture is cropped (object-fit: cover)');
  if (!img.complete || img.naturalWidth === 0) problems.push(`picture ${img.currentSrc} did not load`);
  else {
    // The whole drawing is shown: the box has the drawing's own shape (a border may take a few px).
    const drawn = img.naturalWidth / img.naturalHeight;
    const shown = box.width / box.height;
    if (Math.abs(shown / drawn - 1) > 0.04) problems.push(`picture shown at ${shown.toFixed(2)}:1, drawn at ${drawn.toFixed(2)}:1`);
    const aspect = frame.width / frame.height;
    // At exactly 8:5 either drawing fills the frame alike, so a rounding either way is no fault.
    if (Math.abs(aspect - 1.6) > 0.01 && img.currentSrc.endsWith('-tall.svg') === aspect >= 1.6)
      problems.push(`a ${frame.width.toFixed(0)} × ${frame.height.toFixed(0)} frame shows ${img.currentSrc.split('/').pop()}`);
  }
  return problems;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  for (const text of ['en', 'ko', 'both'] as const) {
    test(
      `at ${viewport.width}×${viewport.height} in ${text}: every page of every book shows its picture whole and every word above one row of controls`,
      systemTier,
      async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const problems: string[] = [];
        for (const b of books) {
          await openPaged(page, b.story.route, text);
          const count = pageCount(b);
          for (let i = 0; i < count; i++) {
            await expect(progress(page)).toHaveText(`${i + 1} / ${count}`);
            await page.locator('[data-page-picture] img:visible').evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
            for (const problem of await page.evaluate(pageProblems)) problems.push(`${b.story.id} page ${i + 1}: ${problem}`);
            await page.keyboard.press('ArrowRight');
          }
        }
        expect(problems).toEqual([]);
      },
    );
  }
}

test.describe('on a short phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('the back button, the language switch and Settings share one row, so the picture keeps its size', systemTier, async ({ page }) => {
    await openPaged(page, '/book/forest-adventure', 'en');
    const back = (await page.getByRole('link', { name: /Back to Library/ }).boundingBox())!;
    const english = (await page.getByRole('group', { name: 'Text' }).getByRole('button', { name: 'English', exact: true }).boundingBox())!;
    const settings = (await page.locator('[data-reader-toolbar] summary').boundingBox())!;
    for (const box of [english, settings]) expect(Math.abs(box.y + box.height / 2 - (back.y + back.height / 2))).toBeLessThan(4);
    // The title is still the page's heading for a screen reader.
    await expect(page.getByRole('heading', { level: 1, name: "Theo's Forest Adventure" })).toBeAttached();
    const picture = (await page.locator('[data-page-picture] img:visible').boundingBox())!;
    expect(picture.width).toBeGreaterThanOrEqual(90);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('after scrolling, tapping ▶ turns the page: no round ↑ button in page mode covers it', async ({ page }) => {
    await openPaged(page, '/book/charlotte-birthday', 'en');
    // Scrolled again on each try: a route change scrolls to the top once more 100 ms later, which can land after ours.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 420);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('button', { name: /Back to the top/ })).toHaveCount(0);
    const next = (await page.getByRole('button', { name: /Next page/ }).boundingBox())!;
    // A child's tap lands on whatever is on top at that point.
    await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2);
    await expect(progress(page)).toHaveText('2 / 27');
  });

  test('the text language is in sight at the top of the page and switches with one tap', systemTier, async ({ page }) => {
    await openPaged(page, '/book/charlotte-birthday', 'en');
    const choice = page.getByRole('group', { name: 'Text' });
    const picture = (await page.locator('[data-page-picture] img:visible').boundingBox())!;
    for (const name of ['English', '한국어', 'Both']) {
      const button = choice.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      expect((await button.boundingBox())!.y + 44).toBeLessThanOrEqual(picture.y);
    }
    const words = page.locator('[data-page-words]');
    await choice.getByRole('button', { name: '한국어' }).click();
    await expect(words.locator('[lang]').first()).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('group', { name: '글' }).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('group', { name: '글' }).getByRole('button', { name: '둘 다' }).click();
    // Both: each sentence stands above its translation, English first in this English book.
    await expect(words.locator('p[lang]')).toHaveCount(2);
    await expect(words.locator('p[lang]').nth(0)).toHaveAttribute('lang', 'en');
    await expect(words.locator('p[lang]').nth(1)).toHaveAttribute('lang', 'ko');
    const firstBubble = words.locator('li').first();
    await expect(firstBubble.locator('span[lang="en"]').first()).toBeVisible();
    await expect(firstBubble.locator('span[lang="ko"]').first()).toBeVisible();
  });

  test('every control says its word, in one row, also with both languages on show', systemTier, async ({ page }) => {
    await openPaged(page, '/book/korean-charlotte-birthday', 'both');
    const controls = page.locator('[data-page-controls] button');
    await expect(controls).toHaveText(['이전', '읽어 주세요', '끝까지 읽어 주세요', '다음']);
    await expect(page.getByRole('button', { name: /끝까지 읽어 주세요/ })).toHaveAccessibleName('끝까지 읽어 주세요 · Read the whole book');
    const tops = await controls.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test('the end page offers the book again, the next book and three questions to talk over, read aloud', systemTier, async ({ page }) => {
    await stubSpeech(page, { wordMs: 5 });
    const talk = (await shelfBook('forest-adventure')!.loadReader()).talkTogether;
    await page.addInitScript(() => localStorage.setItem('iyagi:reader:page:forest-adventure', '11'));
    await openPaged(page, '/book/forest-adventure', 'en');
    await page.getByRole('button', { name: /Next page/ }).click();
    await expect(page.getByRole('heading', { name: 'The End', exact: true })).toBeVisible();
    const next = offeredAfter('forest-adventure', 'en');
    await expect(page.getByRole('link', { name: `Next book: ${next.title}` })).toHaveAttribute('href', next.route);
    const questions = page.locator('[data-talk]');
    await expect(questions).toHaveText([talk.happened.en, talk.feeling.en, talk.myLife.en]);
    await page.getByRole('button', { name: 'Read to me' }).click();
    await expect.poll(async () => (await spokenSoFar(page)).map((s) => s.text)).toEqual([talk.happened.en, talk.feeling.en, talk.myLife.en]);
    await page.getByRole('group', { name: 'Text' }).getByRole('button', { name: 'Both' }).click();
    await expect(questions.first().locator('p')).toHaveText([talk.happened.en, talk.happened.ko]);
    await page.getByRole('button', { name: 'Read it again' }).click();
    await expect(progress(page)).toHaveText('1 / 12');
  });

  test('a Korean book’s end page offers the next book in Korean', systemTier, async ({ page }) => {
    const talk = (await shelfBook('korean-charlotte-birthday')!.loadReader()).talkTogether;
    await page.addInitScript(() => localStorage.setItem('iyagi:reader:page:korean-charlotte-birthday', '8'));
    await openPaged(page, '/book/korean-charlotte-birthday', 'ko');
    await page.getByRole('button', { name: '다음 쪽' }).click();
    const next = offeredAfter('korean-charlotte-birthday', 'ko');
    await expect(page.getByRole('link', { name: `다음 책: ${next.title}` })).toHaveAttribute('href', next.route);
    await expect(page.locator('[data-talk]')).toHaveText([talk.happened.ko, talk.feeling.ko, talk.myLife.ko]);
  });
});

/** Goes to `path` in this tab (or reloads it) and returns as soon as its HTML is in, before its scripts have run. */
async function arriveEarly(page: Page, path: string | null) {
  // Scripts arrive late, as on a slow phone, so a tap can come first.
  await page.route('**/assets/**', async (route) => {
    if (route.request().resourceType() === 'script') await new Promise((resolve) => setTimeout(resolve, 1500));
    // The test may have moved on while a script was held back.
    await route.continue().catch(() => {});
  });
  const url = path ?? new URL(page.url()).pathname;
  const loaded = page.waitForEvent('load');
  // The navigation may tear down the evaluating page before it answers.
  await page.evaluate((to) => (to ? window.location.assign(to) : window.location.reload()), path).catch(() => {});
  await loaded;
  expect(new URL(page.url()).pathname).toBe(url);
  expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
}

test.describe('taps before the scripts have run, in a tab that has read the book before', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('page mode: a chapter picked opens its first page, and a page turned stays turned', systemTier, async ({ page }) => {
    const birthday = books.find((b) => b.story.id === 'charlotte-birthday')!;
    await openPaged(page, '/book/charlotte-birthday', 'en');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(progress(page)).toHaveText('3 / 27');
    await page.goto('/stories');

    await arriveEarly(page, '/book/charlotte-birthday');
    await page
      .getByRole('navigation', { name: 'Chapters' })
      .getByRole('link', { name: new RegExp(birthday.chapters[6]!.title) })
      .click();
    await waitForHydration(page);
    await expect(progress(page)).toHaveText('19 / 27');
    await waitForStillPage(page);
    await expect(progress(page)).toHaveText('19 / 27');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/stories');
    await arriveEarly(page, '/book/charlotte-birthday');
    await page.locator('[data-reader-variant="page"] [data-turn="next"]').click();
    await waitForHydration(page);
    await expect(progress(page)).toHaveText('2 / 27');
  });

  for (const arrival of ['anew', 'by reloading'] as const) {
    test(`scroll mode: a chapter picked lands on its heading, arriving ${arrival}`, systemTier, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ mode: 'scroll' })), PREFS_KEY);
      await page.goto('/book/forest-adventure');
      await waitForShellScroll(page);
      // Scrolled (its scroll event dispatched) before leaving, so the place to come back to is recorded.
      await page.evaluate(
        () =>
          new Promise((scrolled) => {
            window.addEventListener('scroll', scrolled, { once: true });
            window.scrollTo(0, 2500);
          }),
      );
      if (arrival === 'anew') {
        await page.goto('/stories');
        await arriveEarly(page, '/book/forest-adventure');
      } else {
        await arriveEarly(page, null);
      }
      await page
        .getByRole('navigation', { name: 'Chapters' })
        .getByRole('link', { name: /Home Under the Stars/ })
        .click();
      await waitForHydration(page);
      const heading = page.locator('#chapter-4');
      const offset = () => heading.evaluate((el) => Math.abs(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop)));
      await expect.poll(offset).toBeLessThanOrEqual(8);
      await waitForStillPage(page);
      expect(await offset()).toBeLessThanOrEqual(8);
    });
  }
});
