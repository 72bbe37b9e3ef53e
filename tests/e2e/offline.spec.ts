import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { chromium, expect, systemTier, test, waitForHydration, type BrowserContext, type Page } from './test';
import { books } from '../../src/content/stories/shelf-books';
import { chromiumLaunchOptions } from './chromium';
import { familyHeaders, newFamilyCode } from './family-code';

test.use({ serviceWorkers: 'allow' });
// One test changes the served worker script, as a deployment would; the others must not see it mid-way.
test.describe.configure({ mode: 'serial' });

/** One visit, then wait until the offline worker has precached everything and controls the page. */
async function installOffline(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** A child's quiz list read through the page, so the offline worker answers it: the names it holds, or null when nothing answers. */
async function childListOnDevice(page: Page, code: string, name: string): Promise<string[] | null> {
  return page.evaluate(
    async ({ url, headers }) => {
      try {
        const res = await fetch(url, { headers });
        return res.ok ? ((await res.json()) as Array<{ playerName: string }>).map((r) => r.playerName) : null;
      } catch {
        return null;
      }
    },
    { url: `/api/quiz-scores/${encodeURIComponent(name)}`, headers: familyHeaders(code) },
  );
}

/** The family's whole quiz list read through the page (the offline worker answers it offline): its names, or [] when nothing answers. */
async function listOnDevice(page: Page, code: string): Promise<string[]> {
  return page.evaluate(async (headers) => {
    try {
      const res = await fetch('/api/quiz-scores?limit=100', { headers });
      return res.ok ? ((await res.json()) as Array<{ playerName: string }>).map((r) => r.playerName) : [];
    } catch {
      return [];
    }
  }, familyHeaders(code));
}

/** Addresses workbox-expiration still keeps for a family's reads (IndexedDB), by the digest the worker keys them with. */
async function expirationRowsOf(page: Page, code: string): Promise<string[]> {
  const digest = createHash('sha256')
    .update(Object.values(familyHeaders(code))[0]!)
    .digest('hex');
  return page.evaluate(async (digest) => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'workbox-expiration')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('workbox-expiration');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<Array<{ url: string }>>((resolve, reject) => {
      const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
      all.onsuccess = () => resolve(all.result as Array<{ url: string }>);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return rows.map((row) => row.url).filter((url) => new URL(url).searchParams.get('family') === digest);
  }, digest);
}

/**
 * Chromium 150 under Playwright forgets its emulated offline state for `navigator.onLine` in each new
 * document (requests still fail), while a real offline device reports it on every page. Setting the
 * emulation again on the document the test is looking at gives it what a real device would; nothing is
 * in flight between the two calls, the page having loaded.
 */
async function stillOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** A valid save: `score` right answers out of ten, the rest answered wrong. */
const oneScore = (playerName: string, score = 10) => ({
  playerName,
  score,
  totalQuestions: 10,
  accuracy: score * 10,
  timeTaken: 30,
  questions: Array.from({ length: 10 }, (_, i) => ({ question: '2 × 2', correctAnswer: 4, userAnswer: i < score ? 4 : 5, isCorrect: i < score, timeSpent: 3 })),
});

/** Every page, book and game opened offline, with its pictures from the device, then an unknown address. */
async function visitsOffline(page: Page, context: BrowserContext) {
  const visits: Array<[string, RegExp | string]> = [
    ['/', '이야기'],
    ['/stories', /Stories|이야기/],
    ['/multiplication-table', '구구단 연습하고 퀴즈 풀기'],
    ['/adventure-game', /.+/],
    ...books.map((b): [string, string] => [`/book/${b.story.id}`, b.story.title]),
  ];
  for (const [path, heading] of visits) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
    // Pictures come from the device, not the network (the adventure's heroes from its icon sheet).
    if (path.startsWith('/book/') || path === '/adventure-game')
      await expect
        .poll(
          () =>
            page
              .locator('main img')
              .first()
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          { message: path },
        )
        .toBe(true);
  }
  await stillOffline(context);
  await expect(page.getByRole('status').filter({ hasText: '오프라인이에요' })).toBeVisible();

  await page.goto('/no/such/page');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
}

