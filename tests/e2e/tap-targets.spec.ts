import { expect, systemTier, test, type Page } from './test';
import { siteRoutes } from '../../src/client/app/site-routes';

/** A finger needs about 44 × 44 px: the smallest tap target the site allows on a phone or a tablet. */
const MIN_TARGET_PX = 44;
/** The smallest text a phone shows (docs/decisions/069-touch-screens-and-small-phones.md). */
const MIN_TEXT_PX = 14;

/**
 * Every visible link and button on the page shorter or narrower than 44 px, unless a link or button around it (a
 * label), or the card its stretched link covers, is at least that big, so the tap lands anyway. Answers "text (width × height)".
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const tappable = 'a[href], button, [role="button"], [role="tab"], summary';
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert], [aria-hidden="true"]');
    };
    const tallEnough = (el: Element) => {
      const { width, height } = el.getBoundingClientRect();
      return height >= min - 0.5 && width >= min - 0.5;
    };
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
      .map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return `${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')} (${Math.round(width)} × ${Math.round(height)} px)`;
      });
  }, MIN_TARGET_PX);
}

/**
 * Every visible piece of text set smaller than 14 px (screen-reader-only text aside, and text a decision allows
 * smaller, marked with its number in data-small-text). Answers "size text".
 */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('.sr-only, [aria-hidden="true"], svg, script, style, noscript, [inert], [data-small-text]')) continue;
      const { width, height } = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (width < 1 || height < 1 || style.visibility === 'hidden') continue;
      const size = parseFloat(style.fontSize);
      if (size < min - 0.01) found.add(`${size}px ${node.textContent.trim().slice(0, 30)}`);
    }
    return [...found];
  }, MIN_TEXT_PX);
}

const isReader = (path: string) => path.startsWith('/book/');

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on every page but the readers, every button and link is at least 44 × 44 px and no text is under 14 px', async ({ page }) => {
    const found: Record<string, string[]> = {};
    for (const { path } of siteRoutes.filter((r) => !isReader(r.path))) {
      await page.goto(path);
      const small = [...(await smallTargets(page)), ...(await smallText(page))];
      if (small.length > 0) found[path] = small;
    }
    expect(found).toEqual({});
  });

  // The readers' own buttons are being made 44 px in the reader's work; tagged so its result is seen apart.
  test(
    'on every reader and print page, every button and link is at least 44 × 44 px and no text is under 14 px',
    { tag: ['@system', '@reader'] },
    async ({ page }) => {
      const found: Record<string, string[]> = {};
      for (const { path } of siteRoutes.filter((r) => isReader(r.path))) {
        await page.goto(path);
        const small = [...(await smallTargets(page)), ...(await smallText(page))];
        if (small.length > 0) found[path] = small;
      }
      expect(found).toEqual({});
    },
  );
});

/**
 * How far each row of cards falls short of the page's right edge, in px: a row is the cards whose tops line up,
 * and a full row ends where the widest row ends.
 */
async function rowGaps(page: Page, cards: string): Promise<number[]> {
  const boxes = await page.locator(cards).evaluateAll((items) =>
    items.map((el) => {
      const { top, right } = el.getBoundingClientRect();
      return { top: Math.round(top), right };
    }),
  );
  const rows = new Map<number, number>();
  for (const { top, right } of boxes) rows.set(top, Math.max(rows.get(top) ?? 0, right));
  const edge = Math.max(...rows.values());
  return [...rows.values()].map((right) => Math.round(edge - right));
}

for (const screen of [
  { name: '1280 × 800 desk', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: '820 × 1180 tablet', viewport: { width: 820, height: 1180 }, hasTouch: true },
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test(`the games page${screen.hasTouch ? ' and the library fill' : ' fills'} every row of cards, and the times-tables card says it goes to 9`, async ({
      page,
    }) => {
      await page.goto('/games');
      await expect(page.locator('main li').filter({ has: page.getByRole('link') })).toHaveCount(5);
      // No row is a lone card with the rest of the page empty beside it.
      for (const gap of await rowGaps(page, 'main section > ul > li')) expect(gap).toBeLessThan(2);
      await expect(page.getByText(/2단부터 9단까지/)).toBeVisible();
      if (!screen.hasTouch) return;
      await page.goto('/stories');
      for (const gap of await rowGaps(page, 'main section[aria-labelledby^="series-"] > ul > li')) expect(gap).toBeLessThan(2);
    });
  });
}

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

test.describe('on a 820 × 1180 touch tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the header’s links are a finger wide, and a book opens page by page, as on a phone', async ({ page }) => {
    await page.goto('/stories');
    expect(await smallTargets(page)).toEqual([]);
    await page.goto('/book/forest-adventure');
    await expect(page.locator('[data-reader-screen]')).toBeVisible();
    await expect(page.getByRole('button', { name: /Next page/ })).toBeVisible();
  });
});
