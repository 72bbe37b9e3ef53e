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
  const owned: OwnedStorage = kind === 'pglite' ? pgliteCopy(inject('pgliteTemplateDir')) : await postgresDatabase(process.env.TEST_DATABASE_URL!, 'test');
  const { storage } = owned;
  const database = await openDatabase(storage.kind === 'pglite' ? { dataDir: storage.dataDir } : { databaseUrl: storage.databaseUrl });
  return {
    ...database,
    async close() {
      await database.close();
      await owned.remove();
    },
  };
}
