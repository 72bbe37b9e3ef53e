import { worlds } from '../../src/content/adventure/worlds';
import { STEP_MS, blockButton, expectPhoneLayout, hero, openGame, runButton, stepButton, tapAnswer } from './adventure-support';
import { expect, systemTier, test, type Page } from './test';

const firstWorldDone = JSON.stringify({ solved: ['first/1', 'first/2', 'first/3'], stars: [] });

/** Seeds this device's progress once; a reload keeps whatever the game has kept since. */
async function seedProgress(page: Page, value: string) {
  await page.addInitScript((v) => {
    if (!localStorage.getItem('iyagi.adventure')) localStorage.setItem('iyagi.adventure', v);
  }, value);
}

const levelButton = (page: Page, worldTitle: string, level: number) => page.getByRole('button', { name: new RegExp(`${worldTitle} level ${level}(,|$)`) });

/** Plays the run to its end, one step of fake time at a time, checking the phone layout at every step. */
async function playRun(page: Page, until: () => Promise<boolean>) {
  await page.clock.runFor(1);
  for (let step = 0; step < 60 && !(await until()); step++) {
    await expectPhoneLayout(page);
    await page.clock.runFor(STEP_MS);
  }
  expect(await until()).toBe(true);
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a new level: the hint after two failed runs, Step one block at a time, a star, and all of it kept after a reload', async ({ page }) => {
    await seedProgress(page, firstWorldDone);
    await openGame(page);
    await page.getByRole('button', { name: /Mina/ }).click();
    await page.getByRole('button', { name: /Adventure map/ }).click();
    await expect(page.getByRole('heading', { name: /Adventure map/ })).toBeFocused();
    await levelButton(page, 'Counting Beach', 1).click();
    await expect(page.getByRole('heading', { name: 'Six Steps' })).toBeVisible();
    await expect(page.getByTestId('star-goal')).toContainText('Solve it with 3 blocks or fewer for a star.');

    // Two runs that fall short: the hint shows only after the second, in both languages.
    await blockButton(page, 'Move right').click();
    await expectPhoneLayout(page);
    for (const failure of [1, 2]) {
      await expect(page.getByTestId('hint')).toHaveCount(0);
      await runButton(page).click();
      await playRun(page, async () => (await runButton(page).textContent())?.includes('Running') === false);
      await expect(page.getByText(`treasure is still hiding`)).toBeVisible();
      await expect(page.getByTestId('hint')).toHaveCount(failure === 1 ? 0 : 1);
    }
    // On a phone the hint is a button in the Run row: it opens the whole hint, both languages, on the screen.
    await page.getByTestId('hint-button').click();
    const hint = page.getByTestId('hint-sheet');
    await expect(hint).toContainText('‘6번 반복’ 안에 ‘오른쪽으로’를 넣고');
    await expect(hint).toContainText('Put Right inside Repeat 6, then Collect.');
    const box = (await hint.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await hint.getByRole('button', { name: /알겠어요/ }).click();
    await expect(hint).toBeHidden();
    await expectPhoneLayout(page);

    // The hint's answer, then Step: one block per press, the run waiting in between.
    await page.getByRole('button', { name: 'Clear' }).click();
    await tapAnswer(page, worlds[1]!.levels[0]!, () => expectPhoneLayout(page));
    // Every button of the play area, the blocks first of all, is a finger wide.
    const smallest = await page
      .getByTestId('play-area')
      .locator('button:visible')
      .evaluateAll((buttons) => Math.min(...buttons.map((b) => Math.min(b.getBoundingClientRect().height, b.getBoundingClientRect().width))));
    expect(smallest).toBeGreaterThanOrEqual(44);
    // And every word in it is 14 px or larger, the English ones too.
    const tinyText = await page.getByTestId('play-area').evaluate((area) =>
      [...area.querySelectorAll('*')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .filter((el) => !el.closest('.sr-only') && el.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(el).fontSize) < 14)
        .map((el) => el.textContent),
    );
    expect(tinyText).toEqual([]);
    await stepButton(page).click();
    await expect(hero(page)).toHaveAttribute('data-x', '1');
    await expect(page.getByTestId('run-status')).toContainText('1번째 걸음 · 한 칸씩');
    await expect(page.getByTestId('run-status')).toContainText('(1 / 6번)');
    await page.clock.runFor(5 * STEP_MS);
    await expect(hero(page)).toHaveAttribute('data-x', '1');
    await stepButton(page).click();
    await expect(hero(page)).toHaveAttribute('data-x', '2');
    await expectPhoneLayout(page);
    // Run plays the rest by itself.
    await runButton(page).click();
    await playRun(page, () => page.getByText('Level Complete!').isVisible());
    await expect(page.getByTestId('star-earned')).toContainText('You earned a star!');
    await page.clock.runFor(2100);
    await expect(page.getByRole('heading', { name: 'Up and Over' })).toBeVisible();

    // Real time again: the reloaded page loads its scripts on timers of its own.
    await page.clock.resume();
    await page.reload();
    await page.getByRole('button', { name: /Mina/ }).click();
    await page.getByRole('button', { name: /Adventure map/ }).click();
    await expect(levelButton(page, 'Counting Beach', 1)).toHaveAccessibleName(/solved, star$/);
    await expect(levelButton(page, 'Counting Beach', 2)).toBeEnabled();
    await expect(levelButton(page, 'Counting Beach', 3)).toBeDisabled();
    await expect(page.getByTestId('world-count-loops')).toContainText('1/4');
    await expect(levelButton(page, 'Flag Forest', 1)).toBeDisabled();
  });
});

