import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { familyHeaders, newFamilyCode, quizScoreBody, sampleSessionId } from '../../tests/support/fixtures';

/** The real server process (`main.ts`), on a copy of the migrated template database and a tiny client build. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; port: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /localhost:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited: ${out}`)));
  });
  // Servers expected to fail are never asked for their port.
  port.catch(() => {});
  return { child, output: () => out, port };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  let dataDir: string;
  let buildDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-main-'));
    fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-build-'));
    fs.mkdirSync(path.join(buildDir, 'client', '404'), { recursive: true });
    fs.writeFileSync(path.join(buildDir, 'client', 'index.html'), '<title>home</title>');
    fs.writeFileSync(path.join(buildDir, 'client', '404', 'index.html'), '<h1>Page Not Found</h1>');
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('keeps scores and boards across a restart, refuses a second owner of the data directory, and stops cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const env = { DATA_DIR: dataDir, BUILD_DIR: buildDir };
    const first = startServer(env);
    const base = `http://127.0.0.1:${await first.port}`;
    const family = familyHeaders(newFamilyCode());
    const post = (url: string, body: unknown) => fetch(base + url, { method: 'POST', headers: { ...family, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/quiz-scores', quizScoreBody('Restart', 8))).status).toBe(201);
    const board = { sessionId: sampleSessionId(3), strengths: ['음악'], weaknesses: [], likes: ['피아노'], dislikes: ['요리'] };
    expect((await post('/api/quadrant-board', board)).status).toBe(200);

    const second = startServer(env);
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+: only one process may own an embedded database/);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const again = startServer(env);
    const base2 = `http://127.0.0.1:${await again.port}`;
    const scores = await (await fetch(`${base2}/api/quiz-scores/Restart`, { headers: family })).json();
    expect(scores.map((s: { score: number }) => s.score)).toEqual([8]);
    expect(await (await fetch(`${base2}/api/quadrant-board?sessionId=${board.sessionId}`)).json()).toEqual({
      strengths: ['음악'],
      weaknesses: [],
      likes: ['피아노'],
      dislikes: ['요리'],
    });
    const missing = await fetch(`${base2}/somewhere/else`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  });

  it('finishes SIGTERM within its grace period while a client stalls an upload', async () => {
    const server = startServer({ DATA_DIR: dataDir, BUILD_DIR: buildDir, SHUTDOWN_GRACE_MS: '1000' });
    const port = await server.port;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/quiz-scores HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{"player');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    socket.destroy();
  });

  it('stops with one clear line naming a bad variable', async () => {
    const bad = startServer({ PORT: 'eighty', DATA_DIR: dataDir, BUILD_DIR: buildDir });
    expect(await exited(bad.child)).toBe(1);
    expect(bad.output().trim()).toMatch(/^iyagi: Invalid configuration: PORT="eighty" /);

    const url = startServer({ DATABASE_URL: 'mysql://nope', BUILD_DIR: buildDir });
    expect(await exited(url.child)).toBe(1);
    expect(url.output()).toMatch(/DATABASE_URL.*postgres:\/\//);
  });
});
