import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../tests/support/test-app';

/** Resolves with how long the server took to close a connection that sent `data` and then stalled. */
function timeUntilClosed(port: number, data: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
  });
}

describe('slow and vanishing clients', () => {
  let t: TestApp;
  let port: number;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', LOG_LEVEL: 'info' },
      { write: (line) => void lines.push(line) },
    );
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('closes a connection whose headers stall, after the headers timeout', async () => {
    const { ms } = await timeUntilClosed(port, 'POST /api/quiz-scores HTTP/1.1\r\nHost: x\r\nContent-Type: app');
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4000);
  });

  it('closes a connection whose body stalls, after the request timeout', async () => {
    const head = 'POST /api/quiz-scores HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n';
    const { ms, answer } = await timeUntilClosed(port, `${head}{"playerName":"slow`);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(5000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('logs clients that hang up mid-request as nothing worse than debug', async () => {
    lines.length = 0;
    const head = 'POST /api/quiz-scores HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3000\r\n\r\n';
    await Promise.all(
      Array.from(
        { length: 100 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.write(`${head}{"playerName":"gone${i}"`);
              setTimeout(() => socket.resetAndDestroy(), 20 + (i % 5) * 10);
            });
            socket.on('error', () => {});
            socket.on('close', () => resolve());
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 50);
    expect(errors.map((entry) => entry.msg)).toEqual([]);
  });
});
