import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/server/db/database';
import { quizScores } from '@/server/db/schema';

/** Where a server keeps its data: an embedded PGlite directory or a PostgreSQL database. */
export type Storage = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

export interface OwnedStorage {
  storage: Storage;
  /** Deletes the directory or drops the database. */
  remove(): Promise<void>;
}

export function storageEnv(storage: Storage): Record<string, string> {
  return storage.kind === 'pglite' ? { DATA_DIR: storage.dataDir, DATABASE_URL: '' } : { DATABASE_URL: storage.databaseUrl };
}

/** A copy of a migrated PGlite directory: a fresh one takes seconds to initialise. */
export function pgliteCopy(templateDir: string): OwnedStorage {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-resilience-pglite-'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'iyagi.lock'), { force: true });
  return {
    storage: { kind: 'pglite', dataDir },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new empty database on a PostgreSQL server the caller may create databases on. */
export async function postgresDatabase(serverUrl: string, label = 'resilience'): Promise<OwnedStorage> {
  const name = `iyagi_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    storage: { kind: 'postgres', databaseUrl: url.toString() },
    remove: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Every stored player name, read straight from the database rather than through the API under test.
 * A PGlite directory has one owner: stop its server first.
 */
export async function storedPlayerNames(storage: Storage): Promise<string[]> {
  const database = await openDatabase(storage.kind === 'pglite' ? { dataDir: storage.dataDir } : { databaseUrl: storage.databaseUrl });
  try {
    const rows = await database.db.select({ name: quizScores.playerName }).from(quizScores);
    return rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}