/** Every level solved but each world's last, so the map opens the last level of each world in turn. */
const allButTheLasts = JSON.stringify({
  solved: worlds.flatMap((world) => world.levels.slice(0, -1).map((level) => `${world.id}/${level.id}`)),
  stars: [],
});

const phones = [
  [360, 640],
  [390, 844],
] as const;
for (const [phoneIndex, [width, height]] of phones.entries()) {
  // The worlds shared out between the two phones, the smaller taking the first and the last (the largest map).
  const worldsHere = worlds.filter((_, index) => index % phones.length === phoneIndex);
  test.describe(`on a ${width} × ${height} phone`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width, height } });

    test(
      `the last level of ${worldsHere.map((world) => world.title).join(', ')}: the whole map and Run stay on the screen while blocks are added and while the program runs`,
      systemTier,
      async ({ page }) => {
        // A level per world, its last: the longest answer and largest map the world has, and the screen that
        // ends it. Every level's answer is run through the game's engine without a browser (level-check.test.ts).
        test.setTimeout(240_000);
        await seedProgress(page, allButTheLasts);
        await openGame(page);
        await page.getByRole('button', { name: /Star/ }).click();
        await page.getByRole('button', { name: /Adventure map/ }).click();
        for (const world of worldsHere) {
          const level = world.levels.at(-1)!;
          await levelButton(page, world.title, level.id).click();
          await expect(page.getByRole('heading', { name: level.title, exact: true })).toBeVisible();
          await expect(page.getByTestId('map-grid').locator('[data-square]')).toHaveCount(level.gridSize * level.gridSize);
          await expectPhoneLayout(page);
          await tapAnswer(page, level, () => expectPhoneLayout(page));
          await runButton(page).click();
          await playRun(page, () => page.getByText('Level Complete!').isVisible());
          await expect(page.getByTestId('star-earned'), `${world.id} ${level.id}`).toBeVisible();
          await page.clock.runFor(2100);
          if (world === worlds[0]) {
            // The completed screen opens at the top, its buttons whole, and leads on to the next adventure.
            await expect(page.getByRole('heading', { name: /Star, 해냈어요!/ })).toBeFocused();
            expect(await page.evaluate(() => window.scrollY)).toBe(0);
            const back = (await page.getByRole('link', { name: /Back to stories/ }).boundingBox())!;
            expect(back.x).toBeGreaterThanOrEqual(0);
            expect(back.x + back.width).toBeLessThanOrEqual(width);
            expect(back.height).toBeLessThan(80);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
            await page.getByRole('button', { name: /Next adventure/ }).click();
          }
          await expect(page.getByRole('heading', { name: /Adventure map/ })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
        await expect(page.getByRole('status')).toContainText(`You finished ${worldsHere.at(-1)!.title}!`);
      },
    );
  });
}
