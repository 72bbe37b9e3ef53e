import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crashDuringWritesCheck } from './crash';
import { tinyClientBuild } from './server-process';
import { pgliteCopy, type OwnedStorage } from './storage';

describe('kill -9 during a write load on PGlite (a small version of bench/resilience)', () => {
  let buildDir: string;
  let owned: OwnedStorage;
  beforeAll(() => {
    buildDir = tinyClientBuild();
    owned = pgliteCopy(inject('pgliteTemplateDir'));
  });
  afterAll(async () => {
    await owned.remove();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('keeps every write answered 2xx before the kill and serves again after a restart', async () => {
    const result = await crashDuringWritesCheck({ storage: owned.storage, buildDir, clients: 10, killAfterAcks: 100 });
    expect(result.problems).toEqual([]);
    expect(result.tried).toMatch(/^kill -9 after \d+ acknowledged writes/);
  }, 60_000);
});
