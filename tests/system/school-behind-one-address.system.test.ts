import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/resilience/server-process';
import { serverUnderTest } from '../support/resilience/server-under-test';

const SCHOOL = '127.0.0.7';
const CLIENTS = 200;
const DURATION_MS = 20_000;
const PATHS = ['/api/health', '/'];

interface Outcome {
  ok: number;
  failed: Map<string, number>;
}

/** One device: its own kept-alive connection, a read, a pause of up to half a second, again, until the end. */
async function device(port: number, until: number, outcome: Outcome): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: SCHOOL });
  try {
    for (let n = 0; Date.now() < until; n++) {
      const status = await new Promise<string>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: PATHS[n % PATHS.length], agent, timeout: 10_000 }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        });
        request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      if (status === '200') outcome.ok++;
      else outcome.failed.set(status, (outcome.failed.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    }
  } finally {
    agent.destroy();
  }
}

describe('a school behind one address, with the default connection caps', () => {
  const storage = serverUnderTest();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ storage: storage.storage, buildDir: storage.buildDir, env: { SPEECH_PRERENDER: 'false', LOG_LEVEL: 'warn' } });
  }, 180_000);
  afterAll(() => server?.stop());

  it(`${CLIENTS} devices, each on its own kept-alive connection, reading for ${DURATION_MS / 1000} s: every read answered, no connection refused`, async () => {
    const port = Number(new URL(server.url).port);
    const outcome: Outcome = { ok: 0, failed: new Map() };
    const until = Date.now() + DURATION_MS;
    await Promise.all(Array.from({ length: CLIENTS }, () => device(port, until, outcome)));
    console.log(`${CLIENTS} devices: ${outcome.ok} reads answered 200; failed: ${JSON.stringify(Object.fromEntries(outcome.failed))}`);
    expect(Object.fromEntries(outcome.failed)).toEqual({});
    expect(outcome.ok).toBeGreaterThan(CLIENTS * 10);
  }, 120_000);
});
