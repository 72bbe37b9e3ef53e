import { expect, systemTier, test, waitForHydration, type Page } from './test';
import type { QuizScoreRecord } from '../../src/shared/quiz-score';
import { seriousAccessibilityViolations } from './accessibility';
import { familyHeaders, newFamilyCode, shownFamilyCode } from './family-code';
import { savesWaitingOnDevice } from './outbox-on-device';

const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Collects every alert the page raises, accepting it. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** Speech requests the page made, as "kind table×multiplier". */
function speechRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/tts\/(\w+)$/.exec(request.url());
    if (!match) return;
    const { table, multiplier } = request.postDataJSON() as { table: number; multiplier: number };
    seen.push(`${match[1]} ${table}×${multiplier}`);
  });
  return seen;
}

async function currentFactors(page: Page) {
  const text = await page.getByTestId('quiz-question').innerText();
  const [table, multiplier] = (text.match(/\d+/g) ?? []).map(Number);
  return { table: table!, multiplier: multiplier! };
}

async function answer(page: Page, value: number, how: 'enter' | 'button') {
  const box = page.getByLabel('답', { exact: true });
  await box.fill(String(value));
  if (how === 'enter') await box.press('Enter');
  else await page.getByRole('button', { name: '확인' }).click();
}

/** Answers all ten questions right with Enter, letting each answer's pause pass; `beforeAnswering(i)` runs first. */
async function answerEveryQuestionRight(page: Page, beforeAnswering?: (question: number) => Promise<void>) {
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`문제 ${i + 1} / 10`)).toBeVisible();
    const { table, multiplier } = await currentFactors(page);
    await beforeAnswering?.(i);
    await answer(page, table * multiplier, 'enter');
    await page.clock.runFor(1500);
  }
}

