import { expect, systemTier, test, type Page } from './test';
import { execFileSync } from 'node:child_process';
import { careerStageTitles, fallbackNextSteps } from '../../src/shared/career';
import { QUADRANT_SESSION_STORAGE_KEY } from '../../src/shared/quadrant';
import { seriousAccessibilityViolations } from './accessibility';

const board = { strengths: ['수학', '컴퓨터', '과학'], weaknesses: ['글쓰기', '발레'], likes: ['게임', '축구'], dislikes: ['요리'] };
let counter = 0;
const newSessionId = () => `session-${Date.now()}-e2e${(counter += 1)}${Math.random().toString(36).slice(2, 7)}`;

async function openPlannerWith(page: Page, sessionId: string, lists: typeof board | null = board) {
  if (lists) expect((await page.request.post('/api/quadrant-board', { data: { sessionId, ...lists } })).ok()).toBe(true);
  await page.goto('/');
  await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [QUADRANT_SESSION_STORAGE_KEY, sessionId]);
  await page.goto('/career-planner');
}

test('a child picks a career, reads both tabs and saves the plan as a Korean PDF', async ({ page }, testInfo) => {
  await openPlannerWith(page, newSessionId());
  const careers = page.getByRole('button', { pressed: false });
  await expect(page.getByRole('heading', { name: /추천 직업/ })).toContainText('4개');
  await expect(page.getByText('마음에 드는 직업을 하나 골라 보세요')).toBeVisible();

  const first = careers.first();
  const title = (await first.locator('span').first().textContent())!.trim().replace(/선택함$/, '');
  await first.click();
  await expect(page.getByRole('button', { pressed: true })).toContainText('선택함');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  for (const stageTitle of Object.values(careerStageTitles)) await expect(page.getByRole('heading', { name: stageTitle })).toBeVisible();
  await page.getByRole('tab', { name: '실천 계획' }).click();
  await expect(page.getByRole('heading', { name: '3개월 안에 해 볼 재미있는 활동' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF로 저장' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^진로계획_${title}_\\d{4}\\.\\d{2}\\.\\d{2}\\.pdf$`));
  const file = testInfo.outputPath('plan.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain(title);
  for (const list of Object.values(board)) expect(text).toContain(list.join(', '));
  for (const zone of ['강점', '약점', '좋아하는 것', '싫어하는 것']) expect(text).toContain(zone);
  for (const stageTitle of Object.values(careerStageTitles)) expect(text).toContain(stageTitle);
  expect(text).toContain('3개월 안에 해 볼 재미있는 활동');
});

test('see other jobs brings a different set of careers', systemTier, async ({ page }) => {
  await openPlannerWith(page, newSessionId());
  const titles = async () =>
    (
      await page
        .getByRole('region', { name: /추천 직업/ })
        .getByRole('listitem')
        .allTextContents()
    ).join('|');
  await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
  const before = await titles();
  expect(before).toContain('잘 맞는 정도');
  await page.getByRole('button', { name: '다른 직업 보기' }).click();
  await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
  await expect.poll(titles).not.toBe(before);
});

const careerTitles = (page: Page) =>
  page
    .getByRole('region', { name: /추천 직업/ })
    .getByRole('listitem')
    .locator('span.text-xl')
    .allTextContents();

test(
  'two visits with the same board show the same careers and keep the chosen one; each career says why and what the day is like',
  systemTier,
  async ({ page }) => {
    await openPlannerWith(page, newSessionId());
    await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
    const firstVisit = await careerTitles(page);
    expect(firstVisit).toHaveLength(4);
    const cards = page.getByRole('region', { name: /추천 직업/ }).getByRole('listitem');
    await expect(cards.first()).toContainText('하루는 이래요:');
    // The board has 수학 and 과학 as strengths: a subject line names them apart from the other cards.
    await expect(
      page
        .getByRole('region', { name: /추천 직업/ })
        .getByText('이 과목이 이끌었어요')
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: new RegExp(firstVisit[1]!) }).click();
    await expect(page.getByRole('heading', { level: 2, name: firstVisit[1]! })).toBeVisible();

    await page.goto('/');
    await page.goto('/career-planner');
    await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
    expect((await careerTitles(page)).slice(0, 3)).toEqual(firstVisit.slice(0, 3));
    await expect(page.getByRole('button', { pressed: true })).toContainText(firstVisit[1]!);
    await expect(page.getByRole('heading', { level: 2, name: firstVisit[1]! })).toBeVisible();

    // 'See other jobs' moves on, and a later visit in this tab stays on the careers it moved to.
    await page.getByRole('button', { name: '다른 직업 보기' }).click();
    // Wait for the whole new list: while it loads the list is empty, which also differs from the first.
    const isNewList = (titles: string[]) => titles.length > 0 && titles.every((title) => !firstVisit.includes(title));
    await expect.poll(async () => isNewList(await careerTitles(page))).toBe(true);
    const secondSet = await careerTitles(page);
    expect(isNewList(secondSet)).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
    expect(await careerTitles(page)).toEqual(secondSet);
  },
);

test('without a stored session the planner points to the board first, and home', systemTier, async ({ page }) => {
  await page.goto('/career-planner');
  await expect(page.getByRole('heading', { name: '나의 보드를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '보드부터 시작하기' })).toHaveAttribute('href', '/quadrant-board');
  await page.getByRole('link', { name: '처음으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('without a stored session the board button is in sight and leads to the board', systemTier, async ({ page }) => {
    await page.goto('/career-planner');
    const toBoard = page.getByRole('link', { name: '보드부터 시작하기' });
    await expect(toBoard).toBeInViewport();
    await toBoard.click();
    await expect(page).toHaveURL(/\/quadrant-board$/);
  });
});

test('an empty board asks the child to fill the board first', systemTier, async ({ page }) => {
  await openPlannerWith(page, newSessionId(), null);
  await expect(page.getByRole('heading', { name: '먼저 나에 대해 알아봐요!' })).toBeVisible();
  await expect(page.getByRole('link', { name: '나를 알아보는 보드로 가기' })).toHaveAttribute('href', '/quadrant-board');
});

test('the board read is retried three times before the planner gives up', systemTier, async ({ page }) => {
  let reads = 0;
  await page.route('**/api/quadrant-board?sessionId=*', (route) => {
    reads += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
  });
  await openPlannerWith(page, newSessionId());
  await expect(page.getByText('데이터를 불러오는 중...')).toBeVisible();
  await expect(page.getByRole('heading', { name: '데이터를 불러오지 못했어요' })).toBeVisible({ timeout: 20_000 });
  expect(reads).toBe(4);
});

test('when no careers came back, the button generates them and the page reloads with the list', systemTier, async ({ page }) => {
  await page.route('**/api/career-recommendations/generate', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' }),
  );
  await openPlannerWith(page, newSessionId());
  const button = page.getByRole('button', { name: '직업 추천받기' });
  await expect(button).toBeVisible();
  await page.unroute('**/api/career-recommendations/generate');
  const reloaded = page.waitForEvent('load');
  await button.click();
  await expect(page.getByText('내 카드에 맞는 직업을 찾고 있어요...')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
});

test('a failed manual generation quietly brings the button back', systemTier, async ({ page }) => {
  await page.route('**/api/career-recommendations/generate', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' }),
  );
  await openPlannerWith(page, newSessionId());
  await page.getByRole('button', { name: '직업 추천받기' }).click();
  await expect(page.getByRole('button', { name: '직업 추천받기' })).toBeVisible();
});

test('when next steps fail, the actions tab shows the two fallback activities', systemTier, async ({ page }) => {
  await page.route('**/api/career-recommendations/next-steps', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await openPlannerWith(page, newSessionId());
  await page.getByRole('button', { pressed: false }).first().click();
  await page.getByRole('tab', { name: '실천 계획' }).click();
  const items = page.getByRole('tabpanel').getByRole('listitem');
  await expect(items).toHaveCount(2, { timeout: 15_000 });
  await expect(items.nth(0)).toContainText(fallbackNextSteps[0]);
  await expect(items.nth(1)).toContainText(fallbackNextSteps[1]);
});

test('the planner with a chosen career has no serious accessibility problems, on both tabs', systemTier, async ({ page }) => {
  await openPlannerWith(page, newSessionId());
  await page.getByRole('button', { pressed: false }).first().click();
  const serious = () => seriousAccessibilityViolations(page);
  await expect(page.getByRole('heading', { name: careerStageTitles.career })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('tab', { name: '실천 계획' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('the chosen career is still chosen in a new tab (kept on the device)', async ({ page, context }) => {
  await openPlannerWith(page, newSessionId());
  await expect(page.getByRole('button', { name: '다른 직업 보기' })).toBeVisible();
  const titles = await careerTitles(page);
  await page.getByRole('button', { name: new RegExp(titles[2]!) }).click();
  await expect(page.getByRole('heading', { level: 2, name: titles[2]! })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/career-planner');
  await other.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await expect(other.getByRole('button', { pressed: true })).toContainText(titles[2]!);
  await expect(other.getByRole('heading', { level: 2, name: titles[2]! })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('after “see other jobs” the child is brought to the top of the new list', systemTier, async ({ page }) => {
    await openPlannerWith(page, newSessionId());
    const button = page.getByRole('button', { name: '다른 직업 보기' });
    await expect(button).toBeVisible();
    const before = await careerTitles(page);
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect.poll(async () => (await careerTitles(page)).some((t) => !before.includes(t))).toBe(true);
    await expect(page.getByRole('heading', { name: /추천 직업/ })).toBeInViewport({ ratio: 1 });
    await expect(
      page
        .getByRole('region', { name: /추천 직업/ })
        .getByRole('listitem')
        .first(),
    ).toBeInViewport();
  });
});
