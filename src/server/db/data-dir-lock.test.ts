import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('the data directory lock', () => {
  let dir: string;
  let other: ChildProcess | undefined;
  afterEach(() => {
    other?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const fresh = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-lock-')));
  const lockFile = () => path.join(dir, 'iyagi.lock');

  it('takes over a lock whose PID now belongs to an unrelated live process', () => {
    fresh();
    other = spawn('sleep', ['30']);
    // The crashed owner had this PID, but it started at another time.
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, started: '1' }));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    unlock();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while the process that wrote the lock still runs', async () => {
    fresh();
    // A live owner: a separate node process that takes the lock and keeps running.
    const script = `import('${new URL('./data-dir-lock.ts', import.meta.url).pathname}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`;
    other = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => other!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that is gone, and one left half-written', () => {
    fresh();
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: 2 ** 22 + 11, started: '5' }));
    lockDataDir(dir)();
    fs.writeFileSync(lockFile(), '{"pid":');
    lockDataDir(dir)();
  });
});
