import { describe, expect, it } from 'vitest';
import { serverUnderTest } from '../support/resilience/server-under-test';
import { stalledConnectionFloodCheck } from '../support/resilience/stalled-connection-flood';

describe('a reconnecting flood of stalled connections, against the server process', () => {
  const server = serverUnderTest();

  it('from three addresses for 12 s, each reopening at up to 1,000 a second to hold more connections than the server has descriptors: a client from a fourth is served', async () => {
    const result = await stalledConnectionFloodCheck({
      storage: server.storage,
      buildDir: server.buildDir,
      descriptorLimit: 4096,
      attackFrom: ['127.0.0.2', '127.0.0.3', '127.0.0.4'],
      connectionsPerAddress: 2000,
      opensPerSecond: 1000,
      clientFrom: '127.0.0.1',
      askEveryMs: 500,
      // Each stalled connection is dropped after the request line's 3 s, so 12 s is four rounds of reopening;
      // the bench (bench/resilience/connection-floods.ts) holds the flood for 40 s.
      durationMs: 12_000,
      maxFailedShare: 0.01,
      maxOutageMs: 1000,
    });
    console.log(`${result.tried}: ${result.survived}`);
    expect(result.problems).toEqual([]);
  }, 180_000);
});
