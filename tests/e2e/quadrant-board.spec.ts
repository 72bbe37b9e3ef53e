import { expect, systemTier, test, type Locator, type Page } from './test';
import { QUADRANT_SESSION_STORAGE_KEY, quadrantCards, type QuadrantLists } from '../../src/shared/quadrant';
import { seriousAccessibilityViolations } from './accessibility';

const pool = (page: Page) => page.getByRole('list', { name: '아직 넣지 않은 카드' });
const poolCard = (page: Page, card: string) => pool(page).getByRole('button', { name: card, exact: true });
const zone = (page: Page, id: string) => page.locator(`[data-zone="${id}"]`);
const zoneCards = (page: Page, id: string) => zone(page, id).getByRole('listitem');
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const careerLink = (page: Page) => page.getByRole('link', { name: '꿈의 직업 찾으러 가기' });

/** Picks a card up from the keyboard. dnd-kit's keyboard sensor starts hearing arrows only on a timer queued
 * at the pick-up, so on a busy machine an arrow sent straight after the announcement can reach the page first
 * and be lost; a timer queued now runs after the sensor's. */
async function pickUp(page: Page, card: string, key: 'Space' | 'Enter') {
  await poolCard(page, card).focus();
  await page.keyboard.press(key);
  await expect(liveRegion(page)).toHaveText(`'${card}' 카드를 들었어요.`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

async function openBoard(page: Page): Promise<string> {
  await page.goto('/quadrant-board');
  await expect(pool(page).getByRole('button')).not.toHaveCount(0);
  const id = await page.evaluate((key) => localStorage.getItem(key), QUADRANT_SESSION_STORAGE_KEY);
  expect(id).toMatch(/^session-\d+-[a-z0-9]+$/);
  return id!;
}

async function centre(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

// Centred, so the pointer ends well away from the window edges, where the board would scroll under it.
const scrollToMiddle = (target: Locator) => target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));

async function mouseDrag(page: Page, card: string, zoneId: string) {
  await scrollToMiddle(zone(page, zoneId));
  const from = await centre(poolCard(page, card));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
  await expect(page.locator(`[data-held-card="${card}"]`)).toBeVisible();
  const to = await centre(zone(page, zoneId));
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await expect(zone(page, zoneId).getByText(card, { exact: true })).toBeVisible();
}

async function storedBoard(page: Page, sessionId: string): Promise<QuadrantLists> {
  const res = await page.request.get(`/api/quadrant-board/${sessionId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as QuadrantLists;
}

const poolTexts = async (page: Page) => (await pool(page).getByRole('button').allInnerTexts()).map((t) => t.replace(/^\S+\s+/, '').trim());

test('cards dragged with the mouse fill the zones, are saved, and a reload shows the same board', async ({ page }) => {
  const sessionId = await openBoard(page);
  await expect(careerLink(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /홈으로/ })).toHaveAttribute('href', '/');

  await mouseDrag(page, '수학', 'strengths');
  await expect(careerLink(page)).toHaveAttribute('href', '/career-planner');
  await mouseDrag(page, '축구', 'likes');
  await mouseDrag(page, '글쓰기', 'weaknesses');
  await mouseDrag(page, '요리', 'dislikes');

  await expect(poolCard(page, '수학')).toHaveCount(0);
  await expect(pool(page).getByRole('button')).toHaveCount(16);
  await expect(zone(page, 'strengths').getByRole('heading')).toContainText('카드 1장');

  const expected = { strengths: ['수학'], weaknesses: ['글쓰기'], likes: ['축구'], dislikes: ['요리'] };
  await expect.poll(() => storedBoard(page, sessionId)).toEqual(expected);

  await page.reload();
  await expect(zoneCards(page, 'strengths')).toHaveText([/수학/]);
  await expect(zoneCards(page, 'likes')).toHaveText([/축구/]);
  await expect(zoneCards(page, 'weaknesses')).toHaveText([/글쓰기/]);
  await expect(zoneCards(page, 'dislikes')).toHaveText([/요리/]);
  await expect(pool(page).getByRole('button')).toHaveCount(16);
  expect(await poolTexts(page)).toEqual(quadrantCards.filter((c) => !['수학', '축구', '글쓰기', '요리'].includes(c)));
  expect(await page.evaluate((key) => localStorage.getItem(key), QUADRANT_SESSION_STORAGE_KEY)).toBe(sessionId);
  await expect(careerLink(page)).toBeVisible();
});

test('tapping a card only picks it up: nothing moves or is saved until a zone is chosen', systemTier, async ({ page }) => {
  await openBoard(page);
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await poolCard(page, '과학').click();
  await expect(poolCard(page, '과학')).toHaveAttribute('aria-pressed', 'true');
  await expect(pool(page).getByRole('button')).toHaveCount(20);
  for (const id of ['strengths', 'weaknesses', 'likes', 'dislikes']) await expect(zoneCards(page, id)).toHaveCount(0);
  await poolCard(page, '과학').click();
  await expect(poolCard(page, '과학')).toHaveAttribute('aria-pressed', 'false');
  expect(posts).toEqual([]);
  await expect(careerLink(page)).toHaveCount(0);
});

test('the remove button returns a card to the pool in pool order and saves the board', systemTier, async ({ page }) => {
  const sessionId = await openBoard(page);
  await mouseDrag(page, '음악', 'likes');
  await mouseDrag(page, '게임', 'likes');
  await page.getByRole('button', { name: '카드 섞기' }).click();
  await expect.poll(() => poolTexts(page)).not.toEqual(quadrantCards.filter((c) => c !== '음악' && c !== '게임'));

  const remove = zone(page, 'likes').getByRole('button', { name: "'음악' 카드 빼기" });
  const box = await remove.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await remove.click();

  await expect(zoneCards(page, 'likes')).toHaveText([/게임/]);
  expect(await poolTexts(page)).toEqual(quadrantCards.filter((c) => c !== '게임'));
  await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: [], weaknesses: [], likes: ['게임'], dislikes: [] });

  // The keyboard reaches the remove button too, shows it, and focus stays in the zone afterwards.
  const removeGame = zone(page, 'likes').getByRole('button', { name: "'게임' 카드 빼기" });
  await page.mouse.move(0, 0);
  await expect(removeGame).toHaveCSS('opacity', '0');
  await removeGame.hover();
  await expect(removeGame).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await zone(page, 'likes').getByRole('heading').focus();
  await page.keyboard.press('Tab');
  await expect(zone(page, 'likes').getByRole('button', { name: "'게임' 카드 옮기기" })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(removeGame).toBeFocused();
  await expect(removeGame).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(zoneCards(page, 'likes')).toHaveCount(0);
  await expect(zone(page, 'likes').getByRole('heading')).toBeFocused();
  await expect(pool(page).getByRole('button')).toHaveCount(20);
  await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: [], weaknesses: [], likes: [], dislikes: [] });
});

test('the keyboard picks a card up, moves it between zones with the arrows and drops it, with Korean announcements', systemTier, async ({ page }) => {
  const sessionId = await openBoard(page);
  await pickUp(page, '수학', 'Space');

  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText("'수학' 카드가 강점 칸 위에 있어요.");
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText("'수학' 카드가 약점 칸 위에 있어요.");
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText("'수학' 카드가 싫어하는 것 칸 위에 있어요.");
  await page.keyboard.press('ArrowLeft');
  await expect(liveRegion(page)).toHaveText("'수학' 카드가 좋아하는 것 칸 위에 있어요.");
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText("'수학' 카드를 좋아하는 것 칸에 넣었어요.");
  await expect(zoneCards(page, 'likes')).toHaveText([/수학/]);
  await expect(careerLink(page)).toBeVisible();

  // Escape puts a held card back where it was.
  await pickUp(page, '영어', 'Enter');
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText(/강점 칸 위에/);
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText(/'영어' 카드 옮기기를 그만두었어요/);
  await expect(poolCard(page, '영어')).toBeVisible();
  await expect(zoneCards(page, 'strengths')).toHaveCount(0);

  await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: [], weaknesses: [], likes: ['수학'], dislikes: [] });
});

test('a saved board comes back for the same session, with the pool holding only unused cards', systemTier, async ({ page }) => {
  const sessionId = `session-${Date.now()}-seeded${test.info().workerIndex}`;
  const saved = { strengths: ['수학', '과학', '집중력'], weaknesses: ['수영'], likes: ['게임', '요리'], dislikes: ['영어'] };
  const res = await page.request.post('/api/quadrant-board', { data: { sessionId, ...saved } });
  expect(res.ok()).toBe(true);
  await page.addInitScript(([key, id]) => localStorage.setItem(key!, id!), [QUADRANT_SESSION_STORAGE_KEY, sessionId]);

  await page.goto('/quadrant-board');
  await expect(zoneCards(page, 'strengths')).toHaveText([/수학/, /과학/, /집중력/]);
  await expect(zone(page, 'strengths').getByText('⭐ 3장')).toBeVisible();
  await expect(zoneCards(page, 'likes')).toHaveText([/게임/, /요리/]);
  await expect(pool(page).getByRole('button')).toHaveCount(13);
  expect(await poolTexts(page)).toEqual(quadrantCards.filter((c) => !Object.values(saved).flat().includes(c)));
  await expect(careerLink(page)).toBeVisible();

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a board saved offline waits on the device and is stored when the network returns', systemTier, async ({ page, context }) => {
  const sessionId = await openBoard(page);
  await context.setOffline(true);
  await mouseDrag(page, '독서', 'strengths');
  await mouseDrag(page, '수학', 'likes');
  await expect(zoneCards(page, 'likes')).toHaveText([/수학/]);
  await context.setOffline(false);
  // Only the newest board waited, and it lands.
  await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: ['독서'], weaknesses: [], likes: ['수학'], dislikes: [] });
});

test('a refused save is only logged; the child sees no error and the card stays placed', systemTier, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/quadrant-board', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error: 'refused' } }) : route.continue(),
  );
  await openBoard(page);
  await mouseDrag(page, '독서', 'strengths');
  await expect.poll(() => errors.some((e) => e.includes('Failed to save'))).toBe(true);
  await expect(zoneCards(page, 'strengths')).toHaveText([/독서/]);
  await expect(page.getByText('Failed to save')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('with a finger on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test(
    'tap a card, then tap a zone in the bar at the bottom: it is placed, saved, moved by another tap, and kept after a reload',
    systemTier,
    async ({ page }) => {
      const sessionId = await openBoard(page);
      await poolCard(page, '수학').tap();
      const bar = page.getByRole('region', { name: '카드를 넣을 칸' });
      await expect(bar).toBeInViewport();
      await bar.getByRole('button', { name: '싫어하는 것' }).tap();
      await expect(bar).toHaveCount(0);
      await expect(zoneCards(page, 'dislikes')).toHaveText([/수학/]);
      // The placed card keeps its picture.
      await expect(zoneCards(page, 'dislikes').first()).toContainText('🔢');
      await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: [], weaknesses: [], likes: [], dislikes: ['수학'] });

      await zone(page, 'dislikes').getByRole('button', { name: "'수학' 카드 옮기기" }).tap();
      await page.getByRole('region', { name: '카드를 넣을 칸' }).getByRole('button', { name: '강점' }).tap();
      await expect(zoneCards(page, 'strengths')).toHaveText([/수학/]);
      await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: ['수학'], weaknesses: [], likes: [], dislikes: [] });

      await page.reload();
      await expect(zoneCards(page, 'strengths')).toHaveText([/수학/]);
    },
  );

  test('press, hold and drag moves a card into a zone, and remove buttons are always shown', systemTier, async ({ page }) => {
    const sessionId = await openBoard(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

    await zone(page, 'strengths').scrollIntoViewIfNeeded();
    await poolCard(page, '컴퓨터').scrollIntoViewIfNeeded();
    const from = await centre(poolCard(page, '컴퓨터'));
    await touch('touchStart', from.x, from.y);
    // Held still, the press turns into a drag after the short hold.
    await expect(page.locator('[data-held-card="컴퓨터"]')).toBeVisible();
    const to = await centre(zone(page, 'strengths'));
    for (let i = 1; i <= 10; i++) await touch('touchMove', from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
    await touch('touchEnd');

    await expect(zoneCards(page, 'strengths')).toHaveText([/컴퓨터/]);
    await expect(poolCard(page, '컴퓨터')).toHaveCount(0);
    await expect(careerLink(page)).toBeVisible();
    await expect.poll(() => storedBoard(page, sessionId)).toEqual({ strengths: ['컴퓨터'], weaknesses: [], likes: [], dislikes: [] });

    const remove = zone(page, 'strengths').getByRole('button', { name: "'컴퓨터' 카드 빼기" });
    await expect(remove).toHaveCSS('opacity', '1');
    await remove.tap();
    await expect(zoneCards(page, 'strengths')).toHaveCount(0);
    await expect(poolCard(page, '컴퓨터')).toBeVisible();
  });

  test('a quick tap on a card does not move it', systemTier, async ({ page }) => {
    await openBoard(page);
    await poolCard(page, '팀워크').tap();
    await expect(poolCard(page, '팀워크')).toBeVisible();
    await expect(pool(page).getByRole('button')).toHaveCount(20);
  });
});
