import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseKinds } from '../test-database';
import { concurrentPostsCheck } from './concurrency';
import { tinyClientBuild } from './server-process';
import { pgliteCopy, postgresDatabase, type OwnedStorage } from './storage';

describe.each(testDatabaseKinds())('concurrent score posts to the server process on %s (a small version of bench/resilience)', (kind) => {
  let buildDir: string;
  let owned: OwnedStorage;
  beforeAll(async () => {
    buildDir = tinyClientBuild();
    owned = kind === 'pglite' ? pgliteCopy(inject('pgliteTemplateDir')) : await postgresDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await owned.remove();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('stores each of 300 posts from 20 concurrent clients exactly once', async () => {
    const result = await concurrentPostsCheck({ storage: owned.storage, buildDir, clients: 20, total: 300 });
    expect(result.problems).toEqual([]);
    expect(result.survived).toMatch(/^300 answered 201 .*; 300 stored, 0 duplicated$/);
  }, 60_000);
});
