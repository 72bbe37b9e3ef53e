import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataDirLockFixture } from '../../../tests/support/data-dir-lock-fixture';
import { lockDataDir, takeoverMarkerOf } from './data-dir-lock';

describe('the data directory lock', () => {
  const { fresh, lockFile, killAfterTest } = dataDirLockFixture();

  it('takes over a lock whose PID now belongs to an unrelated live process', () => {
    const dir = fresh();
    const other = killAfterTest(spawn('sleep', ['30']));
    // The crashed owner had this PID, but it started at another time.
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, started: '1' }));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    unlock();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock left by a process that is gone, and one left half-written', () => {
    const dir = fresh();
    const ownerNow = () => JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid;
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: 2 ** 22 + 11, started: '5' }));
    const unlockGone = lockDataDir(dir);
    expect(ownerNow()).toBe(process.pid);
    unlockGone();
    fs.writeFileSync(lockFile(), '{"pid":');
    const unlockHalf = lockDataDir(dir);
    expect(ownerNow()).toBe(process.pid);
    unlockHalf();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a stale lock whose takeover was left half-done by a process that died', () => {
    const dir = fresh();
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: 2 ** 22 + 11, started: '5' }));
    const marker = takeoverMarkerOf(lockFile())!;
    fs.writeFileSync(marker, JSON.stringify({ pid: 2 ** 22 + 12, started: '6' }));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual(['iyagi.lock']);
    unlock();
  });
});
