import { expect, systemTier, test, type Locator, type Page } from './test';
import { seriousAccessibilityViolations } from './accessibility';

const STEP_MS = 1000;

/** The clock stands still: only runFor moves the game, so every step can be checked on its own. */
async function openGame(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.goto('/adventure-game');
  // A minute after install: a slow first load on a busy machine must not have passed it already.
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00'));
  await expect(page.getByRole('heading', { name: /Choose your hero/ })).toBeVisible();
  // On a busy machine the page may hydrate after the pause: let the timers it starts with run now, not in the
  // middle of a run.
  await page.clock.runFor(200);
}

async function tapBlocks(page: Page, ...names: string[]) {
  for (const name of names) await blockButton(page, name).click();
}

/** A palette block by its English name; its accessible name says it in Korean first. */
const blockButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`Add ${name}$`) });
const hero = (page: Page) => page.getByTestId('hero');
const score = (page: Page) => page.getByTestId('score');
const runButton = (page: Page) => page.getByRole('button', { name: /(Run|Running…)$/ });
const stepButton = (page: Page) => page.getByRole('button', { name: /Step$/ });

async function expectHeroAt(page: Page, x: number, y: number) {
  await expect(hero(page)).toHaveAttribute('data-x', String(x));
  await expect(hero(page)).toHaveAttribute('data-y', String(y));
}

/** Moves fake time in slices until the locator shows, letting React render between slices. */
async function playUntilVisible(page: Page, target: ReturnType<Page['getByRole']>) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(STEP_MS);
        return target.isVisible();
      },
      { timeout: 40_000, intervals: [30] },
    )
    .toBe(true);
}

test('a child picks a hero and solves level 1 by tapping blocks: +50 per treasure, then level 2', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: /Mina/ }).click();
  await expect(page.getByRole('heading', { name: 'Programming Basics' })).toBeFocused();
  await expect(runButton(page)).toBeDisabled();
  await expectHeroAt(page, 0, 7);

  await tapBlocks(page, 'Move right', 'Move right', 'Move right', 'Collect', 'Move up', 'Move up', 'Move up', 'Collect');
  await expect(page.getByTestId('program-block')).toHaveCount(8);
  await runButton(page).click();

  // The first block runs at once and is highlighted; then one block per second.
  await page.clock.runFor(1);
  await expectHeroAt(page, 1, 7);
  await expect(page.getByTestId('program-block').nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(runButton(page)).toBeDisabled();
  await page.clock.runFor(STEP_MS - 100);
  await expectHeroAt(page, 1, 7);
  await page.clock.runFor(100);
  await expectHeroAt(page, 2, 7);
  await expect(page.getByTestId('program-block').nth(1)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(STEP_MS);
  await expectHeroAt(page, 3, 7);
  await expect(score(page)).toContainText('0점');

  await page.clock.runFor(STEP_MS);
  await expect(score(page)).toContainText('50점');
  await expect(page.getByText('You got the Apple! +50 points')).toBeVisible();

  for (const y of [6, 5, 4]) {
    await page.clock.runFor(STEP_MS);
    await expectHeroAt(page, 3, y);
  }
  await page.clock.runFor(STEP_MS);
  await expect(score(page)).toContainText('100점');
  await expect(page.getByText('Level Complete!')).toBeVisible();

  // The overlay stays for 2 s, then level 2 starts with an empty program at its own start.
  await page.clock.runFor(1900);
  await expect(page.getByText('Level Complete!')).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'Loops & Logic' })).toBeVisible();
  await expect(page.getByText('Level Complete!')).toBeHidden();
  await expect(page.getByText('2단계 / 전체 3단계')).toBeVisible();
  await expect(page.getByTestId('program-block')).toHaveCount(0);
  await expectHeroAt(page, 0, 9);
  await expect(score(page)).toContainText('100점');
});

test('on a desk, Step keeps the map’s top row below the sticky header, even at the page’s end', systemTier, async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: /Mina/ }).click();
  await tapBlocks(page, 'Move right', 'Move right', 'Move up');
  const mapTopBelowHeader = () =>
    page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      return document.querySelector('[data-testid=map-grid]')!.getBoundingClientRect().top >= header;
    });
  // At the page's end the map's column has scrolled up with its container, under the header.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const x of [1, 2]) {
    await stepButton(page).click();
    await expectHeroAt(page, x, 7);
    expect(await mapTopBelowHeader()).toBe(true);
  }
});

