import type { AddressInfo } from 'node:net';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/database';
import { readEnv, type Env } from '@/server/env';
import type { AppInstance } from '@/server/http/types';
import { openTestDatabase, type TestDatabaseKind } from './test-database';

export interface TestApp {
  app: AppInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject` tests. Rate limits are high and the speech
 * pre-render is off unless a test sets them; clips are still synthesised on request.
 */
export async function createTestApp(kind: TestDatabaseKind, env: Record<string, string> = {}, logStream?: { write(line: string): void }): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const { app, env: appEnv } = await createAppOn(database, env, logStream);
  return {
    app,
    database,
    env: appEnv,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Starts the test app listening on a free loopback port, for tests that speak raw HTTP to it, and answers the port. */
export async function listenOnLoopback(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** The real app, as createTestApp makes it, on a database the caller opened and closes (one of several instances, say). */
export async function createAppOn(database: Database, env: Record<string, string> = {}, logStream?: { write(line: string): void }) {
  const appEnv = readEnv({
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    SPEECH_PRERENDER: 'false',
    ...env,
  });
  const app = await createApp({ env: appEnv, database, clientDir: null, logStream });
  await app.ready();
  return { app, env: appEnv };
}
