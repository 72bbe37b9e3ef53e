import { expect, test } from '@playwright/test';
import { prerenderPaths } from '../../src/client/app/site-routes';
import { htmlProblems } from './html-validity';
import { illustrationPaths } from '../support/html-pictures';

// The HTML as served, so no browser is needed: every prerendered route (every page, each book and its
// print page, the 404 page) and an unknown address.
test.describe('valid HTML', () => {
  for (const path of [...prerenderPaths, '/no-such-page']) {
    test(`${path} validates, and every picture it names is served`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(path === '/no-such-page' || path === '/404' ? 404 : 200);
      const html = await res.text();
      expect(await htmlProblems(html)).toEqual([]);
      // Every picture a page names is served, as the browser will ask for it (a browser test draws a sample).
      for (const picture of new Set(illustrationPaths(html))) {
        const served = await request.get(picture);
        expect(`${picture} ${served.status()} ${served.headers()['content-type']}`).toBe(`${picture} 200 image/svg+xml`);
      }
    });
  }
});