test('landing on fire stops the run with a Korean-first alert; closing it puts the hero back on the start square', systemTier, async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: /Bori/ }).click();
  await tapBlocks(page, 'Move right', 'Move right', 'Move right', 'Move right', 'Move up');
  await runButton(page).click();
  await page.clock.runFor(1);
  for (let i = 0; i < 3; i++) await page.clock.runFor(STEP_MS);
  await expectHeroAt(page, 3, 7);

  // Named by its Korean line, the English one under it.
  const alert = page.getByRole('alertdialog', { name: '앗, 불에 닿았어요! 다시 해 볼까요?' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Oops! You hit a fire! Try again.');
  await expectHeroAt(page, 3, 7);
  // The run is over: no more steps happen while the alert is up or after it.
  await page.clock.runFor(3 * STEP_MS);
  await expectHeroAt(page, 3, 7);

  await alert.getByRole('button', { name: /OK, try again/ }).click();
  // The dialog hands focus back on a zero-delay timer, which the paused clock has to let through.
  await page.clock.runFor(10);
  await expect(alert).toBeHidden();
  await expectHeroAt(page, 0, 7);
  await expect(runButton(page)).toBeEnabled();
  await expect(runButton(page)).toBeFocused();
});

test('blocks go inside a repeat, can be removed one by one, and Clear empties the program', systemTier, async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: /Luna/ }).click();
  await tapBlocks(page, 'Repeat 5 times', 'Move right');
  const repeat = page.getByTestId('program-block').first();
  await expect(repeat.getByRole('list', { name: 'Inside Repeat 5x' }).getByText('Right')).toBeVisible();
  await page.getByRole('button', { name: 'Done with repeat' }).click();
  await tapBlocks(page, 'Collect', 'Move up');
  await expect(page.getByRole('list', { name: 'My program, 4 blocks' })).toBeVisible();

  await page.getByRole('button', { name: /Remove block 3, Move up$/ }).click();
  await expect(page.getByRole('list', { name: 'My program, 3 blocks' })).toBeVisible();
  await page.getByRole('button', { name: /Remove block 1\.1, Move right$/ }).click();
  await expect(page.getByRole('list', { name: 'My program, 2 blocks' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('비어 있어요. 블록을 눌러 넣어 보세요.')).toBeVisible();
  await expect(runButton(page)).toBeDisabled();
});

test('the keyboard alone can add blocks and run them', systemTier, async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: /Jun/ }).focus();
  await page.keyboard.press('Enter');
  await blockButton(page, 'Move right').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('program-block')).toHaveCount(2);
  await runButton(page).focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(1);
  await expectHeroAt(page, 1, 7);
});

test('a mouse can drag a block into the program and into a repeat', systemTier, async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: /Merlo/ }).click();
  await tapBlocks(page, 'Repeat 3 times');
  await page.getByRole('button', { name: 'Done with repeat' }).click();

  // dnd-kit drops on the target it last saw the pointer over, which it learns in a render after the move: the
  // mouse is let go only once the target lights up (the repeat's violet outline, the program's indigo border).
  const drag = async (from: string, to: Locator, lit: Locator, light: RegExp) => {
    // The block pressed just below the sticky header, so the press lands on it (scrolled under the header, the press
    // hit the header and no drag began) and the target below stays clear of the window's foot, where dnd-kit scrolls
    // the page under the pointer.
    await blockButton(page, from).evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().top - 90, behavior: 'instant' }));
    const source = await blockButton(page, from).boundingBox();
    const target = await to.boundingBox();
    if (!source || !target) throw new Error('nothing to drag');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 20, source.y + source.height / 2, { steps: 4 });
    // The page's clock is paused: dnd-kit measures the drop targets in animation frames, so a few frames run.
    await page.clock.runFor(100);
    const x = target.x + target.width / 2;
    const y = target.y + target.height - 8;
    await page.mouse.move(x, y, { steps: 12 });
    // A paused clock runs no frame by itself: each try nudges the pointer a pixel and runs frames again until the target
    // lights up, so the frames dnd-kit measures in come after React has drawn the move, however late.
    let nudge = 0;
    await expect(async () => {
      nudge = 1 - nudge;
      await page.mouse.move(x, y - nudge);
      await page.clock.runFor(100);
      await expect(lit).toHaveClass(light, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.mouse.up();
    // The dragged block's overlay glides to its place and is taken away in a later frame: until it is, it lies over the
    // page and the next press lands on it, so frames run until it is gone.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(page.locator('[style*="z-index: 999"]')).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  };
  const repeatBody = page.getByRole('list', { name: 'Inside Repeat 3x' });
  await drag('Move up', repeatBody, page.getByTestId('program-block').filter({ has: repeatBody }), /outline-violet-500/);
  await expect(repeatBody.getByText('Up')).toBeVisible();
  // Under the repeat, in the program's own box: the block goes after the repeat, not into it.
  const programBox = page.getByTestId('program-box');
  await drag('Collect', programBox, programBox, /border-indigo-500/);
  await expect(page.getByTestId('program-block').last()).toContainText('Collect');
  await expect(repeatBody.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'My program, 3 blocks' })).toBeVisible();
});

