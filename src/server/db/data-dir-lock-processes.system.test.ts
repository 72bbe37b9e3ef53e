import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirLockFixture } from '../../../tests/support/data-dir-lock-fixture';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('the data directory lock between processes', () => {
  const { fresh, killAfterTest } = dataDirLockFixture();

  it('refuses while the process that wrote the lock still runs', async () => {
    const dir = fresh();
    // A live owner: a separate node process that takes the lock and keeps running.
    const script = `import('${new URL('./data-dir-lock.ts', import.meta.url).pathname}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`;
    const other = killAfterTest(spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] }));
    await new Promise<void>((resolve) => other.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('lets exactly one of several processes take over a stale lock when they start together', async () => {
    const dir = fresh();
    // Each round is its own directory holding a lock left by a crash; the processes start each round at the
    // same instant, keep what they win, and stay alive until every round is done (a winner that exited
    // would make a later takeover legitimate).
    const rounds = 30;
    const roundDirs = Array.from({ length: rounds }, (_, round) => {
      const roundDir = path.join(dir, `round-${round}`);
      fs.mkdirSync(roundDir);
      fs.writeFileSync(path.join(roundDir, 'iyagi.lock'), JSON.stringify({ pid: 2 ** 22 + 11, started: '5' }));
      return roundDir;
    });
    const start = Date.now() + 1500;
    const script = `import('${new URL('./data-dir-lock.ts', import.meta.url).pathname}').then((m) => {
      const won = ${JSON.stringify(roundDirs)}.map((roundDir, round) => {
        while (Date.now() < ${start} + round * 40);
        try { m.lockDataDir(roundDir); return true; } catch (error) { if (error instanceof m.DataDirInUseError) return false; throw error; }
      });
      console.log(JSON.stringify(won));
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));
    })`;
    const children = Array.from({ length: 4 }, () => spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }));
    try {
      const results = await Promise.all(
        children.map(
          (child) =>
            new Promise<boolean[]>((resolve, reject) => {
              let out = '';
              child.stdout!.on('data', (chunk: Buffer) => {
                out += chunk.toString();
                if (out.includes('\n')) resolve(JSON.parse(out) as boolean[]);
              });
              child.on('exit', (code) => reject(new Error(`a locking process exited with ${code}`)));
            }),
        ),
      );
      const winnersPerRound = roundDirs.map((_, round) => results.filter((won) => won[round]).length);
      expect(winnersPerRound).toEqual(Array(rounds).fill(1));
    } finally {
      for (const child of children) child.stdin!.end();
    }
  }, 30_000);
});
