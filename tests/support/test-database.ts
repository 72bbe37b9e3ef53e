import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/server/db/database';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too whenever TEST_DATABASE_URL names a server tests may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of the given kind, removed again by close(). */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  return kind === 'pglite' ? openPgliteCopy() : openPostgresDatabase(process.env.TEST_DATABASE_URL!);
}

async function openPgliteCopy(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-pglite-test-'));
  fs.cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresDatabase(serverUrl: string): Promise<Database> {
  const name = `iyagi_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
