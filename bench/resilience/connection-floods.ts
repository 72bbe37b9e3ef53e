// Stalled-connection floods too big for a system test: from 100 addresses at once against a server with
// 4,096 descriptors (so 3,072 connections in all: the flood holds four times that), and from one address
// past a TRUST_PROXY hop count, also against 4,096. Default caps otherwise; a normal
// client from another address asks four times a second.
// `npx tsx bench/resilience/connection-floods.ts` (about 2 minutes).
import { pgliteCopy } from '../../tests/support/resilience/storage';
import { stalledConnectionFloodCheck } from '../../tests/support/resilience/stalled-connection-flood';
import { tinyClientBuild } from '../../tests/support/resilience/server-process';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

const loopbackAddresses = (count: number) => Array.from({ length: count }, (_, n) => `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`);

export async function connectionFloodChecks(ctx: BenchContext): Promise<ResilienceChecks> {
  const buildDir = tinyClientBuild();
  const common = { buildDir, clientFrom: '127.0.0.1', askEveryMs: 250, durationMs: 40_000, maxFailedShare: 0.01, maxOutageMs: 1000 };
  const reports = [];
  for (const flood of [
    { attackFrom: loopbackAddresses(100), connectionsPerAddress: 128, opensPerSecond: 100, descriptorLimit: 4096 },
    { attackFrom: ['127.0.9.9'], connectionsPerAddress: 11_000, opensPerSecond: 2000, descriptorLimit: 4096, env: { TRUST_PROXY: '1' } },
  ]) {
    const owned = pgliteCopy(await ctx.pgliteTemplate());
    try {
      const result = await stalledConnectionFloodCheck({ ...common, ...flood, storage: owned.storage });
      reports.push(flood.env ? { ...result, name: `${result.name}, TRUST_PROXY=1` } : result);
    } finally {
      await owned.remove();
    }
  }
  return { reports, skipped: [] };
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await connectionFloodChecks(ctx))]);
