import { expect, systemTier, test, type Page } from './test';
import { firstSpeechWasInTap, stubSpeech, spokenSoFar } from './speech-stub';

/**
 * What the first Christmas page says, written out by hand from the book (not read from the code that speaks
 * it): the narration, then each bubble. The Korean is the page's own translation, so a missing one fails.
 */
const firstPageSays = {
  en: [
    'Snow fell all night long. By morning, the street was white all the way to Grandma and Grandpa’s house. Charlotte, her little brother Leo and Biscuit ran out with their sled.',
    'Snow! Real snow!',
    'Six more days until Christmas!',
  ],
  ko: [
    '밤새 눈이 펑펑 내렸어요. 아침이 되자 할머니 할아버지 댁까지 가는 길이 온통 하얘졌어요. 샬럿과 남동생 레오는 강아지 비스킷과 함께 썰매를 끌고 뛰어나갔어요.',
    '눈이다! 진짜 눈이야!',
    '여섯 밤만 자면 크리스마스야!',
  ],
};

async function open(page: Page) {
  await page.goto('/book/charlotte-christmas');
  await page.waitForLoadState('networkidle');
}

test.use({ viewport: { width: 390, height: 844 } });

test('read to me says the narration, then each bubble, lighting up each word as it is said', async ({ page }) => {
  await stubSpeech(page, { wordMs: 120 });
  await open(page);
  await page.getByRole('button', { name: 'Read to me' }).click();
  const mark = page.locator('main mark[aria-current="true"]');
  await expect(mark).toBeVisible();
  const first = await mark.textContent();
  await expect.poll(() => mark.textContent()).not.toBe(first);
  await expect(page.getByRole('button', { name: 'Read to me' })).toBeVisible({ timeout: 30_000 });
  const spoken = await spokenSoFar(page);
  expect(spoken.map((s) => s.text)).toEqual(firstPageSays.en);
  expect(spoken.every((s) => s.lang.startsWith('en'))).toBe(true);
  // iOS WebKit speaks only if speech was started within the tap, before the speech code and voices load.
  expect(await firstSpeechWasInTap(page)).toBe(true);
});

test('the voice language is chosen apart from the text language', systemTier, async ({ page }) => {
  await stubSpeech(page, { wordMs: 10 });
  await open(page);
  await page.locator('[data-reader-toolbar] summary').click();
  await page.getByRole('group', { name: 'Voice' }).getByRole('button', { name: '한국어' }).click();
  // The text stays English.
  await expect(page.getByRole('group', { name: 'Text' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Read to me' }).click();
  await expect.poll(async () => (await spokenSoFar(page)).length).toBe(firstPageSays.ko.length);
  const spoken = await spokenSoFar(page);
  expect(spoken.map((s) => s.text)).toEqual(firstPageSays.ko);
  expect(spoken.map((s) => s.lang.slice(0, 2))).toEqual(['ko', 'ko', 'ko']);
  await page.reload();
  await page.locator('[data-reader-toolbar] summary').click();
  await expect(page.getByRole('group', { name: 'Voice' }).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
});

test('tapping a word says that word alone', systemTier, async ({ page }) => {
  await stubSpeech(page);
  await open(page);
  await page.locator('main li').getByText('Snow!', { exact: true }).first().click();
  await expect.poll(async () => (await spokenSoFar(page)).map((s) => s.text)).toEqual(['Snow!']);
});

test('reading the whole book turns the page when a page is done, and pauses on request', systemTier, async ({ page }) => {
  await stubSpeech(page, { wordMs: 15 });
  await open(page);
  await page.getByRole('button', { name: 'Read the whole book' }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Go on' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Read to me' })).toBeVisible();
});

test('with no device voice, the server’s recorded voice plays and the highlight follows it', systemTier, async ({ page }) => {
  await stubSpeech(page, { voices: [] });
  const clips: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tts/story/')) clips.push(new URL(request.url()).pathname);
  });
  await open(page);
  await page.getByRole('button', { name: 'Read to me' }).click();
  const mark = page.locator('main mark[aria-current="true"]');
  await expect(mark).toBeVisible({ timeout: 20_000 });
  const first = await mark.textContent();
  await expect.poll(() => mark.textContent(), { timeout: 20_000 }).not.toBe(first);
  expect(clips).toContain('/api/tts/story/charlotte-christmas/c1-p1/text');
  expect(clips).toContain('/api/tts/story/charlotte-christmas/c1-p1/text/audio');
  expect(await spokenSoFar(page)).toEqual([]);
});
