import { expect, systemTier, test, type Page } from './test';
import { siteRoutes } from '../../src/client/app/site-routes';

/** A finger needs about 44 px: the smallest tap target the site allows on a phone. */
const MIN_TARGET_PX = 44;

/**
 * Every visible link and button on the page shorter than 44 px, unless a link or button around it (a label), or
 * the card its stretched link covers, is at least that tall, so the tap lands anyway. Answers "text (height)".
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const tappable = 'a[href], button, [role="button"], [role="tab"], summary';
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert], [aria-hidden="true"]');
    };
    const tallEnough = (el: Element) => el.getBoundingClientRect().height >= min - 0.5;
    // A stretched link: its ::after covers the card it sits in, and a tap anywhere on the card follows it.
    const stretchedOver = (el: Element) => {
      const after = getComputedStyle(el, '::after');
      if (after.content === 'none' || after.position !== 'absolute') return null;
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).position === 'static') parent = parent.parentElement;
      return parent;
    };
    return [...document.querySelectorAll(tappable)]
      .filter(visible)
      .filter((el) => !tallEnough(el))
      .filter((el) => {
        const card = stretchedOver(el);
        return !(card && tallEnough(card));
      })
      .filter((el) => {
        let parent = el.parentElement;
        while (parent && parent !== document.body) {
          if (parent.matches(`${tappable}, label`) && tallEnough(parent)) return false;
          parent = parent.parentElement;
        }
        return true;
      })
      .map((el) => `${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')} (${Math.round(el.getBoundingClientRect().height)} px)`);
  }, MIN_TARGET_PX);
}

const isReader = (path: string) => path.startsWith('/book/');

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every button and link on every page but the readers is at least 44 px tall', async ({ page }) => {
    const found: Record<string, string[]> = {};
    for (const { path } of siteRoutes.filter((r) => !isReader(r.path))) {
      await page.goto(path);
      const small = await smallTargets(page);
      if (small.length > 0) found[path] = small;
    }
    expect(found).toEqual({});
  });

  // The readers' own buttons are being made 44 px in the reader's work; tagged so its result is seen apart.
  test('every button and link on every reader and print page is at least 44 px tall', { tag: ['@system', '@reader'] }, async ({ page }) => {
    const found: Record<string, string[]> = {};
    for (const { path } of siteRoutes.filter((r) => isReader(r.path))) {
      await page.goto(path);
      const small = await smallTargets(page);
      if (small.length > 0) found[path] = small;
    }
    expect(found).toEqual({});
  });
});

test.describe('on a 1280 × 800 desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the games page lays its cards out in a grid, at least two to a row, and the times-tables card says it goes to 9', async ({ page }) => {
    await page.goto('/games');
    const cards = page.locator('main li').filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(5);
    const tops = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    const perRow = new Map<number, number>();
    for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
    expect(Math.max(...perRow.values())).toBeGreaterThanOrEqual(2);
    // No row is a lone card with two-thirds of the page empty beside it.
    expect([...perRow.values()].every((n) => n >= 2)).toBe(true);
    await expect(page.getByText(/2단부터 9단까지/)).toBeVisible();
  });
});

test('the about-me board on a 360 px phone keeps count badges and long cards inside their zones', systemTier, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const sessionId = `session-${Date.now()}-taps${Math.random().toString(36).slice(2, 7)}`;
  const lists = {
    strengths: ['수학', '영어', '과학', '미술', '음악', '체육'],
    weaknesses: ['친구 사귀기', '그림그리기', '발레'],
    likes: ['요리', '컴퓨터', '게임', '영화보기', '팀워크', '집중력'],
    dislikes: ['피아노', '독서', '글쓰기', '수영', '축구'],
  };
  expect((await page.request.post('/api/quadrant-board', { data: { sessionId, ...lists } })).ok()).toBe(true);
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('quadrant-session-id', id), sessionId);
  await page.goto('/quadrant-board');
  await expect(page.locator('section[data-zone] li')).toHaveCount(20);
  const outside = await page.locator('section[data-zone]').evaluateAll((zones) =>
    zones.flatMap((zone) => {
      const box = zone.getBoundingClientRect();
      return [...zone.querySelectorAll('li, span')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        })
        .map((el) => `${zone.getAttribute('data-zone')}: ${(el.textContent ?? '').trim()}`);
    }),
  );
  expect(outside).toEqual([]);
});
