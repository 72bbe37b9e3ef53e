import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../tests/support/test-app';

/** Sends `data` on a new connection and resolves with everything the server wrote before it closed. */
function exchange(port: number, data: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

describe('requests Node cannot parse', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  const huge = `X-Big: ${'a'.repeat(20_000)}\r\n`;

  it('answers a HEAD with headers too large 431 and no body', async () => {
    const answer = await exchange(port, `HEAD /api/health HTTP/1.1\r\nHost: x\r\n${huge}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.split('\r\n\r\n')[1]).toBe('');
  });

  it('answers a GET with headers too large 431 with a JSON reason', async () => {
    const answer = await exchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\n${huge}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ statusCode: 431 });
  });
});
