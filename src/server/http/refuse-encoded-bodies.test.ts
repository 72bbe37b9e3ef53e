import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

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

describe('compressed request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each(['br', 'gzip', 'deflate'] as const)('a %s bomb is refused with 415 before inflating, and the CPU stays idle afterwards', async (encoding) => {
    const body = bomb(encoding, 64);
    expect(body.length).toBeLessThan(100_000);
    const res = await fetch(`http://127.0.0.1:${port}/api/quiz-scores`, {
      method: 'POST',
      headers: { ...familyHeaders(newFamilyCode()), 'content-type': 'application/json', 'content-encoding': encoding },
      body: new Uint8Array(body),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/Content-Encoding/);
    expect(await cpuDuring(1000)).toBeLessThan(150);
  });

  it('still takes a plain JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(newFamilyCode()), payload: quizScoreBody('Plain', 7) });
    expect(res.statusCode).toBe(201);
  });
});
