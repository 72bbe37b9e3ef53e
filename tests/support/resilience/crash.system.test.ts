import { describe, expect, it } from 'vitest';
import { crashDuringWritesCheck } from './crash';
import { serverUnderTest } from './server-under-test';

describe('kill -9 during a write load on PGlite (a small version of bench/resilience)', () => {
  const server = serverUnderTest();

  it('keeps every write answered 2xx before the kill and serves again after a restart', async () => {
    const result = await crashDuringWritesCheck({ storage: server.storage, buildDir: server.buildDir, clients: 10, killAfterAcks: 100 });
    expect(result.problems).toEqual([]);
    expect(result.tried).toMatch(/^kill -9 after \d+ acknowledged writes/);
  }, 60_000);
});
