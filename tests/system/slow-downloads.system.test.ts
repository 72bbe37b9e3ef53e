import { describe, expect, it } from 'vitest';
import { serverUnderTest } from '../support/resilience/server-under-test';
import { slowDownloadCheck } from '../support/resilience/slow-downloads';

describe('slow downloads from one address, against the server process', () => {
  const server = serverUnderTest();

  it('3,000 downloads kept moving just enough, more than the server has descriptors for: a client from another address is served', async () => {
    const result = await slowDownloadCheck({
      storage: server.storage,
      buildDir: server.buildDir,
      descriptorLimit: 4096,
      attackFrom: ['127.0.0.2'],
      connectionsPerAddress: 3000,
      opensPerSecond: 2000,
      fileBytes: 2_700_000,
      readBytes: 70_000,
      readEveryMs: [8000, 15_000],
      clientFrom: '127.0.0.1',
      askEveryMs: 500,
      durationMs: 30_000,
      maxFailedShare: 0.01,
      maxOutageMs: 1000,
    });
    console.log(`${result.tried}: ${result.survived}`);
    expect(result.problems).toEqual([]);
  }, 120_000);
});
