// Ten thousand slow downloads of a 2.7 MB file from one address, each reading 70 KB every 8–15 s, against
// 20,000 descriptors, while a normal client from another address asks every 500 ms: at most 1 % of its
// requests may fail and it may go no longer than 1 s without an answer.
// `npx tsx bench/resilience/slow-downloads.ts` (about 1.5 minutes).
import { slowDownloadCheck } from '../../tests/support/resilience/slow-downloads';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

export async function slowDownloadChecks(ctx: BenchContext): Promise<ResilienceChecks> {
  const owned = (await ctx.databases()).databases[0]!;
  const storage = await owned.create('slow');
  try {
    const { compiledBuildDir } = await ctx.apiServerBuild();
    const result = await slowDownloadCheck({
      storage: storage.storage,
      buildDir: ctx.tinyBuild(),
      compiledBuildDir,
      descriptorLimit: 20_000,
      attackFrom: ['127.0.9.9'],
      connectionsPerAddress: 10_000,
      opensPerSecond: 2000,
      fileBytes: 2_700_000,
      readBytes: 70_000,
      readEveryMs: [8000, 15_000],
      clientFrom: '127.0.0.1',
      askEveryMs: 500,
      durationMs: 60_000,
      maxFailedShare: 0.01,
      maxOutageMs: 1000,
    });
    return { reports: [result], skipped: [] };
  } finally {
    await storage.remove();
  }
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await slowDownloadChecks(ctx))]);
