import type { Browser, BrowserContext, Page } from '@playwright/test';
import { parseFamilyCode } from '../../src/shared/family-code';
import { familyHeaders, newFamilyCode } from './family-code';
import { savesWaitingOnDevice } from './outbox-on-device';
import { expect, systemTier, test, waitForHydration } from './test';

const BOOK = '/book/forest-adventure';
// A phone, where a book opens page by page.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
// A desk, where a book scrolls unless the family chose pages.
const DESK = { viewport: { width: 1280, height: 800 }, hasTouch: false };
test.use(PHONE);

/** A browser context standing for one device that holds the family code (and, if named, has a child chosen). */
async function deviceWithCode(browser: Browser, code: string, playing?: string, screen = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(screen);
  const canonical = parseFamilyCode(code)!;
  await context.addInitScript(
    ({ canonical, playing }) => {
      if (localStorage.getItem('iyagi:family-codes')) return;
      localStorage.setItem('iyagi:family-codes', JSON.stringify({ codes: [canonical], active: canonical }));
      if (playing) localStorage.setItem('iyagi:playing', JSON.stringify({ [canonical]: { name: playing, added: [] } }));
    },
    { canonical, playing },
  );
  const page = await context.newPage();
  return { context, page };
}

/** A phone that has never held a family code. */
async function freshDevice(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

/** Opens `path` with its scripts held back, as on a slow phone, so what shows is the prerendered page; call the result to let them in. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**', async (route) => {
    if (route.request().resourceType() === 'script') await held;
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

async function goto(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Leaves the book for the library, which sends its reading; the answer's status to that send. */
async function leaveTheBook(page: Page): Promise<number> {
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/reading-events') && r.request().method() === 'POST');
  await page
    .getByRole('link', { name: /Back to Library/ })
    .first()
    .click();
  return (await sent).status();
}

/** The page counter's "3 / 27", as numbers. */
async function pageCounter(page: Page): Promise<[number, number]> {
  const text = await page.locator('[data-reader-screen] p[aria-live] span[aria-hidden]').innerText();
  const [at, of] = text.split('/').map((n) => Number(n.trim()));
  return [at!, of!];
}

/** The statuses of the answers to the reading stretches this page sends, in order, as they come. */
function readingPosts(page: Page): number[] {
  const posts: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/reading-events')) posts.push(r.status());
  });
  return posts;
}

/** What the page warns about the reading stretches it could not send, keep or have stored, as it warns. */
function stretchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/reading stretch/.test(m.text())) warnings.push(m.text());
  });
  return warnings;
}

/** Waits until the reader's sending code (and what it imports) has loaded and run in the page. */
async function sendingCodeLoaded(page: Page, url: string) {
  await page.evaluate((chunk) => import(chunk).then(() => undefined), url);
}

/** The child puts the tablet down: the page is hidden, and the stretch read ends. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function turnPages(page: Page, turns: number) {
  for (let i = 0; i < turns; i++) {
    const [before] = await pageCounter(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(async () => (await pageCounter(page))[0]).toBe(before + 1);
  }
}

test('a child added as someone new reads half a book; a second device with the code continues at that page and the report shows the minutes', async ({
  browser,
}) => {
  const code = newFamilyCode();
  const a = await deviceWithCode(browser, code);
  const b = await deviceWithCode(browser, code);
  try {
    // Device A: nobody in the family yet, so the chooser offers "someone new".
    await goto(a.page, '/stories');
    const chooser = a.page.locator('[data-who-is-playing]');
    await expect(chooser.getByRole('heading', { name: /누가 하나요/ })).toBeVisible();
    await chooser.getByRole('button', { name: /새 친구/ }).click();
    await chooser.getByLabel(/이름/).fill('지우');
    await chooser.getByRole('button', { name: /추가/ }).click();
    await expect(a.page.getByRole('heading', { name: /지우의 책장/ })).toBeVisible();

    await a.page.clock.install();
    await goto(a.page, BOOK);
    const [, count] = await pageCounter(a.page);
    const half = Math.floor(count / 2);
    await turnPages(a.page, 1);
    // The stretch opened before the minute and a half passes: a reading log that started after it would count none of it.
    await expect.poll(async () => (await draft(a.page))?.pagesSeen).toEqual([0, 1]);
    await a.page.clock.fastForward('01:30');
    await turnPages(a.page, half - 2);
    expect(await pageCounter(a.page)).toEqual([half, count]);
    expect(await leaveTheBook(a.page)).toBe(201);

    // Device B: the child A added is one of the family's; one tap chooses her, and her book waits at her page.
    await goto(b.page, '/stories');
    await b.page.locator('[data-who-is-playing]').getByRole('button', { name: '지우' }).click();
    const going = b.page.locator('[data-continue]');
    await expect(going).toContainText('계속 읽기');
    await expect(going).toContainText(`${half} / ${count}쪽`);
    await going.getByRole('link').click();
    await expect.poll(() => pageCounter(b.page)).toEqual([half, count]);

    await goto(b.page, '/quiz-scores');
    const reading = b.page.locator('[data-child-reading="지우"]');
    await expect(reading).toBeVisible();
    await expect(reading.locator('[data-minutes-this-week]')).toHaveText(/^[1-9]\d*분$/);
    // The book she is in the middle of, at her page, not only the books she finished.
    await expect(reading.locator('[data-reading-now]')).toContainText(`${half} / ${count}쪽`);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

/** The reading stretch still on the device, as it stands. */
const draft = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('iyagi:reading-drafts') ?? '[]') as { event: { pagesSeen: number[]; lastPage: number; finished: boolean } }[]).at(-1)
        ?.event,
  );

