import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { readEnv } from '../env';
import type { AppInstance } from '../http/types';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { openDatabase, type Database } from './database';

// A real full disk: a small tmpfs, which only root may mount (CI runs as root). Anywhere else the test is
// reported skipped, with this reason.
const family = familyHeaders(newFamilyCode());
const cannotMount =
  process.platform !== 'linux'
    ? 'skipped: mounting a small tmpfs as a full disk needs Linux'
    : process.getuid?.() !== 0
      ? 'skipped: mounting a small tmpfs as a full disk needs root (CI runs as root)'
      : null;

/** Writes a file until the file system says it is full. */
function fillUp(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  // Whatever the last megabyte left over, take it too.
  try {
    fs.appendFileSync(file, Buffer.alloc(64 * 1024, 1));
    for (;;) fs.appendFileSync(file, Buffer.alloc(512, 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
}

describe('a full disk under the embedded database', () => {
  let mountPoint: string;
  let filler: string;
  let database: Database;
  let app: AppInstance;
  beforeAll(async () => {
    if (cannotMount) return;
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-small-disk-'));
    const dataDir = path.join(mountPoint, 'data');
    filler = path.join(mountPoint, 'filler');
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint]);
    fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    database = await openDatabase({ dataDir });
    app = await createApp({
      env: readEnv({ LOG_LEVEL: 'silent', SPEECH_PRERENDER: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000' }),
      database,
      clientDir: null,
    });
  });
  afterAll(async () => {
    if (cannotMount) return;
    await app?.close();
    await database?.close().catch(() => {});
    execFileSync('umount', ['-l', mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it('answers writes 507 with the usual error shape, keeps reads working, and saves again once there is room', async ({ skip }) => {
    if (cannotMount) skip(cannotMount);
    expect((await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody('Roomy', 9) })).statusCode).toBe(201);
    fillUp(filler);
    const statuses: number[] = [];
    let last = '';
    // The first few may still fit in pages the database already has; keep writing until the disk says no.
    for (let i = 0; i < 400 && !statuses.includes(507); i++) {
      const res = await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody(`Full${i}`.slice(0, 20), 5) });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses.filter((s) => s !== 201 && s !== 507)).toEqual([]);
    expect(statuses).toContain(507);
    expect(JSON.parse(last).error).toMatch(/storage space/);
    const read = await app.inject({ url: '/api/quiz-scores?limit=5', headers: family });
    expect(read.statusCode).toBe(200);
    expect(read.json().length).toBeGreaterThan(0);
    fs.rmSync(filler);
    expect((await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody('Again', 8) })).statusCode).toBe(201);
  });
});
