import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dragOnto, waitFor, type Driver } from './driver';
import { isReady, middleOf, recordPageErrors, takePageErrors } from './in-page';
import { freePort } from './processes';

/** Debian's webkit2gtk-driver: the WebDriver of WebKitGTK, Safari's engine, driving its MiniBrowser. */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

interface WebDriverAnswer<T> {
  value: T & { error?: string; message?: string };
}

/**
 * One WebKit window over classic WebDriver (WebKitGTK has no BiDi yet). The window fills its own X screen
 * (`display`), so the page's viewport is exactly that screen's size: MiniBrowser's toolbar would not let a
 * window narrower than 447 px.
 */
export async function openWebKit(options: {
  baseUrl: string;
  display: string;
  env: NodeJS.ProcessEnv;
  viewport: { width: number; height: number };
}): Promise<Driver> {
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: options.env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as WebDriverAnswer<T>;
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  await waitFor('WebKitWebDriver to listen', () => fetch(`${base}/status`).then((r) => r.ok), 10_000);
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen', `--display=${options.display}`] },
      },
    },
  });
  const session = `/session/${sessionId}`;
  // Full screen (no toolbar: the window would not shrink below 447 px) and the X screen's size: the viewport.
  await call('POST', `${session}/window/rect`, { x: 0, y: 0, width: options.viewport.width, height: options.viewport.height });

  const run: Driver['run'] = async (fn, ...args) => {
    const script = `const done = arguments[1];
      Promise.resolve().then(() => (${fn.toString()})(...JSON.parse(arguments[0])))
        .then((value) => done(JSON.stringify({ value: value === undefined ? null : value })), (error) => done(JSON.stringify({ error: String(error && error.stack || error) })));`;
    const answer = JSON.parse(await call<string>('POST', `${session}/execute/async`, { script, args: [JSON.stringify(args)] })) as {
      value: never;
      error?: string;
    };
    if (answer.error) throw new Error(`in the page: ${answer.error}`);
    return answer.value;
  };
  const pointer = (actions: object[]) =>
    call('POST', `${session}/actions`, { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
  const at = async (selector: string) => waitFor(`${selector} on screen`, () => run(middleOf, selector));

  return {
    engine: 'webkit',
    async open(path) {
      await call('POST', `${session}/url`, { url: new URL(path, options.baseUrl).href });
      await run(recordPageErrors);
      await waitFor(`${path} to be ready`, () => run(isReady), 30_000);
    },
    run,
    async tap(selector) {
      const { x, y } = await at(selector);
      await pointer([
        { type: 'pointerMove', x, y, origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]);
    },
    async drag(from, to, over) {
      await dragOnto(
        {
          press: ({ x, y }) =>
            pointer([
              { type: 'pointerMove', x, y, origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
            ]),
          move: ({ x, y }, duration) => pointer([{ type: 'pointerMove', x, y, origin: 'viewport', duration }]),
          release: () => pointer([{ type: 'pointerUp', button: 0 }]),
        },
        await at(from),
        () => at(to),
        () => run((selector: string) => document.querySelector(selector) !== null, over),
      );
    },
    async press(key) {
      await call('POST', `${session}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: key },
              { type: 'keyUp', value: key },
            ],
          },
        ],
      });
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'));
    },
    async takeErrors() {
      return run(takePageErrors);
    },
    async close() {
      await call('DELETE', session).catch(() => undefined);
      driver.kill();
    },
  };
}
