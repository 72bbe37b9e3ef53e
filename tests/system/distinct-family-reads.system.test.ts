import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { distinctFamilyReadsCheck } from '../support/resilience/distinct-family-reads';
import { tinyClientBuild } from '../support/resilience/server-process';
import { pgliteCopy, type OwnedStorage } from '../support/resilience/storage';

describe('reads of many distinct family codes, against the server process', () => {
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

  it('100,000 distinct score lists grow the server by less than 150 MB', async () => {
    const result = await distinctFamilyReadsCheck({ storage: owned.storage, buildDir, reads: 100_000, clients: 16, maxGrowthMb: 150 });
    console.log(`${result.tried}: ${result.survived}`);
    expect(result.problems).toEqual([]);
  }, 400_000);
});
