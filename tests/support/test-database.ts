import { inject } from 'vitest';
import { openDatabase, type Database } from '@/server/db/database';
import { pgliteCopy, postgresDatabase, type OwnedStorage } from './resilience/storage';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too whenever TEST_DATABASE_URL names a server tests may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of the given kind (a copy of the template, or a new PostgreSQL database), removed again by close(). */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  const { handles, close } = await openSharedTestDatabase(kind, 1);
  return { ...handles[0]!, close };
}

/**
 * One fresh database opened `count` times, as that many server instances would: separate connections on
 * PostgreSQL; on PGlite the same handle, since one process owns an embedded database. close() removes it.
 */
export async function openSharedTestDatabase(kind: TestDatabaseKind, count: number): Promise<{ handles: Database[]; close(): Promise<void> }> {
  const owned: OwnedStorage = kind === 'pglite' ? pgliteCopy(inject('pgliteTemplateDir')) : await postgresDatabase(process.env.TEST_DATABASE_URL!, 'test');
  const { storage } = owned;
  const open = () => openDatabase(storage.kind === 'pglite' ? { dataDir: storage.dataDir } : { databaseUrl: storage.databaseUrl });
  const first = await open();
  const handles = [first];
  for (let i = 1; i < count; i++) handles.push(storage.kind === 'pglite' ? first : await open());
  return {
    handles,
    async close() {
      for (const handle of new Set(handles)) await handle.close();
      await owned.remove();
    },
  };
}
