import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/database';
import { makeDirOnce } from '../../scripts/lib/make-dir-once.mjs';
import { REPO_ROOT } from './resilience/server-process';

/** A hash of the files named (folders walked whole), so a template is remade when any of them changes. */
export function filesHash(paths: string[]): string {
  const hash = createHash('sha256');
  for (const entry of paths) {
    const full = path.join(REPO_ROOT, entry);
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => path.join(f.parentPath, f.name))
      : [full];
    for (const file of files.sort()) hash.update(path.relative(REPO_ROOT, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A PGlite data directory in the temp folder, made once by `fill` and kept between runs under a name that
 * changes with `inputs`. It is filled beside its final place and renamed when whole, so a crash or a
 * second process at the same moment never leaves a half-made template to be used.
 */
export async function keptTemplate(name: string, inputs: string[], fill: (dataDir: string) => Promise<void>): Promise<string> {
  const dir = path.join(os.tmpdir(), `iyagi-${name}-${filesHash(inputs)}`);
  return makeDirOnce(dir, async (partial) => {
    await fill(partial);
    // Copies start unlocked, not holding the lock of the process that filled the template.
    fs.rmSync(path.join(partial, 'iyagi.lock'), { force: true });
  });
}

/** The schema's migrations and the PGlite release decide what a migrated directory holds. */
export const MIGRATED_INPUTS = ['src/server/db/migrations', 'node_modules/@electric-sql/pglite/package.json'];

/** A migrated, empty PGlite database: what tests copy, and what the bench's template starts from. */
export function migratedTemplate(): Promise<string> {
  return keptTemplate('pglite-migrated', MIGRATED_INPUTS, async (dataDir) => {
    const database = await openDatabase({ dataDir });
    await database.close();
  });
}
