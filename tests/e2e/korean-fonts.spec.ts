import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, systemTier, test, type Browser, type Page } from './test';
import { chromiumLaunchOptions } from './chromium';

const LATIN_FONT_DIR = '/usr/share/fonts/truetype/dejavu';

/** Chromium that sees only the given font folders, as on a Linux desktop without Korean fonts. */
async function browserWithFonts(dirs: string[]): Promise<Browser> {
  const confDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-fonts-'));
  const conf = path.join(confDir, 'fonts.conf');
  fs.writeFileSync(conf, `<?xml version="1.0"?><fontconfig>${dirs.map((d) => `<dir>${d}</dir>`).join('')}<cachedir>${confDir}/cache</cachedir></fontconfig>`);
  return chromium.launch({ ...chromiumLaunchOptions, env: { ...process.env, FONTCONFIG_FILE: conf } as Record<string, string> });
}

/** Font files and the web-font stylesheet a page fetched. */
function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || r.url().includes('korean-web-font')) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Hangul drawn with real glyphs is not as wide as the same count of boxes for code points no font has. */
const hangulHasGlyphs = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const c = document.createElement('canvas').getContext('2d')!;
    c.font = `32px ${getComputedStyle(document.body).fontFamily}`;
    return c.measureText('한글이야기').width !== c.measureText('\u0378\u0379\u0380\u0381\u0382').width;
  });

test('without Korean fonts on the device, a Korean web font is fetched in subsets and Hangul is drawn', systemTier, async ({ baseURL }) => {
  test.skip(!fs.existsSync(LATIN_FONT_DIR), `needs Latin fonts in ${LATIN_FONT_DIR} (Debian: fonts-dejavu-core)`);
  const browser = await browserWithFonts([LATIN_FONT_DIR]);
  try {
    const page = await browser.newPage();
    const fonts = fontRequests(page);
    await page.goto(`${baseURL}/quiz-scores`);
    await expect(page.getByRole('heading', { name: '구구단 퀴즈 성적표' })).toBeVisible();
    // The check runs in idle time after the first paint, so the stylesheet comes a moment after the page.
    await expect(page.locator('link[href*="korean-web-font"]')).toHaveCount(1);
    await expect.poll(() => hangulHasGlyphs(page)).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('32px "Pretendard Variable"', '구구단 퀴즈 성적표'))).toBe(true);
    expect(fonts.some((f) => /korean-web-font.*\.css$/.test(f))).toBe(true);
    const subsets = fonts.filter((f) => f.endsWith('.woff2'));
    // Only the subsets this page's syllables fall in, not all 92.
    expect(subsets.length).toBeGreaterThan(0);
    expect(subsets.length).toBeLessThan(40);
    // The device's answer is kept: the next page adds the font while it is read, without checking again.
    expect(await page.evaluate(() => localStorage.getItem('iyagi:hangul-font'))).toBe('missing');
    await page.goto(`${baseURL}/stories`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('link[href*="korean-web-font"]').count()).toBe(1);
  } finally {
    await browser.close();
  }
});

test('with the device’s own Korean fonts, pages other than print download no font at all', systemTier, async ({ page }) => {
  const fonts = fontRequests(page);
  for (const route of ['/', '/stories', '/book/pyeongchang-story', '/multiplication-table', '/quiz-scores']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await hangulHasGlyphs(page), `${route}: is a Korean font installed? (Debian: fonts-noto-cjk)`).toBe(true);
  }
  expect(await page.evaluate(() => localStorage.getItem('iyagi:hangul-font'))).toBe('ok');
  expect(fonts).toEqual([]);
});