test.describe('with a finger', () => {
  test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

  test('tapping blocks on a tablet adds them', systemTier, async ({ page }) => {
    await openGame(page);
    await page.getByRole('button', { name: /Star/ }).tap();
    await blockButton(page, 'Move up').tap();
    await blockButton(page, 'Collect').tap();
    await expect(page.getByRole('list', { name: 'My program, 2 blocks' })).toBeVisible();
  });
});

test('after the last level the completed screen offers Play Again, which starts over', systemTier, async ({ page }) => {
  // Three whole levels played step by step: given three times the time.
  test.slow();
  await openGame(page);
  await page.getByRole('button', { name: /Beep/ }).click();
  const done = () => page.getByRole('button', { name: 'Done with repeat' }).click();
  const runAndWaitFor = async (heading: string | RegExp) => {
    await runButton(page).click();
    await playUntilVisible(page, page.getByRole('heading', { name: heading }));
  };

  await tapBlocks(page, 'Move right', 'Move right', 'Move right', 'Collect', 'Move up', 'Move up', 'Move up', 'Collect');
  await runAndWaitFor('Loops & Logic');

  await tapBlocks(page, 'Repeat 5 times', 'Move right');
  await done();
  await tapBlocks(page, 'Collect', 'Repeat 5 times', 'Move up');
  await done();
  await tapBlocks(page, 'Collect', 'Repeat 3 times', 'Move right');
  await done();
  await tapBlocks(page, 'Collect');
  await runAndWaitFor('Algorithm Master');

  await tapBlocks(page, 'Repeat 3 times', 'Move up', 'Move right');
  await done();
  await tapBlocks(page, 'Collect', 'Repeat 5 times', 'Move right');
  await done();
  await tapBlocks(page, 'Collect', 'Move right', 'Repeat 5 times', 'Move up');
  await done();
  await tapBlocks(page, 'Move left', 'Collect');
  await runAndWaitFor(/Beep, 해냈어요!/);

  await expect(page.getByText('최종 점수 400점')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to stories/ })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: /Play Again/ }).click();
  await expect(page.getByRole('heading', { name: /Choose your hero/ })).toBeFocused();
  await page.getByRole('button', { name: /Nabi/ }).click();
  await expect(page.getByText('1단계 / 전체 3단계')).toBeVisible();
  await expect(score(page)).toContainText('0점');
  await expectHeroAt(page, 0, 7);
});

test('the play screen, a run in progress and the hazard alert have no serious accessibility problems', systemTier, async ({ page }) => {
  // Real time here: axe waits on timers of its own, which a paused clock would hold back.
  const seriousProblems = () => seriousAccessibilityViolations(page);
  await page.goto('/adventure-game');
  await page.getByRole('button', { name: /Mina/ }).click();
  await tapBlocks(page, 'Repeat 3 times', 'Move right');
  await page.getByRole('button', { name: 'Done with repeat' }).click();
  await tapBlocks(page, 'Move right', 'Move up');
  expect(await seriousProblems()).toEqual([]);
  await runButton(page).click();
  await expect(page.locator('[aria-current="step"]').first()).toBeVisible();
  expect(await seriousProblems()).toEqual([]);
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 6000 });
  expect(await seriousProblems()).toEqual([]);
});
