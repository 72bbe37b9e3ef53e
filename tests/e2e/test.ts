import { test as base, type APIRequestContext, type Page } from '@playwright/test';

import { ROUTE_SCROLL_REPEAT_MS } from '../../src/client/app/use-scroll-to-top-on-route-change';

export * from '@playwright/test';

/**
 * Pages load their scripts after the first paint (docs/decisions/015-paint-before-scripts.md), so a button
 * can be on screen before it answers. root.tsx marks <html data-hydrated> once React has taken over; the home
 * page, which runs no bundle, is marked by its own inline script (docs/decisions/061-a-home-page-without-a-bundle.md).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

/**
 * Waits until the page answers and a moment more: the time the shell's second scroll to the top takes after a
 * route change (ROUTE_SCROLL_REPEAT_MS). A page the browser loaded is not scrolled when its scripts start, so
 * after a goto() this only lets late effects settle; after a navigation in the app it waits that scroll out.
 */
export async function waitForShellScroll(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), ROUTE_SCROLL_REPEAT_MS);
}

/** Resolves once the scroll position has held for three animation frames: the page has come to rest. */
export async function waitForStillScroll(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Resolves once nothing is still moving a page just arrived at: the network has gone quiet, the shell's
 * second scroll to the top is behind us, and the scroll has come to rest. A check after it sees where the
 * page settled, not a place it passed through (a fixed sleep only guessed at that).
 */
/** Watches the page's scroll for `ms`, frame by frame, and answers the largest distance it moved from where it was. */
export function largestScrollJumpWithin(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const from = window.scrollY;
        let largest = 0;
        const frame = () => {
          largest = Math.max(largest, Math.abs(window.scrollY - from));
          if (performance.now() - start >= ms) resolve(largest);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForShellScroll(page);
  await waitForStillScroll(page);
}

/**
 * Browser tests that go over every book, page, route or level, or take the network away. The system tier
 * (`npm run test:system`) runs every browser test; `npx playwright test --grep-invert=@system` runs the
 * journeys alone, one per feature, a quick check after a change to a page.
 */
export const systemTier = { tag: '@system' } as const;

const REQUEST_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;

/**
 * Playwright's request client keeps an idle connection open with no deadline of its own, and the server
 * closes one after 5 s idle: a request sent on it at the instant the server closes it is reset before the
 * server has read a byte. A browser sends such a request again on a new connection; so does this client.
 */
function resendWhenReset(request: APIRequestContext): void {
  for (const method of REQUEST_METHODS) {
    const send = request[method].bind(request) as (url: unknown, options?: object) => ReturnType<APIRequestContext['get']>;
    (request as unknown as Record<string, typeof send>)[method] = (url, options) => send(url, { maxRetries: 1, ...options });
  }
}

/**
 * The page every spec gets: goto() and reload() return once the page works, as a child would wait for it.
 * Its request client, and the spec's own, send a request again when its kept-alive connection was closed.
 */
export const test = base.extend({
  request: async ({ request }, provide) => {
    resendWhenReset(request);
    await provide(request);
  },
  page: async ({ page }, provide) => {
    resendWhenReset(page.request);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
