import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderSceneSvg, type Frame } from '@/content/illustrations/render-scene';
import { books } from '@/content/stories/library';
import type { Book } from '@/shared/story';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * Every panel drawn in both compositions, in real Chromium, against its shot list: each person,
 * animal and key object is a named group in the picture, inside the frame with at most a tenth of
 * it cut, and on a 390-px-wide phone (the tall picture at full width) each named person's head is
 * at least 24 px tall, so a child can tell who is who. A landmark of the setting (the river, the
 * fridge, 북한산) may run past the frame's edges but must show at least a third of itself.
 */

type Panel = Book['chapters'][number]['panels'][number];
const panelsOf = (book: Book): Panel[] => (book.chapters as readonly { panels: readonly Panel[] }[]).flatMap((chapter) => [...chapter.panels]);

const PHONE_WIDTH = 390;
const MIN_HEAD_PX = 24;
const MAX_CUT = 0.1;
const MAX_LANDMARK_CUT = 2 / 3;

interface PartMeasure {
  id: string;
  found: boolean;
  landmark: boolean;
  cut: number;
  head: number | null;
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Draws one picture at the given width and measures each named part: found, share cut by the frame, head height. */
async function measure(svg: string, width: number, ids: readonly string[]): Promise<PartMeasure[]> {
  const sized = svg.replace(/ width="\d+" height="\d+"/, ` width="${width}"`);
  await page.setContent(`<body style="margin:0">${sized}</body>`);
  return page.evaluate((wanted) => {
    const frame = document.querySelector('svg')!.getBoundingClientRect();
    return wanted.map((id) => {
      const groups = [...document.querySelectorAll(`[data-part~="${id}"]`)];
      if (groups.length === 0) return { id, found: false, landmark: false, cut: 1, head: null };
      const boxes = groups.map((g) => g.getBoundingClientRect());
      const area = (b: { left: number; right: number; top: number; bottom: number }) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
      const whole = boxes.reduce((sum, b) => sum + area(b), 0);
      const seen = boxes.reduce(
        (sum, b) => sum + area({ left: Math.max(b.left, frame.left), right: Math.min(b.right, frame.right), top: Math.max(b.top, frame.top), bottom: Math.min(b.bottom, frame.bottom) }),
        0,
      );
      const head = groups[0]!.querySelector('[data-head]');
      const landmark = groups.every((g) => g.hasAttribute('data-landmark'));
      return { id, found: true, landmark, cut: whole === 0 ? 1 : 1 - seen / whole, head: head ? head.getBoundingClientRect().height : null };
    });
  }, ids);
}

describe.each(books.map((book) => [book.story.id, book] as const))('%s pictures show their shot lists', (_id, book) => {
  test.each(['wide', 'tall'] as const satisfies readonly Frame[])('in the %s composition, every subject is drawn whole and large enough', async (frame) => {
    const problems: string[] = [];
    for (const panel of panelsOf(book)) {
      const people = panel.shot.who.map((figure) => figure.id);
      const ids = [...people, ...panel.shot.objects.map((object) => object.id)];
      const width = frame === 'tall' ? PHONE_WIDTH : 800;
      for (const part of await measure(renderSceneSvg(panel.scene, { frame }), width, ids)) {
        const where = `${panel.imageUrl} ${frame} ${part.id}`;
        if (!part.found) problems.push(`${where}: not drawn`);
        else if (part.cut > (part.landmark ? MAX_LANDMARK_CUT : MAX_CUT)) problems.push(`${where}: ${Math.round(part.cut * 100)} % outside the frame`);
        else if (frame === 'tall' && part.head !== null && part.head < MIN_HEAD_PX) problems.push(`${where}: head ${part.head.toFixed(0)} px tall on a phone`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
