import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes the directory `dir` once: `fill` makes it under a name beside its place, and it is renamed into
 * place when whole, so an interrupted run never leaves half of one where `dir` should be. Plain JavaScript,
 * so the build scripts run by `node` can use it as well as the tests.
 *
 * @param {string} dir where the finished directory stands
 * @param {(partial: string) => Promise<void>} fill makes the whole directory at the path it is given
 * @returns {Promise<string>} `dir`
 */
export async function makeDirOnce(dir, fill) {
  if (existsSync(dir)) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const partial = `${dir}.partial-${process.pid}`;
  // Left by an interrupted run that had the same process id.
  rmSync(partial, { recursive: true, force: true });
  await fill(partial);
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process finished the same directory first: use theirs.
    if (!existsSync(dir)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return dir;
}
