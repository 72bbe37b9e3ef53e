import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../tests/support/test-app';

/** A small body that inflates to `megabytes` of zeros. */
function bomb(encoding: 'br' | 'gzip' | 'deflate', megabytes: number): Buffer {
  const zeros = Buffer.alloc(megabytes * 1024 * 1024);
  if (encoding === 'br') return zlib.brotliCompressSync(zeros, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? zlib.gzipSync(zeros) : zlib.deflateSync(zeros);
}

/** CPU time this process spends in the next `ms` milliseconds. */
async function cpuDuring(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * Waits until this process is idle: after start-up, V8 keeps compiling the embedded database's
 * WebAssembly on background threads for a while (over a second of CPU on Node 24), which
 * process.cpuUsage() counts and a bomb's inflation would be blamed for.
 */
async function settle(): Promise<void> {
  for (let tries = 0; tries < 160; tries++) if ((await cpuDuring(250)) < 25) return;
  throw new Error('the test process never went idle');
}

describe('compressed request bodies', () => {
  let t: TestApp;
  let port: number;
  // Made before the process settles, so freeing the 64 MB they were made from is not counted against the server.
  const bombs = { br: bomb('br', 64), gzip: bomb('gzip', 64), deflate: bomb('deflate', 64) };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    port = await listenOnLoopback(t);
    await settle();
  });
  afterAll(() => t.close());

  // Inflating one of these bombs costs 330–780 ms of CPU, every time. Background work in this process
  // (V8 compiling the embedded database's WebAssembly, GC) comes and goes, so the quietest of three
  // sends is what must stay under 150 ms: only work the bomb caused would show up in all three.
  it.each(['br', 'gzip', 'deflate'] as const)('a %s bomb is refused with 415 before inflating, and the CPU stays idle afterwards', async (encoding) => {
    const body = bombs[encoding];
    expect(body.length).toBeLessThan(100_000);
    const cpuAfterEachSend: number[] = [];
    for (let send = 0; send < 3; send++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/quiz-scores`, {
        method: 'POST',
        headers: { ...familyHeaders(newFamilyCode()), 'content-type': 'application/json', 'content-encoding': encoding },
        body: new Uint8Array(body),
      });
      expect(res.status).toBe(415);
      expect((await res.json()).error).toMatch(/Content-Encoding/);
      cpuAfterEachSend.push(await cpuDuring(1000));
    }
    expect(Math.min(...cpuAfterEachSend), `CPU ms after each send: ${cpuAfterEachSend.join(', ')}`).toBeLessThan(150);
  });

  it('still takes a plain JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(newFamilyCode()), payload: quizScoreBody('Plain', 7) });
    expect(res.statusCode).toBe(201);
  });
});
