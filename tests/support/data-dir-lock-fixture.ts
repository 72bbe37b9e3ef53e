import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * What the data directory lock's tests share: a new directory for each test and the process a test may
 * start to own its lock, both gone after the test so no lock or process outlives it. Call inside `describe`.
 */
export function dataDirLockFixture() {
  let dir: string | undefined;
  let other: ChildProcess | undefined;
  afterEach(() => {
    other?.kill();
    other = undefined;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return {
    /** A new empty directory for this test. */
    fresh: () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-lock-'))),
    /** The lock file of this test's directory. */
    lockFile: () => path.join(dir!, 'iyagi.lock'),
    /** Hands over a process this test started, to be killed when the test ends. */
    killAfterTest: (child: ChildProcess) => (other = child),
  };
}
