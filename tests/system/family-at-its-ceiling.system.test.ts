import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_CEILING } from '@/server/services/progress/family-ceiling';
import { familyCeilingCheck } from '../support/resilience/family-at-its-ceiling';
import { serverUnderTest } from '../support/resilience/server-under-test';
import { postgresDatabase, type OwnedStorage, type Storage } from '../support/resilience/storage';
import { testDatabaseKinds } from '../support/test-database';

const attackFrom = Array.from({ length: 10 }, (_, n) => `127.0.0.${n + 2}`);

describe.each(testDatabaseKinds())('a family grown to its ceiling, against the server process on %s', (kind) => {
  const server = serverUnderTest();
  let postgres: OwnedStorage | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await postgresDatabase(process.env.TEST_DATABASE_URL!, 'ceiling');
  });
  afterAll(() => postgres?.remove());
  const storage = (): Storage => postgres?.storage ?? server.storage;

  it('a burst of saves to one family, then a family grown as far as it goes from ten addresses and read over and over from one: the family stays within its ceiling and a normal client from another address is served', async () => {
    const result = await familyCeilingCheck({
      storage: storage(),
      buildDir: server.buildDir,
      attackFrom,
      burst: 500,
      children: FAMILY_CEILING.children + 5,
      days: FAMILY_CEILING.daysKept + 4,
      readForMs: 5_000,
      readers: 4,
      clientFrom: '127.0.0.1',
      askEveryMs: 500,
      maxFailedShare: 0,
      maxOutageMs: 1000,
      // Five hundred connections at once cost a loaded 2-core machine seconds of CPU whatever they ask.
      maxBurstOutageMs: 4000,
    });
    console.log(`${result.tried}: ${result.survived}`);
    expect(result.problems).toEqual([]);
  }, 180_000);
});
