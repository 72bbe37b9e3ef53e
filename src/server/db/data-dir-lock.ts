import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

interface LockOwner {
  pid: number;
  /** When the owner process started (clock ticks since boot, from /proc), or null where unknown. */
  started: string | null;
}

/** A process's start time on Linux; PIDs repeat (in containers, often), start times do not. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | null {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof parsed === 'number') return { pid: parsed, started: null };
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, started: parsed.started ?? null };
  } catch {
    // An unreadable lock was never finished by its writer: stale.
  }
  return null;
}

/** The owner still runs: the same PID and, where the system tells, the same start time. */
function ownerIsRunning(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !processIsAlive(owner.pid)) return false;
  if (owner.started === null) return true;
  const started = processStartTime(owner.pid);
  return started === null || started === owner.started;
}

/**
 * PGlite has no cross-process lock, and two processes writing one data directory corrupt it.
 * The lock file names its owner by PID and start time; a lock whose owner is gone, or whose PID
 * now belongs to another process, is stale (left by a crash) and is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'iyagi.lock');
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && ownerIsRunning(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by process ${owner.pid}: only one process may own an embedded database. ` +
            'Stop that process, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${path.resolve(dataDir)}`);
}
