import { expect, systemTier, test, type Page } from './test';
import { firstSpeechWasInTap, stubSpeech, spokenSoFar } from './speech-stub';
import { books } from '../../src/content/stories/shelf-books';

/**
 * What the first Christmas page says, written out by hand from the book (not read from the code that speaks
 * it): the narration, then each bubble led by who says it. The Korean is the page's own translation, so a missing one fails.
 */
const firstPageSays = {
  en: [
    'Snow fell all night long. By morning, the street was white all the way to Grandma and Grandpa’s house. Charlotte, her little brother Leo and Biscuit ran out with their sled.',
    'Leo',
    'Snow! Real snow!',
    'Charlotte',
    'Six more days until Christmas!',
  ],
  ko: [
    '밤새 눈이 펑펑 내렸어요. 아침이 되자 할머니 할아버지 댁까지 가는 길이 온통 하얘졌어요. 샬럿과 남동생 레오는 강아지 비스킷과 함께 썰매를 끌고 뛰어나갔어요.',
    '레오',
    '눈이다! 진짜 눈이야!',
    '샬럿',
    '여섯 밤만 자면 크리스마스야!',
  ],
};

const PREFS_KEY = 'iyagi:reader:prefs';

/** Records the language of every word lit while reading: a highlight too quick to catch on screen still counts. */
async function recordLitWords(page: Page) {
  await page.addInitScript(() => {
    const lit: string[] = [];
    (window as unknown as { __lit: string[] }).__lit = lit;
    new MutationObserver((changes) => {
      // The mark may be gone by now (the next word lit): its language is where it was put.
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.matches('mark[aria-current="true"]'))
            lit.push((change.target as Element).closest('[lang]')?.getAttribute('lang') ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
}
const litSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __lit: string[] }).__lit);

/** The read-aloud controls of whichever mode the book opened in: page mode's row, or scroll mode's bar. */
const readAloud = (page: Page) => page.locator('[data-page-controls], [data-read-aloud-bar]');

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

test('the voice follows the text shown, unless a parent chooses one on purpose, and the page says which voice reads', systemTier, async ({ page }) => {
  await stubSpeech(page, { wordMs: 10 });
  await open(page);
  const voice = page.locator('[data-voice-choice]');
  await expect(voice.locator('summary')).toHaveAccessibleName('Voice: English');
  // Korean text: the voice reads Korean, and says so.
  await page.getByRole('group', { name: 'Text' }).getByRole('button', { name: '한국어' }).click();
  await expect(voice.locator('summary')).toHaveAccessibleName('목소리: 한국어');
  await page.getByRole('button', { name: '읽어 주세요', exact: true }).click();
  await expect.poll(async () => (await spokenSoFar(page)).length).toBe(firstPageSays.ko.length);
  expect((await spokenSoFar(page)).map((s) => s.text)).toEqual(firstPageSays.ko);
  // A parent chooses the Korean voice for the English text, on purpose: it stays, also after a reload.
  await page.getByRole('group', { name: '글' }).getByRole('button', { name: 'English' }).click();
  await expect(voice.locator('summary')).toHaveAccessibleName('Voice: English');
  await voice.locator('summary').click();
  await voice.getByRole('group', { name: 'Voice' }).getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('group', { name: 'Text' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(voice.locator('summary')).toHaveAccessibleName('Voice: 한국어');
  await page.reload();
  await expect(voice.locator('summary')).toHaveAccessibleName('Voice: 한국어');
  await page.getByRole('button', { name: 'Read to me' }).click();
  await expect.poll(async () => (await spokenSoFar(page)).length).toBe(firstPageSays.ko.length);
  expect((await spokenSoFar(page)).map((s) => s.lang.slice(0, 2))).toEqual(firstPageSays.ko.map(() => 'ko'));
  // And back to following the text.
  await voice.locator('summary').click();
  await voice.getByRole('button', { name: 'Same as the text' }).click();
  await expect(voice.locator('summary')).toHaveAccessibleName('Voice: English');
});

test.describe('on a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first view reads aloud in the language shown, says who speaks, lights each word and says a tapped one', async ({ page }) => {
    await stubSpeech(page, { wordMs: 60 });
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ text: 'ko' })), PREFS_KEY);
    await open(page);
    // Scroll mode, the desk's own, with the cover on screen: the read-aloud bar is in sight, and says which voice reads.
    const bar = page.locator('[data-read-aloud-bar]');
    await expect(bar.getByRole('button', { name: '읽어 주세요', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(bar.locator('[data-voice-choice] summary')).toHaveAccessibleName('목소리: 한국어');
    await bar.getByRole('button', { name: '읽어 주세요', exact: true }).click();
    const mark = page.locator('[data-reader-page="0"] [lang="ko"] mark[aria-current="true"]');
    await expect(mark).toBeVisible();
    // The word said is in sight: not under the bar, which floats over the bottom of the window.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const said = document.querySelector('mark[aria-current="true"]')?.getBoundingClientRect();
          const barTop = document.querySelector('[data-read-aloud-bar]')!.getBoundingClientRect().top;
          return said ? said.top >= 64 && said.bottom <= barTop : null;
        }),
      )
      .toBe(true);
    await expect(bar.getByRole('button', { name: '읽어 주세요', exact: true })).toBeVisible({ timeout: 30_000 });
    const spoken = await spokenSoFar(page);
    expect(spoken.map((s) => s.text)).toEqual(firstPageSays.ko);
    expect(spoken.every((s) => s.lang.startsWith('ko'))).toBe(true);
    await page
      .locator('[data-reader-page="1"] p[lang="ko"]')
      .first()
      .getByText(/둘은 눈사람을/)
      .click({ position: { x: 4, y: 12 } });
    await expect.poll(async () => (await spokenSoFar(page)).at(-1)?.text).toBe('둘은');
  });
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