/** Time stands still from here on and moves only when the test runs it: on a busy machine, real seconds would run timers down while the checks wait. */
async function standClockStill(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

async function startQuiz(page: Page, name: string, { clockStill = false } = {}) {
  await page.clock.install();
  await page.goto('/multiplication-table');
  await expect(page.getByRole('tab', { name: '퀴즈 모드' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('이름').fill(name);
  if (clockStill) await standClockStill(page);
  await page.getByRole('button', { name: /퀴즈 시작/ }).click();
  await expect(page.getByText('문제 1 / 10')).toBeVisible();
}

test('a whole quiz: right and wrong answers and a timeout are stored as played', async ({ page }) => {
  const seenAlerts = alerts(page);
  const speech = speechRequests(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const name = uniqueName('구구단');

  await page.clock.install();
  await page.goto('/multiplication-table');
  const start = page.getByRole('button', { name: /퀴즈 시작/ });
  await expect(start).toBeDisabled();
  await page.getByLabel('이름').fill('   ');
  await start.click();
  await expect.poll(() => seenAlerts).toEqual(['이름을 입력해주세요!']);
  await page.getByLabel('이름').fill(name);
  await standClockStill(page);
  await start.click();

  const plan = ['right', 'right', 'wrong', 'right', 'timeout', 'right', 'wrong', 'right', 'right', 'right'] as const;
  const asked: string[] = [];
  for (const [i, outcome] of plan.entries()) {
    await expect(page.getByText(`문제 ${i + 1} / 10`)).toBeVisible();
    const { table, multiplier } = await currentFactors(page);
    asked.push(`${table} × ${multiplier}`);
    await expect(page.getByLabel('답', { exact: true })).toBeFocused();
    await expect.poll(() => speech, { timeout: 15_000 }).toContain(`question ${table}×${multiplier}`);

    if (i === 0) {
      await page.clock.runFor(7000);
      await expect(page.getByTestId('quiz-timer')).toHaveAttribute('data-tone', 'warning');
      await expect(page.getByTestId('quiz-timer')).toContainText('3초');
      await page.clock.runFor(1000);
      await expect(page.getByTestId('quiz-timer')).toHaveAttribute('data-tone', 'danger');
    }
    if (outcome === 'right') {
      await answer(page, table * multiplier, i % 2 ? 'button' : 'enter');
      await expect(page.getByText('정답! 🎉')).toBeVisible();
      await page.clock.runFor(1500);
    } else if (outcome === 'wrong') {
      await answer(page, table * multiplier + 1, 'button');
      await expect(page.getByText(`틀렸어요. 정답은 ${table * multiplier}입니다.`)).toBeVisible();
      await expect.poll(() => speech, { timeout: 15_000 }).toContain(`multiplication ${table}×${multiplier}`);
      await page.clock.runFor(4000);
    } else {
      await page.clock.runFor(10_000);
      // The product's timeout: the whole screen red, "시간 초과!" and the right equation three times, the answer spoken.
      const overlay = page.getByTestId('timeout-overlay');
      await expect(overlay).toContainText('시간 초과!');
      await expect(overlay.locator('li')).toHaveText(Array(3).fill(`${table} × ${multiplier} = ${table * multiplier}`));
      const box = await overlay.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
      await expect(page.getByLabel('답', { exact: true })).toBeDisabled();
      await expect.poll(() => speech.filter((s) => s === `multiplication ${table}×${multiplier}`).length, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.clock.runFor(4000);
      await expect(overlay).toBeHidden();
    }
  }

  // Saving is a real request to a server that may still be rendering speech: allow it time.
  await expect(page.getByRole('heading', { name: `${name}의 퀴즈 결과` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('7 / 10')).toBeVisible();
  await expect(page.getByText('70%')).toBeVisible();
  await expect(page.getByText(/아빠가 평가 페이지에서 확인할 수 있어요/)).toBeVisible();

  const code = await shownFamilyCode(page);
  const res = await page.request.get(`/api/quiz-scores/${encodeURIComponent(name)}`, { headers: familyHeaders(code) });
  const [record] = (await res.json()) as QuizScoreRecord[];
  expect(record).toMatchObject({ playerName: name, score: 7, totalQuestions: 10, accuracy: 70 });
  expect(record!.questions).toHaveLength(10);
  expect(record!.questions.map((q) => q.question)).toEqual(asked);
  // Ten different questions: none asked twice in one quiz.
  expect(new Set(asked).size).toBe(10);
  expect(record!.questions.map((q) => q.isCorrect)).toEqual(plan.map((o) => o === 'right'));
  for (const [i, q] of record!.questions.entries()) {
    const expected = plan[i] === 'right' ? q.correctAnswer : plan[i] === 'wrong' ? q.correctAnswer + 1 : null;
    expect(q.userAnswer, `question ${i + 1}`).toBe(expected);
  }
  expect(record!.questions[4]!.timeSpent).toBe(10);
  expect(warnings.filter((w) => /speech/.test(w))).toEqual([]);

  // The first save gave the device a family code: the quiz now asks who is playing, and remembers the name typed.
  await page.clock.resume();
  await page.getByRole('button', { name: '새 퀴즈 하기' }).click();
  await expect(page.getByLabel('이름', { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-who-is-playing]').getByRole('button', { name: name })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /퀴즈 시작/ })).toBeEnabled();
});

test('a quiz finished offline is kept on the device and stored exactly once when the network returns', async ({ page, context }) => {
  const seenAlerts = alerts(page);
  const name = uniqueName('오프라인');
  await startQuiz(page, name);
  await answerEveryQuestionRight(page, async (i) => {
    if (i === 9) await context.setOffline(true);
  });
  await expect(page.getByRole('heading', { name: `${name}의 퀴즈 결과` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: '인터넷이 연결되면 저장할게요' })).toBeVisible();
  expect(seenAlerts).toEqual([]);
  const headers = familyHeaders(await shownFamilyCode(page));
  const stored = async () =>
    ((await (await page.request.get(`/api/quiz-scores/${encodeURIComponent(name)}`, { headers })).json()) as QuizScoreRecord[]).map((r) => r.score);
  expect(await stored()).toEqual([]);

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/quiz-scores') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  expect(await stored()).toEqual([10]);
  // The device's queue is empty, so another page and the half-minute retry find nothing left to send.
  await expect.poll(() => savesWaitingOnDevice(page)).toBe(0);
  await page.clock.runFor(60_000);
  const laterSaves: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/quiz-scores') && r.method() === 'POST' && laterSaves.push(r.url()));
  await page.goto('/quiz-scores');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await savesWaitingOnDevice(page)).toBe(0);
  expect(laterSaves).toEqual([]);
  expect(await stored()).toEqual([10]);
});

test('a save the server fails (5xx) waits on the device and is retried with the same key, storing one record', systemTier, async ({ page }) => {
  const name = uniqueName('서버오류');
  let failures = 0;
  await page.route('**/api/quiz-scores', async (route) => {
    if (failures++ === 0) {
      // The server stored it but the answer was lost: the retry must not store it twice.
      await route.fetch();
      await route.fulfill({ status: 503, json: { error: 'Service unavailable' } });
    } else await route.continue();
  });
  await startQuiz(page, name);
  await answerEveryQuestionRight(page);
  await expect(page.getByRole('status').filter({ hasText: '인터넷이 연결되면 저장할게요' })).toBeVisible({ timeout: 20_000 });
  const keys: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/quiz-scores') && keys.push(r.headers()['idempotency-key'] ?? ''));
  const retried = page.waitForResponse((r) => r.url().endsWith('/api/quiz-scores') && r.request().method() === 'POST');
  await page.clock.runFor(31_000);
  expect((await retried).status()).toBe(200);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  const headers = familyHeaders(await shownFamilyCode(page));
  const records = (await (await page.request.get(`/api/quiz-scores/${encodeURIComponent(name)}`, { headers })).json()) as QuizScoreRecord[];
  expect(records.map((r) => r.score)).toEqual([10]);
});

test('a quiz’s record stays with its family: a fresh browser sees nothing of it until it opens the share link', systemTier, async ({ page, browser }) => {
  const name = uniqueName('가족');
  await startQuiz(page, name);
  await answerEveryQuestionRight(page);
  await expect(page.getByRole('heading', { name: `${name}의 퀴즈 결과` })).toBeVisible({ timeout: 20_000 });
  const code = await shownFamilyCode(page);
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await page.getByRole('button', { name: '다른 기기에서 보기' }).click();
  await expect(page.getByRole('img', { name: '성적표를 여는 QR 코드' })).toBeVisible();
  const link = await page.getByTestId('share-link').innerText();
  expect(link).toMatch(new RegExp(`/quiz-scores#code=${code}$`));

  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(new URL('/quiz-scores', link).href);
    // A page of a new context is not the fixture's: wait, as the fixture does, until React has taken over.
    await waitForHydration(other);
    await expect(other.getByRole('heading', { name: '이 기기에는 아직 볼 수 있는 기록이 없어요' })).toBeVisible();
    await expect(other.getByText(name)).toHaveCount(0);
    await other.goto(link);
    await expect(other.getByTestId('quiz-record')).toHaveText([new RegExp(name)]);
    await expect(other.getByTestId('family-code').first()).toHaveText(code);
  } finally {
    await stranger.close();
  }
});

test('practice mode speaks a tapped cell as MP3 audio, the 8s and 9s too', systemTier, async ({ page }) => {
  await page.goto('/multiplication-table');
  await page.getByRole('tab', { name: '연습 모드' }).click();
  await expect(page.getByRole('button', { name: /^\d × \d = \d+$/ })).toHaveCount(8 * 9);
  for (const [table, multiplier] of [
    [8, 7],
    [9, 9],
  ] as const) {
    const spoken = page.waitForResponse((r) => r.url().endsWith('/api/tts/multiplication'));
    await page.getByRole('button', { name: `${table} × ${multiplier} = ${table * multiplier}` }).click();
    expect((await spoken).status()).toBe(200);
    await expect(page.getByTestId('practice-display')).toContainText(`${table} × ${multiplier} = ${table * multiplier}`);
  }
  await expect(page.getByText(/^9단은 열 손가락으로/)).toBeVisible();
  const response = page.waitForResponse((r) => r.url().endsWith('/api/tts/multiplication'));
  await page.getByRole('button', { name: '7 × 6 = 42' }).click();
  const res = await response;
  expect(res.request().postDataJSON()).toEqual({ table: 7, multiplier: 6 });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('audio/mpeg');
  expect((await res.body()).length).toBeGreaterThan(2000);
  // The speaker shows while the clip plays and goes once Web Audio has played it to its end.
  const display = page.getByTestId('practice-display');
  await expect(display).toHaveText('🔊 7 × 6 = 42');
  await expect(display).toHaveText('7 × 6 = 42', { timeout: 10_000 });
  await expect(page.getByText(/단은/).first()).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every practice cell is at least 44 px wide and tall', systemTier, async ({ page }) => {
    await page.goto('/multiplication-table');
    await page.getByRole('tab', { name: '연습 모드' }).click();
    const cells = page.getByRole('button', { name: /^\d × \d = \d+$/ });
    await expect(cells).toHaveCount(8 * 9);
    const sizes = await cells.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
  });
});

test('the practice tab waits while a quiz is running, and the question is accessible', systemTier, async ({ page }) => {
  await startQuiz(page, uniqueName('탭'));
  await expect(page.getByRole('tab', { name: '연습 모드' })).toBeDisabled();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a child can choose the tables to practise: only those tables are asked', systemTier, async ({ page }) => {
  await page.clock.install();
  await page.goto('/multiplication-table');
  await page.getByRole('button', { name: '8단' }).click();
  await page.getByRole('button', { name: '9단' }).click();
  await expect(page.getByRole('button', { name: '9단' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('8단, 9단에서 10문제가 나와요.')).toBeVisible();
  await page.getByLabel('이름').fill(uniqueName('단 고르기'));
  await page.getByRole('button', { name: /퀴즈 시작/ }).click();
  const tables = new Set<number>();
  await answerEveryQuestionRight(page, async () => {
    tables.add((await currentFactors(page)).table);
  });
  expect([...tables].every((t) => t === 8 || t === 9)).toBe(true);
  await expect(page.getByText('만점이에요! 최고예요! 🏆')).toBeVisible();
});

test('when the spoken question cannot be fetched (offline on a first visit), the quiz says so in words', systemTier, async ({ page }) => {
  await page.route('**/api/tts/**', (route) => route.abort('internetdisconnected'));
  await startQuiz(page, uniqueName('소리 없음'), { clockStill: true });
  const note = page.getByText(/문제를 소리로 읽어 주지 못했어요/);
  // One failed fetch is not enough: the player tries once more after a pause, which cannot pass on a still clock.
  await expect(note).toBeHidden();
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return note.isVisible();
    })
    .toBe(true);
});

test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  /** The element is wholly on the screen and nothing lies over its middle. */
  async function expectUncovered(page: Page, target: ReturnType<Page['getByTestId']>) {
    await expect(target).toBeInViewport({ ratio: 1 });
    const onTop = await target.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  }

  test(
    'a whole quiz is answered on the number pad, with the timer and the feedback in sight and the phone keyboard kept down',
    systemTier,
    async ({ page }) => {
      const name = uniqueName('자판');
      await startQuiz(page, name, { clockStill: true });
      // The quiz's first save gave the device a family code, so the child's best is sent under it too.
      const bestSent = page.waitForResponse((r) => r.url().endsWith('/api/game-progress') && r.request().method() === 'POST');
      const pad = page.getByRole('group', { name: '숫자 자판' });
      await expect(pad).toBeVisible();
      await expect(page.getByLabel('답', { exact: true })).toHaveAttribute('inputmode', 'none');
      for (const key of await pad.getByRole('button').all()) {
        const box = (await key.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(56);
      }
      for (let i = 0; i < 10; i++) {
        await expect(page.getByText(`문제 ${i + 1} / 10`)).toBeVisible();
        const { table, multiplier } = await currentFactors(page);
        // A slip, taken back, shows the take-back key works too.
        await pad.getByRole('button', { name: '9', exact: true }).tap();
        await pad.getByRole('button', { name: '한 글자 지우기' }).tap();
        for (const digit of String(table * multiplier)) await pad.getByRole('button', { name: digit, exact: true }).tap();
        await expectUncovered(page, page.getByTestId('quiz-timer'));
        await pad.getByRole('button', { name: '확인' }).tap();
        const praise = page.getByText('정답! 🎉');
        await expect(praise).toBeVisible();
        await expectUncovered(page, page.getByTestId('quiz-feedback'));
        await page.clock.runFor(1500);
      }
      // The result, not the last question's "문제 10 / 10", before leaving: the score is remembered when it shows.
      await expect(page.getByText('만점이에요! 최고예요! 🏆')).toBeVisible();
      expect((await bestSent).ok()).toBe(true);
      // The games page shows the child's best, kept under the code, on the quiz's card (its scripts start on a
      // running clock), and no other record before it.
      await page.clock.resume();
      await page.goto('/games');
      await expect(page.getByTestId('game-record')).toHaveText(`기록: ${name} · ⭐ 최고 10/10점`);
    },
  );
});

/** The element is wholly on the screen and nothing (the sticky header) lies over its middle. */
async function expectOnScreen(page: Page, target: ReturnType<Page['getByTestId']>) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const onTop = await target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
}

/** The question, the clock, the typed answer and all twelve keys of the pad, on screen together. */
async function expectWholeQuizOnScreen(page: Page) {
  await expectOnScreen(page, page.getByTestId('quiz-question'));
  await expectOnScreen(page, page.getByTestId('quiz-timer'));
  await expectOnScreen(page, page.getByLabel('답', { exact: true }));
  const keys = page.getByRole('group', { name: '숫자 자판' }).getByRole('button');
  await expect(keys).toHaveCount(12);
  for (const key of await keys.all()) await expectOnScreen(page, key);
}

for (const [width, height] of [
  [360, 640],
  [375, 667],
  [390, 844],
] as const) {
  test.describe(`on a ${width} × ${height} touch phone`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width, height } });

    for (const speech of ['speaking', 'not speaking'] as const) {
      test(`question, clock, answer and all twelve keys stay on screen while ${speech}`, async ({ page }) => {
        if (speech === 'not speaking') await page.route('**/api/tts/**', (route) => route.abort('internetdisconnected'));
        await startQuiz(page, uniqueName('한 화면'), { clockStill: true });
        await expectWholeQuizOnScreen(page);
        if (speech === 'not speaking') {
          const note = page.getByText(/지금은 소리로 읽어 줄 수 없어요/);
          await expect
            .poll(async () => {
              await page.clock.runFor(100);
              return note.isVisible();
            })
            .toBe(true);
          await expectOnScreen(page, page.getByRole('status').filter({ hasText: '소리로 읽어 줄 수 없어요' }));
        }
        // Typing on the pad, and its answer's feedback, keep everything in place.
        const pad = page.getByRole('group', { name: '숫자 자판' });
        const { table, multiplier } = await currentFactors(page);
        for (const digit of String(table * multiplier + 1)) await pad.getByRole('button', { name: digit, exact: true }).tap();
        await expectWholeQuizOnScreen(page);
        await pad.getByRole('button', { name: '확인' }).tap();
        await expect(page.getByText(/틀렸어요/)).toBeVisible();
        await expectOnScreen(page, page.getByTestId('quiz-feedback'));
        await expectWholeQuizOnScreen(page);
        await page.clock.runFor(4000);
        await expect(page.getByText('문제 2 / 10')).toBeVisible();
        await expectWholeQuizOnScreen(page);
      });
    }
  });
}

