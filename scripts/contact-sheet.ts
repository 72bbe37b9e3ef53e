/**
 * A contact sheet for checking pictures against words: every cover and panel of each book, drawn
 * from its scene in both compositions (wide for desks and print, tall for phones), with the panel's
 * words in both languages, its shot list and its alt text beneath.
 * Run: npx tsx scripts/contact-sheet.ts [book id …] [--panels=c5-p1,c6-p1] [--png]
 * Writes .tmp/contact-sheet/<book>.html; with --png, via Chromium, <book>.png and one
 * <book>/<panel>.png per panel, so a single panel can be read at full size.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderSceneSvg } from '@/pictures';
import { books } from '@/content/stories/shelf-books';
import { panelWords, storyWords } from '@/shared/book-words';
import type { Book } from '@/content/stories/pictured-book';

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const png = args.includes('--png');
const onlyPanels = args
  .find((a) => a.startsWith('--panels='))
  ?.slice('--panels='.length)
  .split(',');
const outDir = '.tmp/contact-sheet';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function words(book: Book, panel: Book['chapters'][number]['panels'][number], lang: 'en' | 'ko'): string {
  const w = panelWords(book, panel, lang);
  if (!w) return `<p class="missing">${lang}: no words</p>`;
  const bubbles = w.bubbles.map((b) => `<li><b>${escape(b.speaker || '(no speaker)')}</b>: ${escape(b.text)}</li>`).join('');
  return `<p><span class="lang">${lang}</span> ${escape(w.text)}</p>${bubbles ? `<ul>${bubbles}</ul>` : ''}<p class="alt">alt: ${escape(w.imageAlt)}</p>`;
}

/** The shot list as an art director reads it: who does what, feeling what, wearing what; objects with count and state. */
function shotList(panel: Book['chapters'][number]['panels'][number]): string {
  const { shot } = panel;
  if (!shot) return '<p class="missing">no shot list</p>';
  const who = shot.who.map((f) => `<li><b>${escape(f.id)}</b> ${escape(f.does)} · <i>${escape(f.feels)}</i> · ${escape(f.wears)}</li>`).join('');
  const offstage = (shot.offstage ?? []).map((f) => `<li class="off"><b>${escape(f.id)}</b> off the page: ${escape(f.why)}</li>`).join('');
  const objects = shot.objects.map((o) => `${escape(o.id)}${o.count ? ` ×${o.count}` : ''}${o.state ? ` (${escape(o.state)})` : ''}`).join(', ');
  return `<div class="shot"><span class="lang">shot</span> ${escape(shot.place)}, ${shot.indoors ? 'indoors' : 'outdoors'}, ${shot.time}, ${shot.weather}<ul>${who}${offstage}</ul><p>objects: ${objects || '—'}</p></div>`;
}

const pictures = (scene: Book['coverScene']) =>
  `<div class="pics"><img class="wide" src="${dataUri(renderSceneSvg(scene))}"><img class="tall" src="${dataUri(renderSceneSvg(scene, { frame: 'tall' }))}"></div>`;

function sheet(book: Book): string {
  const cells: string[] = [];
  const story = storyWords(book.story, 'en');
  // The cover's alt in the book's language and in its translation, as the two editions show it.
  const coverAlts = [book.story.coverAlt, book.story.translation?.coverAlt].filter((alt) => alt !== undefined);
  if (!onlyPanels || onlyPanels.includes('cover'))
    cells.push(
      `<figure data-key="cover"><img class="wide" src="${dataUri(renderSceneSvg(book.coverScene))}"><figcaption><b>cover</b> — ${escape(story?.title ?? book.story.title)}${coverAlts.map((alt) => `<p class="alt">alt: ${escape(alt)}</p>`).join('')}</figcaption></figure>`,
    );
  for (const chapter of book.chapters) {
    chapter.panels.forEach((panel) => {
      const key = panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4);
      if (onlyPanels && !onlyPanels.includes(key)) return;
      cells.push(
        `<figure data-key="${key}">${pictures(panel.scene)}<figcaption><b>${key}</b> · ${escape(chapter.title)}${words(book, panel, 'en')}${words(book, panel, 'ko')}${shotList(panel)}</figcaption></figure>`,
      );
    });
  }
  return `<!doctype html><meta charset="utf-8"><title>${escape(book.story.id)}</title><style>body{font:13px/1.4 system-ui,'Noto Sans CJK KR',sans-serif;margin:12px;background:#faf7f2}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(600px,1fr));gap:14px}figure{margin:0;background:#fff;padding:8px;border-radius:8px;box-shadow:0 1px 3px #0002}img{display:block}.pics{display:flex;gap:8px;align-items:flex-start}.wide{width:62%;aspect-ratio:8/5}.tall{width:calc(38% - 8px);aspect-ratio:4/5}.shot{background:#f3f0ff;padding:4px 6px;border-radius:6px}.off{color:#777}p{margin:4px 0}ul{margin:2px 0;padding-left:18px}.lang{font-weight:700;color:#a0522d;text-transform:uppercase;font-size:11px}.alt{color:#555;font-style:italic}.missing{color:#b00020;font-weight:700}</style><h1>${escape(book.story.id)}</h1><main>${cells.join('')}</main>`;
}

mkdirSync(outDir, { recursive: true });
const chosen = books.filter((b) => wanted.length === 0 || wanted.includes(b.story.id));
for (const book of chosen) {
  const file = `${outDir}/${book.story.id}.html`;
  writeFileSync(file, sheet(book));
  console.log(`wrote ${file}`);
}
if (png) {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../tests/e2e/chromium');
  const { pathToFileURL } = await import('node:url');
  const browser = await chromium.launch(chromiumLaunchOptions);
  // Twice the pixels, so a reader can enlarge one panel and still see faces and hands.
  const page = await browser.newPage({ viewport: { width: 1320, height: 900 }, deviceScaleFactor: 2 });
  for (const book of chosen) {
    await page.goto(pathToFileURL(`${outDir}/${book.story.id}.html`).href);
    await page.screenshot({ path: `${outDir}/${book.story.id}.png`, fullPage: true });
    console.log(`wrote ${outDir}/${book.story.id}.png`);
    mkdirSync(`${outDir}/${book.story.id}`, { recursive: true });
    for (const figure of await page.locator('figure').all()) {
      await figure.screenshot({ path: `${outDir}/${book.story.id}/${await figure.getAttribute('data-key')}.png` });
    }
    console.log(`wrote ${outDir}/${book.story.id}/<panel>.png`);
  }
  await browser.close();
}
