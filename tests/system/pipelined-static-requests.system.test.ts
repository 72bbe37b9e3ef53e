import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '@/server/http/precompressed';
import { startServer, type ServerProcess } from '../support/resilience/server-process';
import { serverUnderTest } from '../support/resilience/server-under-test';

// The site's largest static file: a Korean font the print pages load, 2.7 MB.
const FONT = 'node_modules/pretendard/dist/public/static/alternative/Pretendard-Regular.ttf';
const ASSET = '/assets/Pretendard-Regular.ttf';
const request = (n: number) => `GET ${ASSET}?n=${n} HTTP/1.1\r\nHost: iyagi\r\nAccept-Encoding: br, gzip\r\n\r\n`;

const proc = (pid: number) => ({
  /** Server CPU time so far, in ms (user + system; Linux counts in 10 ms ticks). */
  cpuMs() {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  },
  rssMb() {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  },
  /** Open descriptors that name the asset (the font or its compressed siblings). */
  assetFilesOpen() {
    return fs.readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/fd/${fd}`).includes('Pretendard-Regular');
      } catch {
        return false;
      }
    }).length;
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection that sends `count` requests in one write and reads nothing. */
function pipeline(port: number, count: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.pause();
      socket.write(Array.from({ length: count }, (_, n) => request(n)).join(''));
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

/** Waits (at most `maxMs`) until the server has used under 30 ms of CPU in half a second. */
async function untilQuiet(p: ReturnType<typeof proc>, maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  let last = p.cpuMs();
  while (Date.now() < until) {
    await sleep(500);
    const now = p.cpuMs();
    if (now - last < 30) return;
    last = now;
  }
}

describe(`pipelined requests for the largest static file, unread, on Node ${process.versions.node}`, () => {
  const storage = serverUnderTest();
  let server: ServerProcess;
  let port: number;
  let p: ReturnType<typeof proc>;

  beforeAll(async () => {
    const assets = path.join(storage.buildDir, 'client', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.copyFileSync(FONT, path.join(assets, path.basename(FONT)));
    await precompressDirectory(path.join(storage.buildDir, 'client'));
    server = await startServer({ storage: storage.storage, buildDir: storage.buildDir, env: { SPEECH_PRERENDER: 'false', LOG_LEVEL: 'warn' } });
    port = Number(new URL(server.url).port);
    p = proc(server.pid);
    const warm = await fetch(`${server.url}${ASSET}`, { headers: { 'accept-encoding': 'br' } });
    expect(warm.status).toBe(200);
    expect(warm.headers.get('content-encoding')).toBe('br');
    await warm.arrayBuffer();
  }, 180_000);
  afterAll(() => server?.stop());

  it('one connection pipelining 300 requests costs the server under 0.5 s of CPU', async () => {
    await untilQuiet(p, 20_000);
    const before = p.cpuMs();
    const socket = await pipeline(port, 300);
    await sleep(1000);
    await untilQuiet(p, 20_000);
    const used = p.cpuMs() - before;
    socket.destroy();
    console.log(`300 pipelined requests: ${used} ms of server CPU`);
    expect(used).toBeLessThan(500);
  }, 60_000);

  it('two such connections grow its memory by under 100 MB', async () => {
    await untilQuiet(p, 20_000);
    const before = p.rssMb();
    const sockets = await Promise.all([pipeline(port, 300), pipeline(port, 300)]);
    let peak = before;
    for (let n = 0; n < 20; n++) {
      await sleep(250);
      peak = Math.max(peak, p.rssMb());
    }
    await untilQuiet(p, 20_000);
    peak = Math.max(peak, p.rssMb());
    for (const socket of sockets) socket.destroy();
    console.log(`two connections × 300 pipelined requests: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`);
    expect(peak - before).toBeLessThan(100);
  }, 60_000);

  it('10 connections pipelining 20 requests each (and 10 more sending 5, which stay open) and then resetting leave no file open', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, (_, n) => pipeline(port, n < 10 ? 20 : 5)));
    await sleep(500);
    for (const socket of sockets) socket.resetAndDestroy();
    await sleep(2000);
    await untilQuiet(p, 10_000);
    expect(p.assetFilesOpen()).toBe(0);
    // And the server still answers.
    const res = await fetch(`${server.url}${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }, 60_000);
});
