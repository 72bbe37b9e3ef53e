import { expect, test } from './test';

test('the home page downloads no script and its links work (decision 061)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('오늘은 어떤 이야기를만나 볼까요?');
  await page.getByRole('link', { name: /이야기 읽으러 가기/ }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the home page says so when the device goes offline, and stops saying it when it is back', async ({ page, context }) => {
  await page.goto('/');
  const note = page.getByRole('status').filter({ hasText: '오프라인이에요' });
  await expect(note).toBeHidden();
  await context.setOffline(true);
  await expect(note).toBeVisible();
  await context.setOffline(false);
  await expect(note).toBeHidden();
});