test('after one visit Chromium finds the site installable, and every page, book and game opens with the network off', systemTier, async ({ baseURL }) => {
  test.setTimeout(150_000);
  // Test contexts are incognito, where nothing installs; a profile on disk is a family's browser.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installOffline(page);
    // What Chrome asks of an installable site: a manifest with its icons, and a worker that answers offline.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: { sizes: string }[]; display: string; start_url: string };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await context.setOffline(true);
    await visitsOffline(page, context);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('a story clip answers byte ranges through the worker, online and from its cache offline', systemTier, async ({ page, context }) => {
  await installOffline(page);
  const audio = '/api/tts/story/charlotte-christmas/c1-p1/text/audio?lang=en';
  const ask = (range?: string) =>
    page.evaluate(
      async ({ url, range }) => {
        const res = await fetch(url, range ? { headers: { range } } : {});
        return { status: res.status, contentRange: res.headers.get('content-range'), bytes: (await res.arrayBuffer()).byteLength };
      },
      { url: audio, range },
    );
  const online = await ask('bytes=0-1');
  expect(online).toMatchObject({ status: 206, bytes: 2, contentRange: expect.stringMatching(/^bytes 0-1\/\d+$/) });
  const size = Number(online.contentRange!.split('/')[1]);

  await context.setOffline(true);
  expect(await ask('bytes=0-1')).toEqual({ status: 206, bytes: 2, contentRange: `bytes 0-1/${size}` });
  expect(await ask(`bytes=${size - 10}-`)).toEqual({ status: 206, bytes: 10, contentRange: `bytes ${size - 10}-${size - 1}/${size}` });
  expect(await ask()).toEqual({ status: 200, bytes: size, contentRange: null });
});

test('the score report shows the last records it read while offline, and says so', systemTier, async ({ page, context, request }) => {
  const code = newFamilyCode();
  await request.post('/api/quiz-scores', { headers: familyHeaders(code), data: oneScore('기차') });
  await installOffline(page);
  await page.goto(`/quiz-scores#code=${code}`);
  await expect(page.getByTestId('quiz-record')).toHaveText([/기차/]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('quiz-record')).toHaveText([/기차/]);
  await stillOffline(context);
  await expect(page.getByRole('status').filter({ hasText: '오프라인이에요' })).toBeVisible();
});

test('after “우리 기록 모두 지우기” the device offline no longer holds the deleted records', systemTier, async ({ page, context, request }) => {
  const code = newFamilyCode();
  for (const name of ['지울아이', '지울친구'])
    expect((await request.post('/api/quiz-scores', { headers: familyHeaders(code), data: oneScore(name) })).status()).toBe(201);
  await installOffline(page);
  await page.goto(`/quiz-scores#code=${code}`);
  await expect(page.getByTestId('quiz-record')).toHaveCount(2);
  // Choosing a child reads that child's own list, which the worker keeps for offline too.
  const children = page.getByRole('group', { name: '누구의 기록을 볼까요?' });
  await children.getByRole('button', { name: '지울아이' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveText([/지울아이/]);
  await children.getByRole('button', { name: '전체' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveCount(2);

  const namesAChild = (url: string) => /^\/api\/quiz-scores\/[^/]+$/.test(new URL(url).pathname);
  expect((await expirationRowsOf(page, code)).filter(namesAChild)).not.toEqual([]);

  await page.getByRole('button', { name: '우리 기록 모두 지우기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '모두 지우기' }).click();
  await expect(page.getByText('기록을 모두 지웠어요', { exact: true })).toBeVisible();
  // The page, still holding the code, reads the family's now empty lists again; no kept address names a child.
  await expect.poll(async () => (await expirationRowsOf(page, code)).filter(namesAChild)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await stillOffline(context);
  await expect(page.getByRole('status').filter({ hasText: '오프라인이에요' })).toBeVisible();
  await expect(page.getByTestId('quiz-record')).toHaveCount(0);
  expect(await childListOnDevice(page, code, '지울아이')).toBeNull();
});

test(
  'records deleted on another device no longer show on this one offline, once any answer says they changed',
  systemTier,
  async ({ page, context, request }) => {
    const code = newFamilyCode();
    expect((await request.post('/api/quiz-scores', { headers: familyHeaders(code), data: oneScore('또할아이', 10) })).status()).toBe(201);
    // Device B reads the child's own list, which its worker keeps.
    await installOffline(page);
    await page.goto(`/quiz-scores#code=${code}`);
    await page.getByRole('group', { name: '누구의 기록을 볼까요?' }).getByRole('button', { name: '또할아이' }).click();
    await expect(page.getByTestId('quiz-record')).toHaveText([/또할아이/]);
    // Device A deletes every record of the family.
    expect((await request.delete('/api/quiz-scores', { headers: familyHeaders(code) })).status()).toBe(200);
    // The child plays again on B, online: the save goes through B's worker.
    const saved = await page.evaluate(
      async ({ headers, body }) =>
        (await fetch('/api/quiz-scores', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
      { headers: familyHeaders(code), body: oneScore('또할아이', 3) },
    );
    expect(saved).toBe(201);

    await context.setOffline(true);
    const scores = await page.evaluate(
      async ({ url, headers }) => {
        try {
          const res = await fetch(url, { headers });
          return res.ok ? ((await res.json()) as Array<{ score: number }>).map((r) => r.score) : null;
        } catch {
          return null;
        }
      },
      { url: `/api/quiz-scores/${encodeURIComponent('또할아이')}`, headers: familyHeaders(code) },
    );
    // Nothing kept, or only the new record: never the deleted one (score 10).
    expect(scores ?? []).not.toContain(10);
  },
);

test(
  'a fresh read of the family’s progress on any page drops the report it kept, once another device deleted everything',
  systemTier,
  async ({ page, context, request }) => {
    const code = newFamilyCode();
    expect((await request.post('/api/quiz-scores', { headers: familyHeaders(code), data: oneScore('남은아이', 7) })).status()).toBe(201);
    // Device B opens the report: its worker keeps the family's list and its progress (the reading section reads it).
    await installOffline(page);
    const progressRead = page.waitForResponse((r) => r.url().includes('/api/family-progress'));
    await page.goto(`/quiz-scores#code=${code}`);
    await expect(page.getByTestId('quiz-record')).toHaveText([/남은아이/]);
    await progressRead;
    // Device A deletes every record of the family.
    expect((await request.delete('/api/quiz-scores', { headers: familyHeaders(code) })).status()).toBe(200);
    // B, online, opens only the library: its progress read (no validator) now says the family is empty. That read, not
    // one the report page sent before the delete and heard back after it (its two parts each read the progress): such a
    // late answer's body is gone once the page navigates away, so it is not the one waited for.
    const fresh = page.waitForResponse(async (r) => {
      if (!r.url().includes('/api/family-progress')) return false;
      const body = (await r.json().catch(() => null)) as { children: unknown[] } | null;
      return body?.children.length === 0;
    });
    await page.goto('/stories');
    await fresh;

    await context.setOffline(true);
    await expect.poll(() => listOnDevice(page, code)).not.toContain('남은아이');
    await page.goto('/quiz-scores');
    await stillOffline(context);
    await expect(page.getByTestId('quiz-record')).toHaveCount(0);
  },
);

test('a code taken off this device leaves no records of it offline, and another code’s records stay', systemTier, async ({ page, context, request }) => {
  const forgotten = newFamilyCode();
  const kept = newFamilyCode();
  expect((await request.post('/api/quiz-scores', { headers: familyHeaders(forgotten), data: oneScore('뺄아이') })).status()).toBe(201);
  expect((await request.post('/api/quiz-scores', { headers: familyHeaders(kept), data: oneScore('남을아이') })).status()).toBe(201);
  await installOffline(page);
  await page.goto(`/quiz-scores#code=${kept}`);
  await expect(page.getByTestId('quiz-record')).toHaveText([/남을아이/]);
  await page.goto(`/quiz-scores#code=${forgotten}`);
  await expect(page.getByTestId('quiz-record')).toHaveText([/뺄아이/]);
  const children = page.getByRole('group', { name: '누구의 기록을 볼까요?' });
  await children.getByRole('button', { name: '뺄아이' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveText([/뺄아이/]);

  expect(await expirationRowsOf(page, forgotten)).not.toEqual([]);
  await page.getByRole('button', { name: '이 기기에서 코드 빼기' }).click();
  await expect(page.getByTestId('family-code').first()).toHaveText(kept);
  await expect.poll(() => expirationRowsOf(page, forgotten)).toEqual([]);
  await expect(page.getByTestId('quiz-record')).toHaveText([/남을아이/]);

  await context.setOffline(true);
  // The other code's records still open offline, and only its own.
  await page.reload();
  await stillOffline(context);
  await expect(page.getByRole('status').filter({ hasText: '오프라인이에요' })).toBeVisible();
  await expect(page.getByTestId('quiz-record')).toHaveText([/남을아이/]);
  // The forgotten code, even opened again by its link, finds nothing on the device until the network is back.
  await page.goto(`/quiz-scores#code=${forgotten}`);
  // At the latest when the read gives up (READ_TIMEOUT_MS): an emulated offline worker may hang rather than fail.
  await expect(page.getByText('기록을 불러오지 못했어요', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('quiz-record')).toHaveCount(0);
  expect(await childListOnDevice(page, forgotten, '뺄아이')).toBeNull();
});

test('a new deployment is offered with a quiet “새 버전이 있어요” and a reload button', systemTier, async ({ page }) => {
  await installOffline(page);
  // A changed worker script on the server is a new version, as after a deployment.
  // The build keeps brotli and gzip copies beside each file, and those are what the server sends: a
  // deployment brings all three.
  const served = path.join(process.env.BUILD_DIR || 'build', 'client', 'sw.js');
  const copies = [served, `${served}.br`, `${served}.gz`].filter((file) => fs.existsSync(file));
  const originals = copies.map((file) => fs.readFileSync(file));
  const next = Buffer.from(`${fs.readFileSync(served, 'utf8')}\n// the next deployment`);
  for (const file of copies) fs.writeFileSync(file, file.endsWith('.br') ? zlib.brotliCompressSync(next) : file.endsWith('.gz') ? zlib.gzipSync(next) : next);
  try {
    // The home page runs no bundle (decision 061): the offer comes on the first page that runs the app.
    await page.goto('/stories');
    const toast = page.getByText('새 버전이 있어요', { exact: true });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '새로 고치기' }).click();
    await reloaded;
    await expect(page.getByText('새 버전이 있어요')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).toBeNull();
  } finally {
    copies.forEach((file, i) => fs.writeFileSync(file, originals[i]!));
  }
});

test('where the browser offers to install the site, the home page shows a small hint that can be turned down', systemTier, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '오늘은 어떤 이야기를 만나 볼까요?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '이야기를 앱처럼 설치해 보세요' })).toHaveCount(0);
  // The hint comes late (when Chrome decides the site is installable): it must not push down what a child reads.
  // Layout offsets, not the on-screen box: the home page's entrance animation moves sections by transform for a moment.
  const featuredTop = () =>
    page.getByRole('heading', { name: '이번 주 추천 그림책' }).evaluate((heading: HTMLElement) => {
      let top = 0;
      for (let at: HTMLElement | null = heading; at; at = at.offsetParent as HTMLElement | null) top += at.offsetTop;
      return top;
    });
  const before = await featuredTop();
  // Chrome's own offer, as it arrives on a device that meets its install rules.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByRole('heading', { name: '이야기를 앱처럼 설치해 보세요' })).toBeVisible();
  expect(await featuredTop()).toBe(before);
  await page.getByRole('button', { name: '괜찮아요' }).click();
  await expect(page.getByRole('heading', { name: '이야기를 앱처럼 설치해 보세요' })).toHaveCount(0);
  await page.reload();
  await page.evaluate(() =>
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt'), { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) }),
    ),
  );
  await expect(page.getByRole('heading', { name: '이야기를 앱처럼 설치해 보세요' })).toHaveCount(0);
});
