// kill -9 the server in the middle of a write load, restart it: every write answered 2xx is still there.
import { crashDuringWritesCheck } from '../../tests/support/resilience/crash';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

const CLIENTS = 50;
const KILL_AFTER_ACKS = 1000;

export async function crashCheck(ctx: BenchContext): Promise<ResilienceChecks> {
  const { databases, skipped } = await ctx.databases();
  const reports = [];
  for (const database of databases) {
    const owned = await database.create('crash');
    try {
      reports.push(await crashDuringWritesCheck({ storage: owned.storage, ...(await ctx.apiServerBuild()), clients: CLIENTS, killAfterAcks: KILL_AFTER_ACKS }));
    } finally {
      await owned.remove();
    }
  }
  return { reports, skipped: skipped.map((reason) => `crash on ${reason}`) };
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await crashCheck(ctx))]);
