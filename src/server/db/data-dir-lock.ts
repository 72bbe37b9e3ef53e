import { createHash, randomUUID } from 'node:crypto';
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

/** Whether a process runs (one we may not signal runs too). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const parsed = JSON.parse(text.trim()) as Partial<LockOwner> | number;
    if (typeof parsed === 'number') return { pid: parsed, started: null };
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, started: parsed.started ?? null };
  } catch {
    // An unreadable lock was never finished by its writer: stale.
  }
  return null;
}

interface LockFile {
  /** This file and no other: a new lock never repeats an old one's inode, change time and text together. */
  identity: string;
  owner: LockOwner | null;
}

/** Reads a lock file through one open handle, so its identity and its owner come from the same file. */
function readLock(file: string): LockFile | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const stat = fs.fstatSync(fd, { bigint: true });
    const text = fs.readFileSync(fd, 'utf8');
    const identity = createHash('sha256').update(`${stat.ino}:${stat.ctimeNs}:${text}`).digest('hex').slice(0, 16);
    return { identity, owner: parseOwner(text) };
  } finally {
    fs.closeSync(fd);
  }
}

/** The owner still runs: the same PID and, where the system tells, the same start time. */
function ownerIsRunning(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !processIsAlive(owner.pid)) return false;
  if (owner.started === null) return true;
  const started = processStartTime(owner.pid);
  return started === null || started === owner.started;
}

/**
 * Creates `file` holding `text` only if it does not exist. The text is written to a private file first and
 * then linked into place, so no reader ever sees a lock half-written (which would look stale).
 */
function createExclusive(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.${randomUUID()}.draft`;
  fs.writeFileSync(draft, text);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes the stale lock `stale` unless another process is already doing so. Only the process that creates
 * this lock's takeover marker may remove it, and it checks under the marker that the lock is still the
 * stale one: two processes starting together after a crash can no longer both remove it and both win.
 * A marker left by a process that died while holding it is passed over by trying the next one.
 */
const markerPath = (lockPath: string, stale: string, generation: number) => `${lockPath}.takeover-${stale}-${generation}`;

/** The marker a takeover of the lock now at `lockPath` creates first (exported for tests that plant one). */
export function takeoverMarkerOf(lockPath: string): string | null {
  const lock = readLock(lockPath);
  return lock && markerPath(lockPath, lock.identity, 0);
}

function takeOverStaleLock(lockPath: string, stale: string, me: LockOwner): 'removed' | 'busy' {
  for (let generation = 0; ; generation++) {
    const marker = markerPath(lockPath, stale, generation);
    if (createExclusive(marker, JSON.stringify(me))) {
      try {
        if (readLock(lockPath)?.identity === stale) fs.rmSync(lockPath);
        return 'removed';
      } finally {
        fs.rmSync(marker, { force: true });
      }
    }
    const holder = readLock(marker);
    // Gone: its holder just finished. Held by a live process: that process is taking over.
    if (!holder || (holder.owner && ownerIsRunning(holder.owner))) return 'busy';
  }
}

/** Markers left by processes that died mid-takeover; they name locks that no longer exist. */
function removeDeadMarkers(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir)) {
    if (!/^iyagi\.lock\.takeover-[0-9a-f]+-\d+$/.test(name)) continue;
    const owner = readLock(path.join(dataDir, name))?.owner;
    if (!owner || !ownerIsRunning(owner)) fs.rmSync(path.join(dataDir, name), { force: true });
  }
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
  // Another process taking over a stale lock holds its marker for a moment: wait up to 2 s for it.
  for (let attempt = 0; attempt < 200; attempt++) {
    if (createExclusive(lockPath, JSON.stringify(me))) {
      removeDeadMarkers(dataDir);
      return () => fs.rmSync(lockPath, { force: true });
    }
    const lock = readLock(lockPath);
    if (!lock) continue;
    const { owner } = lock;
    if (owner && ownerIsRunning(owner)) {
      throw new DataDirInUseError(
        `DATA_DIR ${path.resolve(dataDir)} is in use by process ${owner.pid}: only one process may own an embedded database. ` +
          'Stop that process, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
      );
    }
    if (takeOverStaleLock(lockPath, lock.identity, me) === 'busy') sleep(10);
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${path.resolve(dataDir)}`);
}
