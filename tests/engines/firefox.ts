import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dragOnto, waitFor, type Driver } from './driver';
import { isReady, middleOf } from './in-page';
import { stop } from './processes';

/** Debian's firefox-esr, driven over WebDriver BiDi by its own Remote Agent (Debian has no geckodriver). */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// A quiet profile: no first-run pages, updates or reports (the Remote Agent adds its own recommended set).
const PREFS = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'app.update.disabledForTesting': true,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
};

interface BidiMessage {
  id?: number;
  type: 'success' | 'error' | 'event';
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: string;
  message?: string;
}

interface LogEntry {
  level: string;
  text: string | null;
  type: string;
  source?: { context?: string };
  stackTrace?: { callFrames: { url: string; functionName: string; lineNumber: number; columnNumber: number }[] };
}

/** A logged error as a failing test should print it: its text, and where in the page's code it was logged. */
function describeEntry(entry: LogEntry): string {
  const frame = entry.stackTrace?.callFrames[0];
  const at = frame ? ` (at ${frame.functionName || 'anonymous'} ${frame.url}:${frame.lineNumber + 1}:${frame.columnNumber + 1})` : '';
  return `${entry.type}: ${entry.text ?? ''}${at}`;
}

/**
 * Firefox logs a font subset whose load the browser itself cancelled (NS_BINDING_ABORTED, 0x804B0002) as a page
 * error. It cancels them when a navigation leaves a page that laid out new text after the journey's last look
 * (CI once failed on six Korean subsets so cut). A font that failed to load for the page instead (a 404, a bad
 * file, a refused connection) has another status and is still an error; and every journey ends by waiting until
 * its page's fonts have all loaded (hasLoadedAll).
 */
const isCutOffFontLoad = (entry: LogEntry) => /downloadable font: download failed .*status=2152398850\b/.test(entry.text ?? '');

/** One Firefox window over WebDriver BiDi, its viewport set to `viewport`. */
export async function openFirefox(options: { baseUrl: string; env: NodeJS.ProcessEnv; viewport: { width: number; height: number } }): Promise<Driver> {
  const profile = mkdtempSync(join(tmpdir(), 'iyagi-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
      .join(''),
  );
  const firefox = spawn(FIREFOX, ['--remote-debugging-port=0', '--profile', profile, '--no-remote', '--new-instance', 'about:blank'], {
    env: options.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let err = '';
    firefox.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const listening = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(err);
      if (listening) resolve(listening[1]!);
    });
    firefox.once('exit', (code) => reject(new Error(`Firefox exited with ${code}: ${err.slice(-500)}`)));
  });

  const socket = new WebSocket(`${endpoint}/session`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`could not reach Firefox's WebDriver BiDi at ${endpoint}`));
  });
  let nextId = 1;
  const pending = new Map<number, { resolve(result: Record<string, unknown>): void; reject(error: Error): void }>();
  const errors: string[] = [];
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as BidiMessage;
    if (message.id !== undefined && pending.has(message.id)) {
      const waiter = pending.get(message.id)!;
      pending.delete(message.id);
      if (message.type === 'error') waiter.reject(new Error(`${message.error}: ${message.message}`));
      else waiter.resolve(message.result ?? {});
    } else if (message.method === 'log.entryAdded') {
      const entry = message.params as unknown as LogEntry;
      if (entry.level === 'error' && !isCutOffFontLoad(entry)) errors.push(describeEntry(entry));
    }
  };
  const send = (method: string, params: object) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('session.new', { capabilities: { alwaysMatch: { acceptInsecureCerts: false } } });
  const tree = (await send('browsingContext.getTree', {})) as { contexts: Array<{ context: string }> };
  const context = tree.contexts[0]!.context;
  await send('browsingContext.setViewport', { context, viewport: options.viewport });
  // Every error the page logs or throws, from the first byte of every page (the browser's own loading errors too).
  await send('session.subscribe', { events: ['log.entryAdded'] });

  const run: Driver['run'] = async (fn, ...args) => {
    const answer = (await send('script.callFunction', {
      functionDeclaration: `async (json) => JSON.stringify({ value: (await (${fn.toString()})(...JSON.parse(json))) ?? null })`,
      arguments: [{ type: 'string', value: JSON.stringify(args) }],
      awaitPromise: true,
      target: { context },
    })) as { type: string; result?: { value: string }; exceptionDetails?: { text: string } };
    if (answer.type === 'exception') throw new Error(`in the page: ${answer.exceptionDetails?.text}`);
    return (JSON.parse(answer.result!.value) as { value: never }).value;
  };
  const pointer = (actions: object[]) =>
    send('input.performActions', { context, actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
  const at = async (selector: string) => waitFor(`${selector} on screen`, () => run(middleOf, selector));

  return {
    engine: 'firefox',
    async open(path) {
      await send('browsingContext.navigate', { context, url: new URL(path, options.baseUrl).href, wait: 'complete' });
      await waitFor(`${path} to be ready`, () => run(isReady), 30_000);
    },
    run,
    async tap(selector) {
      const { x, y } = await at(selector);
      await pointer([
        { type: 'pointerMove', x, y },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]);
    },
    async drag(from, to, over) {
      await dragOnto(
        {
          press: ({ x, y }) =>
            pointer([
              { type: 'pointerMove', x, y },
              { type: 'pointerDown', button: 0 },
            ]),
          move: ({ x, y }, duration) => pointer([{ type: 'pointerMove', x, y, duration }]),
          release: () => pointer([{ type: 'pointerUp', button: 0 }]),
        },
        await at(from),
        () => at(to),
        () => run((selector: string) => document.querySelector(selector) !== null, over),
      );
    },
    async press(key) {
      await send('input.performActions', {
        context,
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
      const { data } = (await send('browsingContext.captureScreenshot', { context })) as { data: string };
      writeFileSync(file, Buffer.from(data, 'base64'));
    },
    async takeErrors() {
      return errors.splice(0);
    },
    async close() {
      await send('session.end', {}).catch(() => undefined);
      socket.close();
      await stop(firefox);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
