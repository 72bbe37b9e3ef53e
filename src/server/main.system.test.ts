import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { familyHeaders, newFamilyCode, quizScoreBody, sampleSessionId } from '../../tests/support/fixtures';
import { spawnServer, startServer, tinyClientBuild } from '../../tests/support/resilience/server-process';

// The real server process (`main.ts`), on a copy of the migrated template database and a tiny client build.
describe('the server process', () => {
  let dataDir: string;
  let buildDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-main-'));
    fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    buildDir = tinyClientBuild();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  });
  const start = (env: Record<string, string> = {}) => startServer({ storage: { kind: 'pglite', dataDir }, buildDir, env });

  it('keeps scores and boards across a restart, refuses a second owner of the data directory, and stops cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const first = await start();
    const family = familyHeaders(newFamilyCode());
    const post = (url: string, body: unknown) =>
      fetch(first.url + url, { method: 'POST', headers: { ...family, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/quiz-scores', quizScoreBody('Restart', 8))).status).toBe(201);
    const board = { sessionId: sampleSessionId(3), strengths: ['음악'], weaknesses: [], likes: ['피아노'], dislikes: ['요리'] };
    expect((await post('/api/quadrant-board', board)).status).toBe(200);

    const second = spawnServer({ DATA_DIR: dataDir, BUILD_DIR: buildDir, HOST: '127.0.0.1', PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.log()).toMatch(/is in use by process \d+: only one process may own an embedded database/);

    await first.stop('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = await start();
    const scores = await (await fetch(`${again.url}/api/quiz-scores/Restart`, { headers: family })).json();
    expect(scores.map((s: { score: number }) => s.score)).toEqual([8]);
    expect(await (await fetch(`${again.url}/api/quadrant-board?sessionId=${board.sessionId}`)).json()).toEqual({
      strengths: ['음악'],
      weaknesses: [],
      likes: ['피아노'],
      dislikes: ['요리'],
    });
    const missing = await fetch(`${again.url}/somewhere/else`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    await again.stop('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('finishes SIGTERM within its grace period while a client stalls an upload', { timeout: 60_000 }, async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '1000' });
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/quiz-scores HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{"player');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await server.stop('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    socket.destroy();
  });

  it('stops with one clear line naming a bad variable', { timeout: 60_000 }, async () => {
    const bad = spawnServer({ PORT: 'eighty', DATA_DIR: dataDir, BUILD_DIR: buildDir });
    expect(await bad.exited).toBe(1);
    expect(bad.log().trim()).toMatch(/^iyagi: Invalid configuration: PORT="eighty" /);

    const url = spawnServer({ DATABASE_URL: 'mysql://nope', BUILD_DIR: buildDir });
    expect(await url.exited).toBe(1);
    expect(url.log()).toMatch(/DATABASE_URL.*postgres:\/\//);
  });
});
