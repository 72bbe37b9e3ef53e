import { expect, systemTier, test } from './test';
import { siteRoutes } from '../../src/client/app/site-routes';
import { seriousAccessibilityViolations } from './accessibility';

/**
 * The routes axe scans: every one but the print pages past the first in each language. A print page lays out the
 * same words and pictures as its book's page, which is scanned, in one template; a print page per language keeps
 * the template's own landmarks, headings and language checked (each scan of a long book costs the tier 4 s).
 */
const printPagesScanned = new Set(['en', 'ko'].map((lang) => siteRoutes.find((route) => route.file === 'routes/book-print.tsx' && route.lang === lang)!.path));
const scanned = (route: (typeof siteRoutes)[number]) => route.file !== 'routes/book-print.tsx' || printPagesScanned.has(route.path);

test.describe('every route', () => {
  for (const route of siteRoutes) {
    test(`${route.path} has its own title, description and canonical link in the served HTML`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
    });

    if (!scanned(route)) continue;
    test(`${route.path} has no serious or critical accessibility violations`, systemTier, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }
});

test('an unknown path answers 404 with the Page Not Found page', async ({ page, request }) => {
  const res = await request.get('/no-such-page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page Not Found');
  await page.goto('/no-such-page');
  // Korean first, the English title under it; the developer hint names the address, never a source file.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('앗, 길을 잃었어요Page Not Found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByText('GET /no-such-page')).toBeVisible();
  await expect(page.locator('pre')).not.toContainText(/src\/|\.tsx?\b/);
  await expect(page.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
});

test('the site loads nothing from another origin and runs no inline script the CSP has not allowed', async ({ page }) => {
  const foreign: string[] = [];
  const violations: string[] = [];
  page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && !r.url().startsWith('blob:') && foreign.push(r.url()));
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  for (const path of ['/', '/stories', '/games']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test('the header highlights the section of the page', systemTier, async ({ page }) => {
  await page.goto('/multiplication-table');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/book/forest-adventure');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
});

test('the games page shows each game with its picture and a play button to it, and no record on a new device', systemTier, async ({ page }) => {
  await page.goto('/games');
  const play: [string, string][] = [
    ['모험 시작하기', '/adventure-game'],
    ['구구단 하러 가기', '/multiplication-table'],
    ['성적표 보기', '/quiz-scores'],
    ['플래너 열기', '/career-planner'],
    ['보드 만들기', '/quadrant-board'],
  ];
  for (const [action, route] of play) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${action}`) }) });
    await expect(card.getByRole('link')).toHaveAttribute('href', route);
    await expect(card.locator('svg[data-testid^="game-picture-"]')).toBeVisible();
  }
  await expect(page.getByTestId('game-record')).toHaveCount(0);
});

test('the header is Korean first and reaches the score report and the board as well as the four main sections', systemTier, async ({ page }) => {
  await page.goto('/quadrant-board');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['홈Home', '이야기Stories', '게임Games', '성적표Scores', '나의 보드My board', '진로 도구Career Tools']);
  await expect(nav.getByRole('link', { name: /나의 보드/ })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: /성적표/ }).click();
  await expect(page).toHaveURL(/\/quiz-scores$/);
  await expect(nav.getByRole('link', { name: /성적표/ })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu opens, keeps focus inside, closes with Escape or a tap outside, and navigates', async ({ page }) => {
    // From a page that runs the app and from the home page, which runs none (decision 061): the same menu.
    for (const path of ['/stories', '/']) {
      await page.goto(path);
      const menuButton = page.getByRole('button', { name: /Open menu/ });
      await menuButton.click();
      const dialog = page.getByRole('dialog', { name: '메뉴' });
      await expect(dialog).toBeVisible();
      // A modal dialog: Tab goes round its own links and button, or out to the browser, never to the page behind.
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body), `${path}: tab ${i}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(20, 400);
      await expect(dialog).toBeHidden();

      await menuButton.click();
      await dialog.getByRole('link', { name: /Games/ }).click();
      await expect(page).toHaveURL(/\/games$/);
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

test('navigating scrolls the new page to the top', systemTier, async ({ page }) => {
  await page.goto('/games');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: '이야기' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('HTML is never cached, hashed assets are cached for a year, and text is compressed', async ({ request, page }) => {
  const html = await request.get('/stories', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(html.headers()['content-security-policy']).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe-inline/);
  const assets: string[] = [];
  page.on('response', (r) => r.url().includes('/assets/') && r.url().endsWith('.js') && assets.push(r.url()));
  await page.goto('/stories');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(new URL(assets[0]!).pathname, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
});
