/**
 * What a journey needs of a browser, the same over classic WebDriver (WebKit's WebKitWebDriver) and WebDriver
 * BiDi (Firefox): open a page, run a function in it, tap what a child would tap, press keys, look.
 */
export interface Driver {
  readonly engine: EngineName;
  /** Opens a path of the site and returns once the page works (React has taken it over, or the home page's own script ran). */
  open(path: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments and answers its JSON result (awaited when it is a promise). */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real pointer tap (mouse down and up, as the engine's own input) at the middle of the element `selector` names. */
  tap(selector: string): Promise<void>;
  /**
   * Presses and drags with the mouse from the middle of one element to the middle of another, and lets go only
   * once `over` matches an element (the target lit up under the pointer).
   */
  drag(from: string, to: string, over: string): Promise<void>;
  /** Presses a key (a WebDriver key such as '\uE014' for the right arrow, or a character). */
  press(key: string): Promise<void>;
  /** Writes a PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Errors the page logged or threw since the last call (and clears them). */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export type EngineName = 'webkit' | 'firefox';

export const KEYS = { right: '\uE014', left: '\uE012', enter: '\uE007', escape: '\uE00C' } as const;

/** Polls `probe` until it answers something truthy, or fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A point in the viewport, as a driver's pointer moves to it. */
type Point = { x: number; y: number };

/**
 * The mouse drag both drivers make. A drag-and-drop library finds its drop target on a later frame than the move
 * that brought the pointer there, so on a loaded machine a drop at the end of the move can land on no target: the
 * pointer nudges to and fro over the target until `isOver` says the target lit up, and only then lets go.
 */
export async function dragOnto(
  pointer: { press(at: Point): Promise<unknown>; move(to: Point, durationMs: number): Promise<unknown>; release(): Promise<unknown> },
  start: Point,
  end: () => Promise<Point>,
  isOver: () => Promise<boolean>,
): Promise<void> {
  await pointer.press(start);
  await pointer.move({ x: start.x + 12, y: start.y + 12 }, 100);
  const target = await end();
  await pointer.move(target, 300);
  let nudge = 0;
  await waitFor('the drop target to light up under the pointer', async () => {
    if (await isOver()) return true;
    nudge += 1;
    await pointer.move({ x: target.x + (nudge % 2 ? 3 : -3), y: target.y }, 50);
    return false;
  });
  await pointer.release();
}
