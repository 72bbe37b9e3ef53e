// Score lists of 100,000 distinct family codes, each read once by 16 clients, against the server process under
// a deployment's heap ceiling: it must grow by less than 150 MB. A memory target, so a benchmark (it took
// 2.5 minutes of the system tier, one at a time). `npx tsx bench/resilience/distinct-family-reads.ts`.
import { distinctFamilyReadsCheck } from '../../tests/support/resilience/distinct-family-reads';
import { pgliteCopy } from '../../tests/support/resilience/storage';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

export async function distinctFamilyReadsChecks(ctx: BenchContext): Promise<ResilienceChecks> {
  const owned = pgliteCopy(await ctx.pgliteTemplate());
  try {
    const result = await distinctFamilyReadsCheck({ storage: owned.storage, ...(await ctx.apiServerBuild()), reads: 100_000, clients: 16, maxGrowthMb: 150 });
    return { reports: [result], skipped: [] };
  } finally {
    await owned.remove();
  }
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await distinctFamilyReadsChecks(ctx))]);
