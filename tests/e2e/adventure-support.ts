import type { GameLevel, Program } from '../../src/shared/adventure';
import { paletteLook } from '../../src/client/features/adventure/block-look';
import { blockKind, isContainer } from '../../src/client/features/adventure/engine/program';
import { expect, type Page } from './test';

export const STEP_MS = 1000;

/** The clock stands still: only runFor moves the game, so every step can be checked on its own. */
export async function openGame(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.goto('/adventure-game');
  // A minute after install: a slow first load on a busy machine must not have passed it already.
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00'));
  await expect(page.getByRole('heading', { name: /Choose your hero/ })).toBeVisible();
  // Let the shell's scroll-to-top-after-100-ms happen now, not in the middle of a run.
  await page.clock.runFor(200);
}

/** A palette block by its English name; its accessible name says it in Korean first. */
export const blockButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`Add ${name}$`) });
export const hero = (page: Page) => page.getByTestId('hero');
export const runButton = (page: Page) => page.getByRole('button', { name: /(Run|Running…)$/ });
export const stepButton = (page: Page) => page.getByRole('button', { name: /Step$/ });

/**
 * Taps a level's intended answer into the page the way a child would: each block from the palette, the blocks
 * of a repeat or an "if" while it is selected and then "done"; the procedure in its own list first.
 * `onTap` runs after every tap, for checks of the layout.
 */
export async function tapAnswer(page: Page, level: GameLevel, onTap: () => Promise<void> = async () => {}) {
  const tapList = async (blocks: Program) => {
    for (const block of blocks) {
      await blockButton(page, paletteLook(blockKind(block), level).spokenEn).click();
      await onTap();
      if (isContainer(block)) {
        await tapList(block.steps);
        await page.getByRole('button', { name: /Done with (repeat|if)$/ }).click();
        await onTap();
      }
    }
  };
  const { procedure } = level.solution;
  if (procedure && level.procedure) {
    await page.getByRole('button', { name: new RegExp(`Build ${level.procedure.name}$`) }).click();
    await tapList(procedure);
    await page.getByRole('button', { name: new RegExp(`Adding to ${level.procedure.name}$`) }).click();
    await onTap();
  }
  await tapList(level.solution.program);
}

/**
 * What is wrong with the phone layout now, or null: the whole map grid and the Run button must be inside the
 * viewport below the sticky header, and the page no wider than the viewport.
 */
export async function phoneLayoutProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    if (document.documentElement.scrollWidth > vw) return `the page is ${document.documentElement.scrollWidth} px wide on a ${vw} px screen`;
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const grid = document.querySelector('[data-testid=map-grid]')?.getBoundingClientRect();
    const run = [...document.querySelectorAll('button')].find((b) => /(Run|Running…)$/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
    const runBox = run?.getBoundingClientRect();
    if (!grid || !runBox) return 'no map or no Run button';
    const inside = (r: DOMRect) => r.left >= -0.5 && r.right <= vw + 0.5 && r.top >= headerBottom - 0.5 && r.bottom <= vh + 0.5;
    if (!inside(grid)) return `map grid at ${Math.round(grid.top)}–${Math.round(grid.bottom)} (screen ${Math.round(headerBottom)}–${vh})`;
    if (!inside(runBox)) return `Run at ${Math.round(runBox.top)}–${Math.round(runBox.bottom)} (screen ${Math.round(headerBottom)}–${vh})`;
    // The program shows three blocks at once (two beside a level's own block, whose list shares its room).
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-testid=program-box], [data-testid=procedure-box]')].filter((b) => b.offsetHeight > 0);
    const rows = document.querySelector('[data-testid=procedure-box]') ? 2 : 3;
    const shown = Math.min(...boxes.map((b) => b.clientHeight));
    if (shown < rows * 44) return `the program shows ${shown} px, less than ${rows} rows of blocks`;
    return null;
  });
}

export async function expectPhoneLayout(page: Page) {
  expect(await phoneLayoutProblem(page)).toBeNull();
}
