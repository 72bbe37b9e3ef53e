// Looks at a page as a person would: `npx tsx scripts/screenshot.ts <url> <out.png> [width] [height] [--full]`.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!url || !out) throw new Error('usage: screenshot.ts <url> <out.png> [width] [height] [--full]');

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: 1 });
const problems: string[] = [];
page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
page.on('pageerror', (e) => problems.push(e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(700);
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
if (problems.length) console.log('console errors:\n' + problems.join('\n'));
