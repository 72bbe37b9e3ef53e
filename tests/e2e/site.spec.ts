import { expect, test } from './test';
import { siteRoutes } from '../../src/client/app/site-routes';
import { seriousAccessibilityViolations } from './accessibility';

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

    test(`${route.path} has no serious or critical accessibility violations`, async ({ page }) => {
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
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('GET /no-such-page')).toBeVisible();
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

test('the header highlights the section of the page', async ({ page }) => {
  await page.goto('/multiplication-table');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/book/forest-adventure');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu opens, keeps focus inside, closes with Escape and navigates', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: /Open menu/ });
    await menuButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await dialog.getByRole('link', { name: /Games/ }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(dialog).toBeHidden();
  });
});

test('navigating scrolls the new page to the top', async ({ page }) => {
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
