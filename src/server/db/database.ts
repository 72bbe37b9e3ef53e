import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's directory; undefined on PostgreSQL. */
  dataDir?: string;
  /** Makes the space of deleted rows reusable; PostgreSQL's autovacuum does it there, PGlite needs asking. */
  vacuum(): Promise<void>;
  /** Hears NOTIFY on a channel until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface ChannelListener {
  notice(payload: string): void;
  /** Notices may be missed from now until `resumed` (PostgreSQL only: its listening connection dropped). */
  lost(): void;
  /** Listening again; whatever happened in between is unknown. Also called once listening first starts. */
  resumed(): void;
}

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'databaseUrl' in config ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** Any fixed number: every instance of Iyagi takes this advisory lock to migrate. */
const MIGRATION_LOCK_KEY = 4_915_031_277;

async function openPostgres(connectionString: string): Promise<Database> {
  // A frozen server must turn into a 503 within a few seconds, not hang the request: no query of ours
  // takes more than a moment, so 4 s without an answer means the server is not answering.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000, query_timeout: 4000 });
  // A dropped connection must not crash the process. pg emits 'error' on the client as well as failing
  // its query, and pg-pool listens only while a client is idle: a transaction's checked-out client would
  // otherwise throw when PostgreSQL goes away. The broken client is discarded on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema });
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    vacuum: async () => {},
    listen: (channel, listener) => listenOnPostgres(connectionString, channel, listener),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'iyagi-listener';
// NOTIFY cannot tell a frozen connection from a quiet one; a heartbeat can, so listeners learn within seconds.
const LISTEN_HEARTBEAT_MS = 2000;

/** A connection of its own (a pooled one would be handed to queries), reconnected while it is wanted. */
async function listenOnPostgres(connectionString: string, channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS).unref();
  };

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    client.end().catch(() => {});
    listener.lost();
    reconnectLater();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, query_timeout: LISTEN_HEARTBEAT_MS, application_name: LISTENER_NAME });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      client.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    heartbeat = setInterval(() => {
      client.query('select 1').catch(() => drop(client));
    }, LISTEN_HEARTBEAT_MS).unref();
    listener.resumed();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/**
 * Instances started together (replicas, a rolling update with a new migration) would race to create
 * the same tables; the advisory lock lets one migrate while the others wait, then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Polled, not blocking: a blocked query would hit the 4 s query timeout while another instance migrates.
    for (let waited = 0; ; waited += 200) {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
      if (rows[0]?.locked) break;
      if (waited > 120_000) throw new Error('Another instance has been migrating the database for over 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Written by `npm run build:server` beside the compiled server; absent when running from source. */
const initialisedDataDir = fileURLToPath(new URL('./pglite-initdb', import.meta.url));

/**
 * PGlite's initdb peaks at ~930 MB and the process keeps most of it; a new data directory copied from one
 * initialised at build time opens like any existing one. From source (tests, tsx) initdb runs as before.
 */
function startFromInitialisedCluster(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(path.join(initialisedDataDir, 'PG_VERSION'))) return;
  fs.cpSync(initialisedDataDir, dataDir, { recursive: true });
}

// PGlite's default 128 MB of shared buffers is touched at start and stays resident for good; the site's
// tables are a few MB and the operating system caches their files anyway (idle RSS after the first start 365 → 270 MB).
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    startFromInitialisedCluster(dataDir);
    const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dataDir,
      async vacuum() {
        await client.exec('VACUUM');
        // Recycles the write-ahead log, which would otherwise add a 16 MB segment at a time.
        await client.exec('CHECKPOINT');
      },
      async listen(channel, listener) {
        const stop = await client.listen(channel, (payload) => listener.notice(payload));
        // One process owns the embedded database, so no notice can be missed.
        listener.resumed();
        // Closing the database ends listening too; then there is nothing left to stop.
        return async () => {
          if (!client.closed) await stop();
        };
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
