import { expect, test } from '@playwright/test';
import { prerenderPaths } from '../../src/client/app/site-routes';
import { htmlProblems } from './html-validity';

// The HTML as served, so no browser is needed: every prerendered route (every page, each book and its
// print page, the 404 page) and an unknown address.
test.describe('valid HTML', () => {
  for (const path of [...prerenderPaths, '/no-such-page']) {
    test(`${path} validates`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(path === '/no-such-page' || path === '/404' ? 404 : 200);
      expect(await htmlProblems(await res.text())).toEqual([]);
    });
  }
});