/** Resolves once the page has drawn a frame, so every observer has seen where the page now is (time itself may stand still). */
const nextFrameSeen = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );

/** Brings a scrolled book's page to the middle of the screen at once. */
async function scrollTo(page: Page, index: number) {
  await page.locator(`[data-reader-page="${index}"]`).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await nextFrameSeen(page);
}

/** Brings a scrolled book's page to the middle of the screen and looks at it for a moment, on the page's clock. */
async function lookAt(page: Page, index: number) {
  await scrollTo(page, index);
  await expect.poll(async () => (await page.clock.runFor(500), (await draft(page))?.lastPage)).toBe(index);
}

/** Opens a book on a clock that moves only when the test moves it: a busy machine's real seconds would count as looking. */
async function openOnStillClock(page: Page, path: string) {
  await page.clock.install();
  await goto(page, path);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test('on a desk the book scrolls: pages looked at are logged, pages flung past are not, and another desk continues at the last one', async ({
  browser,
  request,
}) => {
  const code = newFamilyCode();
  const a = await deviceWithCode(browser, code, '다온', DESK);
  const b = await deviceWithCode(browser, code, '다온', DESK);
  try {
    await openOnStillClock(a.page, BOOK);
    // The desk's default: the whole book as one scroll, no page counter.
    await expect(a.page.locator('[data-reader-page]').first()).toBeVisible();
    await expect(a.page.locator('[data-reader-screen]')).toHaveCount(0);
    for (const index of [0, 1, 2]) await lookAt(a.page, index);
    // Flung past: pages 3 to 6 pass the screen with no moment spent on them.
    for (const index of [3, 4, 5, 6]) await scrollTo(a.page, index);
    await lookAt(a.page, 7);
    expect((await draft(a.page))?.pagesSeen).toEqual([0, 1, 2, 7]);
    await a.page.clock.fastForward('01:00');
    await a.page.clock.resume();
    expect(await leaveTheBook(a.page)).toBe(201);
    const summary = await (await request.get('/api/family-progress', { headers: familyHeaders(code) })).json();
    expect(summary.children[0].books[0]).toMatchObject({ bookId: 'forest-adventure', pagesSeen: [0, 1, 2, 7], lastPage: 7, finished: false, readAloud: false });
    expect(summary.children[0].books[0].seconds).toBeGreaterThanOrEqual(60);

    // The other desk's "Continue" opens the scrolled book at that page.
    await goto(b.page, '/stories');
    const going = b.page.locator('[data-continue]');
    await expect(going).toContainText(/8 \/ \d+쪽/);
    await going.getByRole('link').click();
    await expect(b.page).toHaveURL(/#page-8$/);
    await expect(b.page.locator('[data-reader-page="7"]')).toBeInViewport({ ratio: 0.5 });
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a scrolled book read to its end is finished', async ({ browser, request }) => {
  const code = newFamilyCode();
  const desk = await deviceWithCode(browser, code, '다온', DESK);
  try {
    await openOnStillClock(desk.page, BOOK);
    const end = Number(await desk.page.locator('footer[data-reader-page]').getAttribute('data-reader-page'));
    await lookAt(desk.page, end);
    expect((await draft(desk.page))?.finished).toBe(true);
    await desk.page.clock.resume();
    expect(await leaveTheBook(desk.page)).toBe(201);
    const summary = await (await request.get('/api/family-progress', { headers: familyHeaders(code) })).json();
    expect(summary.children[0].books[0]).toMatchObject({ bookId: 'forest-adventure', lastPage: end, finished: true });
  } finally {
    await desk.context.close();
  }
});

test('a reading session read offline is sent once when the network returns', systemTier, async ({ browser, request }) => {
  const code = newFamilyCode();
  const device = await deviceWithCode(browser, code, '새봄');
  try {
    const posts = readingPosts(device.page);
    const warnings = stretchWarnings(device.page);
    const sendingCode = device.page.waitForResponse(/send-progress-/);
    await device.page.clock.install();
    await goto(device.page, BOOK);
    // The stretch opened (its draft kept) before the forty seconds pass: on a busy machine the reading log could start
    // after them, and a stretch of under two seconds is not worth sending, so nothing ever reached the outbox.
    await expect.poll(async () => (await draft(device.page))?.pagesSeen).toEqual([0]);
    await device.page.clock.fastForward('00:40');
    await turnPages(device.page, 3);
    // The outbox is this test's path: its code, which loads after the page is drawn, is in before the network goes
    // (the next test is a stretch that ends before it came). On a busy machine it once came after.
    await sendingCodeLoaded(device.page, (await sendingCode).url());
    await device.context.setOffline(true);
    // The child puts the tablet down, and the stretch waits on the device.
    await hide(device.page);
    // Waiting in the outbox, not only its database there (the page opens it on load): the network comes back only
    // once the stretch is stored, or nothing would be there to send until the half-minute retry. Stored means also
    // not sent and no longer a draft; each is in what a failure shows, so it says where the stretch went (once in CI
    // the outbox stayed empty for the whole wait, and neither the clock, the sending code nor the hiding explains it).
    await expect
      .poll(async () => ({
        waiting: await savesWaitingOnDevice(device.page),
        posts: [...posts],
        draft: (await draft(device.page)) ?? null,
        warnings: [...warnings],
      }))
      .toEqual({ waiting: 1, posts: [], draft: null, warnings: [] });

    await device.context.setOffline(false);
    await expect.poll(() => posts).toEqual([201]);
    // Reloading sends nothing more: the stretch left the device once stored.
    await device.page.reload();
    await device.page.clock.runFor(1000);
    const summary = await (await request.get('/api/family-progress', { headers: familyHeaders(code) })).json();
    expect(summary.children).toHaveLength(1);
    expect(summary.children[0].books[0]).toMatchObject({ bookId: 'forest-adventure', pagesSeen: [0, 1, 2, 3], lastPage: 3 });
    expect(summary.children[0].books[0].seconds).toBeGreaterThanOrEqual(40);
    expect(posts).toEqual([201]);
  } finally {
    await device.context.close();
  }
});

test('a reading session that ends offline before the sending code came is sent when the network returns', systemTier, async ({ browser, request }) => {
  const code = newFamilyCode();
  const device = await deviceWithCode(browser, code, '새봄');
  try {
    const posts = readingPosts(device.page);
    // A slow phone: the sending code's first download hangs until the network is gone, then fails.
    let networkGone = () => {};
    const gone = new Promise<void>((resolve) => (networkGone = resolve));
    let downloads = 0;
    await device.page.route(/send-progress-/, async (route) => {
      if (downloads++ > 0) return route.continue();
      await gone;
      await route.abort('internetdisconnected');
    });
    // Vite's event for a dynamic import that failed; the page's own handlers of that failure have run by the next task.
    await device.page.addInitScript(() =>
      window.addEventListener('vite:preloadError', () => {
        const next = new MessageChannel();
        next.port1.onmessage = () => document.documentElement.setAttribute('data-sending-code-failed', '');
        next.port2.postMessage(null);
      }),
    );
    await device.page.clock.install();
    await goto(device.page, BOOK);
    // The stretch opened before the half-minute passes (see the test above).
    await expect.poll(async () => (await draft(device.page))?.pagesSeen).toEqual([0]);
    await device.page.clock.fastForward('00:30');
    await turnPages(device.page, 2);
    await device.context.setOffline(true);
    await hide(device.page);
    networkGone();
    await expect(device.page.locator('html[data-sending-code-failed]')).toHaveCount(1);
    expect(posts).toEqual([]);

    await device.context.setOffline(false);
    await expect.poll(() => posts).toEqual([201]);
    const summary = await (await request.get('/api/family-progress', { headers: familyHeaders(code) })).json();
    expect(summary.children[0].books[0]).toMatchObject({ bookId: 'forest-adventure', pagesSeen: [0, 1, 2], lastPage: 2 });
    expect(summary.children[0].books[0].seconds).toBeGreaterThanOrEqual(30);
  } finally {
    await device.context.close();
  }
});

test('a delete on one device clears the child from a second device’s chooser, history and shelf once it is online', async ({ browser, request }) => {
  const code = newFamilyCode();
  const today = new Date().toISOString().slice(0, 10);
  for (const [bookId, finished] of [
    ['charlotte-birthday', true],
    ['forest-adventure', false],
  ] as const) {
    const res = await request.post('/api/reading-events', {
      headers: familyHeaders(code),
      data: {
        childName: '하나',
        bookId,
        day: today,
        pageCount: 10,
        pagesSeen: [0, 1, 2],
        lastPage: finished ? 10 : 2,
        finished,
        seconds: 300,
        readAloud: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  const quiz = await request.post('/api/quiz-scores', {
    headers: familyHeaders(code),
    data: {
      playerName: '하나',
      score: 9,
      totalQuestions: 10,
      accuracy: 90,
      timeTaken: 40,
      questions: [
        { question: '3 × 4', correctAnswer: 12, userAnswer: 13, isCorrect: false, timeSpent: 4 },
        ...Array.from({ length: 9 }, () => ({ question: '2 × 2', correctAnswer: 4, userAnswer: 4, isCorrect: true, timeSpent: 2 })),
      ],
    },
  });
  expect(quiz.status()).toBe(201);
  const deviceKept = (page: Page) =>
    page.evaluate(() => ({
      history: Object.keys(JSON.parse(localStorage.getItem('iyagi.times-tables.history') ?? '{}') as object),
      place: localStorage.getItem('iyagi:reader:page:forest-adventure'),
    }));

  const a = await deviceWithCode(browser, code);
  const b = await deviceWithCode(browser, code, '하나');
  try {
    // Device B: 하나 plays here. Her shelf, her sticker, and what the device kept of her (answers for practice, her page).
    await goto(b.page, '/stories');
    await expect(b.page.locator('[data-who-is-playing]').getByRole('button', { name: '하나' })).toHaveAttribute('aria-pressed', 'true');
    await expect(b.page.locator('[data-continue]')).toBeVisible();
    await expect(b.page.locator('[data-finished-sticker]')).toHaveCount(1);
    await b.page.evaluate(() => {
      localStorage.setItem('iyagi.times-tables.history', JSON.stringify({ 하나: [[{ question: '3 × 4', isCorrect: false, timeSpent: 4 }]] }));
      localStorage.setItem('iyagi:reader:page:forest-adventure', '2');
    });
    await b.context.setOffline(true);

    // Device A deletes everything, and says what the other devices will do.
    await goto(a.page, '/quiz-scores');
    await a.page.getByRole('button', { name: '우리 기록 모두 지우기' }).click();
    await expect(a.page.getByRole('alertdialog')).toContainText('다른 기기에서는 다음에 인터넷에 연결될 때 사라져요');
    await a.page.getByRole('button', { name: '모두 지우기', exact: true }).click();
    await expect(a.page.locator('[data-reading-report]')).toContainText('아직 읽기 기록이 없어요');

    // B comes back online: its first read of the family forgets her everywhere on the device.
    await b.context.setOffline(false);
    await goto(b.page, '/stories');
    const chooser = b.page.locator('[data-who-is-playing]');
    await expect(chooser.getByRole('button', { name: /새 친구/ })).toBeVisible();
    await expect(chooser.getByRole('button', { name: '하나' })).toHaveCount(0);
    await expect(b.page.locator('[data-continue]')).toHaveCount(0);
    await expect(b.page.locator('[data-finished-sticker]')).toHaveCount(0);
    await expect.poll(() => deviceKept(b.page)).toEqual({ history: [], place: null });
    await goto(b.page, '/quiz-scores');
    await expect(b.page.getByText('아직 퀴즈 기록이 없어요')).toBeVisible();
    await expect(b.page.locator('[data-child-reading]')).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('before its scripts run, the quiz shows the name box only on a device with no family code (nothing to take away later)', async ({ browser }) => {
  for (const withCode of [true, false]) {
    const { context, page } = withCode ? await deviceWithCode(browser, newFamilyCode()) : await freshDevice(browser);
    try {
      const release = await openWithScriptsHeld(page, '/multiplication-table');
      const nameBox = page.locator('[data-quiz-name-box]');
      await expect(nameBox).toHaveCount(1);
      if (withCode) await expect(nameBox).toBeHidden();
      else await expect(nameBox).toBeVisible();
      release();
      await waitForHydration(page);
      await expect(nameBox).toHaveCount(withCode ? 0 : 1);
    } finally {
      await context.close();
    }
  }
});

test('before its scripts run, the score report shows a fresh device what it can do, and a family device a spinner (nothing swapped in later)', async ({
  browser,
}) => {
  for (const withCode of [true, false]) {
    const { context, page } = withCode ? await deviceWithCode(browser, newFamilyCode()) : await freshDevice(browser);
    try {
      const release = await openWithScriptsHeld(page, '/quiz-scores');
      const freshCard = page.getByRole('heading', { name: '이 기기에는 아직 볼 수 있는 기록이 없어요', includeHidden: true });
      const spinner = page.getByRole('status', { includeHidden: true }).filter({ hasText: '퀴즈 기록을 불러오고 있어요' });
      await expect(freshCard).toHaveCount(1);
      await expect(spinner).toHaveCount(1);
      await expect(withCode ? spinner : freshCard).toBeVisible();
      await expect(withCode ? freshCard : spinner).toBeHidden();
      release();
      await waitForHydration(page);
      await expect(freshCard).toHaveCount(withCode ? 0 : 1);
      if (!withCode) await expect(freshCard).toBeVisible();
      await expect(spinner).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});

test("the quiz asks who is playing with the family's names, remembers the child on the device, switches in one tap and adds someone new", async ({
  browser,
  request,
}) => {
  const code = newFamilyCode();
  for (const childName of ['하나', '두리']) {
    const res = await request.post('/api/game-progress', { headers: familyHeaders(code), data: { childName, game: 'adventure', level: 1, score: 50 } });
    expect(res.status()).toBe(200);
  }
  const device = await deviceWithCode(browser, code);
  const { page } = device;
  try {
    await page.clock.install();
    await goto(page, '/multiplication-table');
    const chooser = page.locator('[data-who-is-playing]');
    await expect(chooser.getByRole('heading', { name: /누가 하나요\? Who's playing\?/ })).toBeVisible();
    await expect(page.getByLabel('이름', { exact: true })).toHaveCount(0);
    const start = page.getByRole('button', { name: /퀴즈 시작/ });
    await expect(start).toBeDisabled();
    await chooser.getByRole('button', { name: '하나' }).click();
    await expect(start).toBeEnabled();
    // One tap switches.
    await chooser.getByRole('button', { name: '두리' }).click();
    await expect(chooser.getByRole('button', { name: '두리' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chooser.getByRole('button', { name: '하나' })).toHaveAttribute('aria-pressed', 'false');

    await start.click();
    for (let i = 0; i < 10; i++) {
      await expect(page.getByText(`문제 ${i + 1} / 10`)).toBeVisible();
      const [a, b] = ((await page.getByTestId('quiz-question').innerText()).match(/\d+/g) ?? []).map(Number) as [number, number];
      await page.getByLabel('답', { exact: true }).fill(String(a * b));
      await page.getByLabel('답', { exact: true }).press('Enter');
      await page.clock.runFor(1500);
    }
    await expect(page.getByRole('heading', { name: '두리의 퀴즈 결과' })).toBeVisible({ timeout: 20_000 });
    const scores = await request.get(`/api/quiz-scores/${encodeURIComponent('두리')}`, { headers: familyHeaders(code) });
    expect(await scores.json()).toEqual([expect.objectContaining({ playerName: '두리', score: 10 })]);

    // The device remembers the child: the library's shelf is hers, and the quiz still knows her after a reload.
    await goto(page, '/stories');
    await expect(page.getByRole('heading', { name: /두리의 책장/ })).toBeVisible();
    await goto(page, '/multiplication-table');
    await expect(chooser.getByRole('button', { name: '두리' })).toHaveAttribute('aria-pressed', 'true');
    await expect(start).toBeEnabled();

    // Someone new joins from the quiz.
    await chooser.getByRole('button', { name: /새 친구/ }).click();
    await chooser.getByLabel(/이름/).fill('세나');
    await chooser.getByRole('button', { name: /추가/ }).click();
    await expect(chooser.getByRole('button', { name: '세나' })).toHaveAttribute('aria-pressed', 'true');
    await expect(start).toBeEnabled();
  } finally {
    await device.context.close();
  }
});

test('with no family code the library, the book and the games ask nothing and send nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(reading-events|game-progress|family-progress)/.test(r.url())) sent.push(r.url());
  });
  await goto(page, '/stories');
  await expect(page.getByRole('heading', { name: '어떤 이야기를 읽어 볼까요?' })).toBeVisible();
  await goto(page, BOOK);
  await page.getByRole('button', { name: 'Next page' }).click();
  await goto(page, '/games');
  await expect(page.locator('[data-who-is-playing]')).toHaveCount(0);
  expect(sent).toEqual([]);
});
