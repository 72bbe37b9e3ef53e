// What a first visit to each page downloads, in real Chromium, against a budget per page.
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import { chromium, type Browser, type Response } from '@playwright/test';
import { siteRoutes } from '@/client/app/site-routes';
import { startServer } from '../tests/support/resilience/server-process';
import { pgliteCopy } from '../tests/support/resilience/storage';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../tests/support/fixtures';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { isMain, runAlone } from './lib/cli';
import type { BenchContext } from './lib/context';
import { kib, section, type Section } from './lib/section';
import { offlineSize } from './offline-size';
import { pictureWeights } from './picture-weights';

type Kind = 'js' | 'css' | 'font' | 'other';
type Budget = Partial<Record<Exclude<Kind, 'other'>, number>>;
interface Budgets {
  default: Budget;
  routes: Record<string, Budget>;
}

const BUDGETS_FILE = new URL('./budgets.json', import.meta.url);

function kindOf(response: Response): Kind {
  const { pathname } = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (/\.m?js$/.test(pathname) || type.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || type.includes('text/css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(pathname) || type.startsWith('font/')) return 'font';
  return 'other';
}

/** gzip -9 of every body the page loaded, by kind: stable whatever the server's own compression does. */
async function firstVisit(browser: Browser, url: string): Promise<Record<Kind, number> & { requests: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scripts load after the first paint (decision 015): on a busy machine the network can fall quiet before
  // they start, so the visit counts only once the page has hydrated (root.tsx marks it).
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Web fonts are fetched once text is laid out: let them finish too.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const totals = { js: 0, css: 0, font: 0, other: 0, requests: responses.length };
  for (const response of responses) {
    if (response.status() !== 200) continue;
    const body = await response.body().catch(() => null);
    if (body) totals[kindOf(response)] += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
  return totals;
}

export async function pageWeight(ctx: BenchContext): Promise<Section[]> {
  const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
  const s = section('Page weight: first visit in Chromium (390×844 phone), KiB after gzip -9; budget in brackets', [
    'page',
    'JS',
    'CSS',
    'fonts',
    'HTML, images, data',
    'requests',
  ]);
  const buildDir = await ctx.productionBuild();
  const owned = pgliteCopy(await ctx.pgliteTemplate());
  const server = await startServer({ storage: owned.storage, buildDir, compiledBuildDir: buildDir }).catch(async (error: unknown) => {
    await owned.remove();
    throw error;
  });
  let offline: Section[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The score report draws its charts only when there are scores, so it is opened as a parent opens a
    // shared link to a family's records.
    const family = newFamilyCode();
    for (let i = 0; i < 12; i++) {
      const body = quizScoreBody(i % 2 ? 'Mina' : 'Theo', 4 + (i % 7), 30 + i * 3);
      await fetch(`${server.url}/api/quiz-scores`, {
        method: 'POST',
        headers: { ...familyHeaders(family), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
    for (const route of siteRoutes) {
      const budget = { ...budgets.default, ...budgets.routes[route.path] };
      const got = await firstVisit(browser, server.url + route.path + (route.path === '/quiz-scores' ? `#code=${family}` : ''));
      const cell = (kind: keyof Budget) => {
        const limit = budget[kind];
        const over = limit !== undefined && got[kind] > limit * 1024;
        if (over) s.failures.push(`${route.path}: ${kind} ${kib(got[kind])} KiB is over its budget of ${limit} KiB (bench/budgets.json)`);
        return `${kib(got[kind])}${limit === undefined ? '' : ` [${limit}]`}${over ? ' OVER' : ''}`;
      };
      s.rows.push([route.path, cell('js'), cell('css'), cell('font'), kib(got.other), String(got.requests)]);
    }
    const unknown = Object.keys(budgets.routes).filter((path) => !siteRoutes.some((r) => r.path === path));
    if (unknown.length) s.notes.push(`budgets for pages that no longer exist: ${unknown.join(', ')}`);
    s.notes.push('Pages without their own line in bench/budgets.json get its "default" budget.');
    s.notes.push('The offline worker precaches after the page is idle; its requests are not part of a first visit (next table).');
    offline = [await offlineSize(`${buildDir}/client`, server.url), pictureWeights(`${buildDir}/client`)];
  } finally {
    await browser.close();
    await server.stop();
    await owned.remove();
  }
  return [s, ...offline];
}

if (isMain(import.meta.url)) await runAlone(pageWeight);
