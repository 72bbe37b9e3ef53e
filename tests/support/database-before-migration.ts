import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/database';
import { keptTemplate, MIGRATED_INPUTS } from './pglite-template';
import { REPO_ROOT } from './resilience/server-process';
import { pgliteCopy, postgresDatabase, type OwnedStorage } from './resilience/storage';
import type { TestDatabaseKind } from './test-database';

const MIGRATIONS = path.join(REPO_ROOT, 'src/server/db/migrations');

/** The migrations folder as it was before the migration whose tag ends with `tagEnd` (whatever its number). */
function migrationsBefore(tagEnd: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `iyagi-migrations-before${tagEnd}-`));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (at <= 0) throw new Error(`no migration ending ${tagEnd} after the first`);
  for (const { tag } of journal.entries.slice(at)) fs.rmSync(path.join(folder, `${tag}.sql`));
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

export type Query = (text: string, params?: readonly unknown[]) => Promise<unknown>;

/**
 * A database migrated up to just before the migration whose tag ends with `tagEnd`, filled by `fill` as the
 * code of that time stored its rows, then opened as the app opens it (which runs the migration).
 */
export async function databaseBeforeMigration(
  kind: TestDatabaseKind,
  tagEnd: string,
  fill: (query: Query) => Promise<void>,
): Promise<{ database: Database; remove(): Promise<void> }> {
  const before = migrationsBefore(tagEnd);
  try {
    if (kind === 'pglite') {
      // A new PGlite directory takes about 10 s to make: the one migrated up to the change is kept between runs.
      const template = await keptTemplate(`pglite-before${tagEnd}`, MIGRATED_INPUTS, async (dataDir) => {
        const client = await PGlite.create(dataDir);
        await migratePglite(drizzlePglite(client), { migrationsFolder: before });
        await client.close();
      });
      const owned = pgliteCopy(template);
      const { dataDir } = owned.storage as { dataDir: string };
      const client = await PGlite.create(dataDir);
      await fill((text, params) => client.query(text, params ? [...params] : []));
      await client.close();
      return { database: await openDatabase({ dataDir }), remove: () => owned.remove() };
    }
    const owned: OwnedStorage = await postgresDatabase(process.env.TEST_DATABASE_URL!, 'migration');
    const databaseUrl = (owned.storage as { databaseUrl: string }).databaseUrl;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: before });
    await fill((text, params) => client.query(text, params ? [...params] : []));
    await client.end();
    return { database: await openDatabase({ databaseUrl }), remove: () => owned.remove() };
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
}
