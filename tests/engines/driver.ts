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
  /** Presses and drags with the mouse from the middle of one element to the middle of another. */
  drag(from: string, to: string): Promise<void>;
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