test('the calm practice quiz has no clock, starts on the fact the child missed, and is saved marked as practice', async ({ page }) => {
  const name = uniqueName('천천히');
  const code = newFamilyCode();
  // The family's history: this child missed 4 × 6 (asked as 6 × 4) in a timed quiz.
  const questions = Array.from({ length: 10 }, (_, i) =>
    i === 0
      ? { question: '6 × 4', correctAnswer: 24, userAnswer: 20, isCorrect: false, timeSpent: 8 }
      : { question: '2 × 2', correctAnswer: 4, userAnswer: 4, isCorrect: true, timeSpent: 2 },
  );
  const seeded = await page.request.post('/api/quiz-scores', {
    data: { playerName: name, score: 9, totalQuestions: 10, accuracy: 90, timeTaken: 40, questions },
    headers: familyHeaders(code),
  });
  expect(seeded.status()).toBe(201);
  await page.goto(`/quiz-scores#code=${code}`);
  await expect(page.getByTestId('quiz-record')).toHaveCount(1);

  await page.clock.install();
  await page.goto(`/multiplication-table?tables=4&player=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: '🌱 천천히 풀기' }).click();
  await expect(page.getByRole('button', { name: '🌱 천천히 풀기' })).toHaveAttribute('aria-pressed', 'true');
  await standClockStill(page);
  await page.getByRole('button', { name: /연습 시작/ }).click();
  await expect(page.getByText('문제 1 / 10')).toBeVisible();
  await expect(page.getByTestId('practice-calm')).toBeVisible();
  await expect(page.getByTestId('quiz-timer')).toHaveCount(0);
  const first = await currentFactors(page);
  expect(first.table * first.multiplier).toBe(24);
  // Half a minute passes: no timeout, the same question waits for an answer.
  await page.clock.runFor(30_000);
  await expect(page.getByText('문제 1 / 10')).toBeVisible();
  await expect(page.getByLabel('답', { exact: true })).toBeEnabled();

  const asked: number[] = [];
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`문제 ${i + 1} / 10`)).toBeVisible();
    const { table, multiplier } = await currentFactors(page);
    expect(table === 4 || multiplier === 4).toBe(true);
    asked.push(table * multiplier);
    await answer(page, table * multiplier, 'enter');
    await page.clock.runFor(1500);
  }
  await expect(page.getByRole('heading', { name: `${name}의 연습 결과` })).toBeVisible({ timeout: 20_000 });
  const records = (await (
    await page.request.get(`/api/quiz-scores/${encodeURIComponent(name)}`, { headers: familyHeaders(code) })
  ).json()) as QuizScoreRecord[];
  expect(records.map((r) => r.mode)).toEqual(['practice', 'timed']);
  expect(records[0]!.questions[0]!.timeSpent).toBeGreaterThan(10);
});

test('the mode tabs answer the keyboard: the arrows choose the other mode, and only the chosen tab is in the Tab order', async ({ page }) => {
  await page.goto('/multiplication-table');
  await waitForHydration(page);
  const quiz = page.getByRole('tab', { name: '퀴즈 모드' });
  const practice = page.getByRole('tab', { name: '연습 모드' });
  await quiz.focus();
  await page.keyboard.press('ArrowRight');
  await expect(practice).toBeFocused();
  await expect(practice).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: '연습 모드' }).getByRole('button', { name: /^\d × \d = \d+$/ })).toHaveCount(8 * 9);
  await expect(quiz).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Home');
  await expect(quiz).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: '퀴즈 모드' })).toBeVisible();
});