test(
  'with no device voice, the server’s recorded voice plays and the highlight follows it; the page shows the first clip is coming',
  systemTier,
  async ({ page }) => {
    await stubSpeech(page, { voices: [] });
    const clips: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tts/story/')) clips.push(new URL(request.url()).pathname);
    });
    // The first clip is slow to come, as on a server that has not made it yet.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tts/story/*/c1-p1/text?*', async (route) => {
      await released;
      await route.continue();
    });
    await open(page);
    await page.getByRole('button', { name: 'Read to me' }).click();
    // Until it comes: the pause button turns, busy, and the narration is marked plainly (not a faint tint).
    await expect(page.locator('[data-page-controls] button[aria-busy="true"]')).toHaveAccessibleName('Pause');
    await expect(page.locator('[data-page-words] p span[aria-current="true"]').first()).toHaveClass(/animate-pulse/);
    release();
    await expect(page.locator('[data-page-controls] button[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const mark = page.locator('main mark[aria-current="true"]');
    await expect(mark).toBeVisible({ timeout: 20_000 });
    const first = await mark.textContent();
    await expect.poll(() => mark.textContent(), { timeout: 20_000 }).not.toBe(first);
    expect(clips).toContain('/api/tts/story/charlotte-christmas/c1-p1/text');
    expect(clips).toContain('/api/tts/story/charlotte-christmas/c1-p1/text/audio');
    expect(await spokenSoFar(page)).toEqual([]);
  },
);

const textChoices = ['en', 'ko', 'both'] as const;
for (const [screenIndex, { screen, viewport }] of [
  { screen: 'a phone', viewport: { width: 390, height: 844 } },
  { screen: 'a desk', viewport: { width: 1280, height: 800 } },
].entries()) {
  test(
    `on ${screen}, every book is read in the first language shown, lighting its words, in the mode it opens in, the text choices taken in turn`,
    systemTier,
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await stubSpeech(page, { wordMs: 5 });
      await recordLitWords(page);
      const wrong: string[] = [];
      // A page of the site to start from, for its storage: after it, each book's page is where the next one starts.
      await page.goto('/stories');
      // The books one after another, so a book never opens from itself: that is a reload, which keeps where the window
      // was scrolled to. One page load each (a stop at the library between books loaded a page more). Each book takes
      // the next text choice in turn, the two screens starting one apart: between them every choice is read in an
      // English and in a Korean book, and each screen reads every choice.
      for (const [bookIndex, b] of books.entries()) {
        const text = textChoices[(bookIndex + screenIndex) % textChoices.length]!;
        // A fresh device each time: the reading place the last run left would open the book past its first page.
        await page.evaluate(
          ([key, value]) => {
            localStorage.clear();
            sessionStorage.clear();
            localStorage.setItem(key, value);
          },
          [PREFS_KEY, JSON.stringify({ text })] as const,
        );
        await page.goto(b.story.route);
        const lang = text === 'both' ? (b.story.language === 'English' ? 'en' : 'ko') : text;
        await readAloud(page)
          .getByRole('button', { name: /^(Read to me|읽어 주세요)/ })
          .click();
        // Read to the end of the page: something said, and the reading over.
        await expect.poll(async () => (await spokenSoFar(page)).length).toBeGreaterThan(0);
        await expect(readAloud(page).getByRole('button', { name: /^(Stop|그만 읽기)/ })).toBeHidden({ timeout: 30_000 });
        const spoken = await spokenSoFar(page);
        const lit = await litSoFar(page);
        // The first page's words in that language, wherever this screen shows them.
        const shown = await page.locator(`:is([data-page-words], [data-reader-page="0"]):visible [lang="${lang}"]`).allTextContents();
        const label = `${b.story.id} in ${text}`;
        for (const said of spoken) {
          if (!said.lang.startsWith(lang)) wrong.push(`${label}: said in ${said.lang}: ${said.text.slice(0, 30)}`);
          else if (!shown.some((words) => words.includes(said.text))) wrong.push(`${label}: said what is not on screen: ${said.text.slice(0, 30)}`);
        }
        if (!lit.includes(lang) || lit.some((l) => l !== lang)) wrong.push(`${label}: lit words in ${[...new Set(lit)].join(', ') || 'nothing'}`);
      }
      expect(wrong).toEqual([]);
    },
  );
}
