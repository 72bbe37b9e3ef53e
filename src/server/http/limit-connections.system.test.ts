import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../tests/support/test-app';
import { MAX_WAITING_REQUESTS } from './limit-connections';

/** A connection from `localAddress` that sends `data` and waits; resolves once connected, with a promise of its close. */
function openFrom(port: number, localAddress: string, data: string) {
  return new Promise<{ socket: net.Socket; closedAfterMs: Promise<number> }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      if (data) socket.write(data);
      resolve({ socket, closedAfterMs });
    });
    const closedAfterMs = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

async function healthFrom(port: number, localAddress: string): Promise<string> {
  const { socket } = await openFrom(port, localAddress, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  await new Promise((resolve) => socket.on('close', resolve));
  return answer.split('\r\n')[0]!;
}

const closedWithin = (closed: Promise<number>, ms: number) =>
  Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('connection caps on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CONNECTIONS_PER_ADDRESS: '3', REQUEST_LINE_TIMEOUT_MS: '500', HEADERS_TIMEOUT_MS: '4000' });
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it("makes room for an address's new connection by closing its oldest one without a complete request, while another address is served", async () => {
    const held = await Promise.all([0, 1, 2].map(() => openFrom(port, '127.0.0.2', 'GET /api/health HTTP/1.1\r\n')));
    const fourth = await openFrom(port, '127.0.0.2', 'GET /api/health HTTP/1.1\r\n');
    expect(await closedWithin(held[0]!.closedAfterMs, 1000)).toBe(true);
    expect(await closedWithin(fourth.closedAfterMs, 300)).toBe(false);
    expect(await healthFrom(port, '127.0.0.3')).toBe('HTTP/1.1 200 OK');
    for (const { socket } of [...held, fourth]) socket.destroy();
  });

  it('never counts connections that were answered: one address holds more kept-alive connections than its cap', async () => {
    const kept = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const connection = await openFrom(port, '127.0.0.5', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
        await new Promise((resolve) => connection.socket.once('data', resolve));
        return connection;
      }),
    );
    expect(await closedWithin(Promise.race(kept.map((k) => k.closedAfterMs)), 300)).toBe(false);
    for (const { socket } of kept) socket.destroy();
  });

  it('answers a few pipelined requests in order, and closes a connection that sends more than it may ahead of its answers', async () => {
    const few = await openFrom(port, '127.0.0.6', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3));
    let answers = '';
    few.socket.on('data', (chunk: Buffer) => (answers += chunk.toString()));
    await new Promise<void>((resolve) => few.socket.on('data', () => answers.split('HTTP/1.1 200').length === 4 && resolve()));
    expect(answers.split('HTTP/1.1 200').length - 1).toBe(3);
    few.socket.destroy();
    const many = await openFrom(port, '127.0.0.6', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(MAX_WAITING_REQUESTS + 2));
    many.socket.pause();
    expect(await closedWithin(many.closedAfterMs, 1000)).toBe(true);
  });

  it('reads nothing more of a connection it closes for sending too many requests ahead: the rest of what it sent is never parsed', async () => {
    let parsed = 0;
    const count = (request: IncomingMessage) => void (request.socket.remoteAddress === '127.0.0.8' && parsed++);
    t.app.server.prependListener('request', count);
    try {
      // About 60 KB: one read of the socket, which Node would parse whole.
      const flood = await openFrom(port, '127.0.0.8', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(1600));
      flood.socket.pause();
      expect(await closedWithin(flood.closedAfterMs, 1000)).toBe(true);
      // The one being answered, those waiting, and the one that was one too many.
      expect(parsed).toBe(MAX_WAITING_REQUESTS + 2);
    } finally {
      t.app.server.removeListener('request', count);
    }
  });

  it('closes a new connection that sends no request line by its deadline, and one that sent it but stalls its headers at the headers timeout', async () => {
    const silent = await openFrom(port, '127.0.0.4', '');
    const partial = await openFrom(port, '127.0.0.4', 'GET /ap');
    const lineSent = await openFrom(port, '127.0.0.4', 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const [silentMs, partialMs] = await Promise.all([silent.closedAfterMs, partial.closedAfterMs]);
    expect(silentMs).toBeGreaterThanOrEqual(400);
    expect(silentMs).toBeLessThan(2000);
    expect(partialMs).toBeLessThan(2000);
    expect(await closedWithin(lineSent.closedAfterMs, 1000)).toBe(false);
    // Sent with the connection, which Node's own headers timeout misses.
    const lineMs = await lineSent.closedAfterMs;
    expect(lineMs).toBeGreaterThanOrEqual(3500);
    expect(lineMs).toBeLessThan(6000);
  });
});

describe('an idle kept-alive connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  // Closed when announced, not a second later as Node does by itself: a client that reuses a connection
  // until the announced timeout finds it closed (and opens another) instead of racing the server's close.
  it('is closed by the server at the keep-alive timeout its answer announced, not later', async () => {
    const { socket } = await openFrom(port, '127.0.0.7', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    const head = await new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    const answeredAt = Date.now();
    const announcedMs = Number(/^keep-alive: timeout=(\d+)/im.exec(head)?.[1]) * 1000;
    expect(announcedMs).toBeGreaterThan(0);
    const idleMs = (await closedAt) - answeredAt;
    expect(idleMs).toBeGreaterThanOrEqual(announcedMs - 1000);
    expect(idleMs).toBeLessThan(announcedMs + 400);
  });
});
