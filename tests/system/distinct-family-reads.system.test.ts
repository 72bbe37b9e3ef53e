import { describe, expect, it } from 'vitest';
import { distinctFamilyReadsCheck } from '../support/resilience/distinct-family-reads';
import { serverUnderTest } from '../support/resilience/server-under-test';

describe('reads of many distinct family codes, against the server process', () => {
  const server = serverUnderTest();

  it('100,000 distinct score lists grow the server by less than 150 MB', async () => {
    const result = await distinctFamilyReadsCheck({ storage: server.storage, buildDir: server.buildDir, reads: 100_000, clients: 16, maxGrowthMb: 150 });
    console.log(`${result.tried}: ${result.survived}`);
    expect(result.problems).toEqual([]);
  }, 600_000);
});
