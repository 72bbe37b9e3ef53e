// 10,000 score posts from 100 concurrent clients: exactly 10,000 stored, none twice.
import { concurrentPostsCheck } from '../../tests/support/resilience/concurrency';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

const TOTAL = Number(process.env.BENCH_CONCURRENCY_POSTS ?? 10_000);
const CLIENTS = 100;

export async function concurrencyCheck(ctx: BenchContext): Promise<ResilienceChecks> {
  const { databases, skipped } = await ctx.databases();
  const reports = [];
  for (const database of databases) {
    const owned = await database.create('concurrency');
    try {
      reports.push(await concurrentPostsCheck({ storage: owned.storage, ...(await ctx.apiServerBuild()), clients: CLIENTS, total: TOTAL }));
    } finally {
      await owned.remove();
    }
  }
  return { reports, skipped: skipped.map((reason) => `concurrency on ${reason}`) };
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await concurrencyCheck(ctx))]);
