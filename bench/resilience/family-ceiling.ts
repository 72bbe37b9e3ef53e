// A family grown as large as its devices can make it (past its ceiling of children and days), after other
// traffic and a burst of 500 saves at once, then read over and over from one address, on PGlite and
// PostgreSQL, while a normal client from another address asks every 500 ms. Reads must take under 50 ms
// at the median. `npx tsx bench/resilience/family-ceiling.ts` (about 2 minutes).
import { FAMILY_CEILING } from '../../src/server/services/progress/family-ceiling';
import { familyCeilingCheck } from '../../tests/support/resilience/family-at-its-ceiling';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

export async function familyCeilingChecks(ctx: BenchContext): Promise<ResilienceChecks> {
  const { databases, skipped } = await ctx.databases();
  const reports = [];
  for (const database of databases) {
    const owned = await database.create('ceiling');
    try {
      const result = await familyCeilingCheck({
        storage: owned.storage,
        ...(await ctx.apiServerBuild()),
        attackFrom: Array.from({ length: 10 }, (_, n) => `127.0.0.${n + 2}`),
        burst: 500,
        children: FAMILY_CEILING.children + 5,
        days: FAMILY_CEILING.daysKept + 4,
        readForMs: 30_000,
        readers: 4,
        clientFrom: '127.0.0.1',
        askEveryMs: 500,
        maxFailedShare: 0,
        maxOutageMs: 1000,
        maxBurstOutageMs: 1000,
        maxMedianReadMs: 50,
      });
      reports.push({ ...result, name: `${result.name} (${database.kind})` });
    } finally {
      await owned.remove();
    }
  }
  return { reports, skipped };
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await familyCeilingChecks(ctx))]);
