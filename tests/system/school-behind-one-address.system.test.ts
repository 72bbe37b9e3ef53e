import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/resilience/server-process';
import { serverUnderTest } from '../support/resilience/server-under-test';

const SCHOOL = '127.0.0.7';
const CLIENTS = 200;
const DURATION_MS = 12_000;
const PATHS = ['/api/health', '/'];

interface Outcome {
  ok: number;
  failed: Map<string, number>;
}

/** One GET on the device's agent: its status, or the error's code ('RESET-ON-REUSED' for a reused connection the server had closed). */
function read(port: number, path: string, agent: http.Agent): Promise<string> {
  return new Promise<string>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNRESET' && request.reusedSocket ? 'RESET-ON-REUSED' : (error.code ?? error.message)),
    );
  });
}

/** One device: its own kept-alive connection, a read, a pause of up to half a second, again, until the end. */
async function device(port: number, until: number, outcome: Outcome): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: SCHOOL });
  try {
    for (let n = 0; Date.now() < until; n++) {
      let status = await read(port, PATHS[n % PATHS.length]!, agent);
      // A browser sends a request again when a kept-alive connection it reused was closed by the server
      // meanwhile (an idle connection may be closed to make room); only a fresh connection's failure counts.
      if (status === 'RESET-ON-REUSED') status = await read(port, PATHS[n % PATHS.length]!, agent);
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
    server = await startServer({
      storage: storage.storage,
      buildDir: storage.buildDir,
      env: {
        SPEECH_PRERENDER: 'false',
        LOG_LEVEL: 'warn',
        // Two hundred devices reading every quarter second far outrun one address's request budgets, which a
        // school raises (README); this test is about the connection caps, which stay at their defaults.
        RATE_LIMIT_READS_PER_MINUTE: '1000000',
        RATE_LIMIT_FILES_PER_MINUTE: '1000000',
      },
    });
  }, 180_000);
  afterAll(() => server?.stop());

  it(`${CLIENTS} devices, each on its own kept-alive connection, reading for ${DURATION_MS / 1000} s: no connection refused, every read answered (at most 1 % cut or slower than 10 s)`, async () => {
    const port = Number(new URL(server.url).port);
    const outcome: Outcome = { ok: 0, failed: new Map() };
    const until = Date.now() + DURATION_MS;
    await Promise.all(Array.from({ length: CLIENTS }, () => device(port, until, outcome)));
    console.log(`${CLIENTS} devices: ${outcome.ok} reads answered 200; failed: ${JSON.stringify(Object.fromEntries(outcome.failed))}`);
    const failed = Object.fromEntries(outcome.failed);
    // No connection is refused and no read answers anything but 200. An idle kept-alive connection may be
    // closed to make room just as its device reuses it twice over, and a busy 2-core machine may let a read
    // outrun its 10 s timeout: together those may be at most 1 % of the reads.
    const { TIMEOUT: timedOut = 0, ECONNRESET: cut = 0, ...otherFailures } = failed;
    expect(otherFailures).toEqual({});
    expect(timedOut + cut).toBeLessThanOrEqual(outcome.ok / 100);
    expect(outcome.ok).toBeGreaterThan(CLIENTS * 10);
  }, 120_000);
});
