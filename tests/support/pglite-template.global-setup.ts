import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * A new PGlite data directory takes ~5 s and ~1 GB to initialise, so it is done once:
 * every test copies this migrated template instead.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-pglite-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
