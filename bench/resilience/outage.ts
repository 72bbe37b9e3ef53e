// Stop PostgreSQL under a write load: clear 503s, never a hang; start it again: the same server process recovers.
import { list, report } from '../../tests/support/resilience/report';
import { startServer } from '../../tests/support/resilience/server-process';
import { postgresDatabase, storedPlayerNames } from '../../tests/support/resilience/storage';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../tests/support/fixtures';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

const CLIENTS = 10;
/** An answer slower than this is a hang. */
const ANSWER_BOUND_MS = 10_000;
const RECOVERY_BOUND_MS = 30_000;
const family = familyHeaders(newFamilyCode());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';
interface Answer {
  name: string;
  phase: Phase;
  status: number | null;
  ms: number;
  body: string;
}

export async function outageCheck(ctx: BenchContext): Promise<ResilienceChecks> {
  const cluster = await ctx.ownPostgres();
  if (typeof cluster === 'string' || !cluster.control) return { reports: [], skipped: [`outage: needs a PostgreSQL cluster it may stop (${cluster})`] };
  const owned = await postgresDatabase(cluster.url, 'outage');
  const server = await startServer({ storage: owned.storage, ...(await ctx.apiServerBuild()) });
  const problems: string[] = [];
  const answers: Answer[] = [];
  let phase: Phase = 'before';
  let running = true;
  let next = 0;
  let firstRecoveredAt = 0;
  let restartedAt = 0;
  let outageProbes = '';
  try {
    const writer = async () => {
      while (running) {
        const name = `outage-${next++}`;
        const at = phase;
        const started = performance.now();
        try {
          const res = await fetch(`${server.url}/api/quiz-scores`, {
            method: 'POST',
            headers: { ...family, 'content-type': 'application/json' },
            body: JSON.stringify(quizScoreBody(name, 5)),
            signal: AbortSignal.timeout(ANSWER_BOUND_MS),
          });
          answers.push({ name, phase: at, status: res.status, ms: performance.now() - started, body: await res.text() });
          if (res.status === 201 && at === 'after' && !firstRecoveredAt) firstRecoveredAt = performance.now();
        } catch (error) {
          answers.push({ name, phase: at, status: null, ms: performance.now() - started, body: String((error as Error).name) });
        }
        // A client that was refused waits a moment, as the site's own retry would.
        if (answers.at(-1)!.status !== 201) await sleep(100);
      }
    };
    const writers = Array.from({ length: CLIENTS }, writer);

    await sleep(2000);
    // Writes sent while PostgreSQL shuts down may still succeed; from the moment it is down, none may.
    phase = 'stopping';
    await cluster.control.stop();
    phase = 'down';
    await sleep(1000);
    const probe = async (path: string) =>
      `${path} ${(await fetch(server.url + path, { headers: family, signal: AbortSignal.timeout(ANSWER_BOUND_MS) }).catch(() => null))?.status ?? 'no answer'}`;
    outageProbes = [await probe('/api/health'), await probe('/api/quiz-scores?limit=5')].join(', ');
    await sleep(4000);
    phase = 'starting';
    await cluster.control.start();
    restartedAt = performance.now();
    phase = 'after';
    while (!firstRecoveredAt && performance.now() - restartedAt < RECOVERY_BOUND_MS) await sleep(100);
    await sleep(2000);
    running = false;
    await Promise.all(writers);
  } finally {
    running = false;
    await server.stop();
  }

  const inPhase = (p: Phase) => answers.filter((a) => a.phase === p);
  const down = inPhase('down');
  const unavailable = down.filter((a) => a.status === 503);
  const hung = answers.filter((a) => a.status === null && a.body === 'TimeoutError');
  const refused = answers.filter((a) => a.status === null && a.body !== 'TimeoutError');
  const odd = answers.filter((a) => a.status !== null && a.status !== 201 && a.status !== 503);
  const vague = unavailable.filter((a) => !/"error":"[^"]*unavailable/i.test(a.body));
  if (!unavailable.length) problems.push('no write was answered 503 while PostgreSQL was stopped');
  const downButSaved = down.filter((a) => a.status === 201);
  if (downButSaved.length) problems.push(`${downButSaved.length} writes answered 201 while PostgreSQL was stopped`);
  if (hung.length) problems.push(`${hung.length} writes got no answer within ${ANSWER_BOUND_MS / 1000} s`);
  if (refused.length) problems.push(`${refused.length} writes could not reach the server (${refused[0]!.body}): did it exit?`);
  if (odd.length)
    problems.push(
      `answers other than 201 or 503: ${list(
        odd.map((a) => `${a.status} ${a.body.slice(0, 80)}`),
        3,
      )}`,
    );
  if (vague.length) problems.push(`${vague.length} 503 answers without an error saying the database is unavailable`);
  if (!/health 503/.test(outageProbes) || !/scores\?limit=5 503/.test(outageProbes)) problems.push(`during the outage: ${outageProbes} (expected 503s)`);
  if (!firstRecoveredAt) problems.push(`no write succeeded within ${RECOVERY_BOUND_MS / 1000} s of PostgreSQL starting again`);

  const stored = new Set(await storedPlayerNames(owned.storage));
  await owned.remove();
  const acked = answers.filter((a) => a.status === 201);
  const lost = acked.filter((a) => !stored.has(a.name)).map((a) => a.name);
  const refusedButStored = answers.filter((a) => a.status === 503 && stored.has(a.name)).map((a) => a.name);
  if (lost.length) problems.push(`answered 201 but not stored: ${list(lost)}`);
  if (refusedButStored.length) problems.push(`answered 503 ("Nothing was saved") but stored: ${list(refusedButStored)}`);

  const worst = (xs: Answer[]) => (xs.length ? `${Math.round(Math.max(...xs.map((a) => a.ms)))} ms` : '—');
  const recovery = firstRecoveredAt ? `${((firstRecoveredAt - restartedAt) / 1000).toFixed(1)} s` : 'never';
  return {
    skipped: [],
    reports: [
      report(
        'outage (postgres)',
        `stop PostgreSQL for 5 s under ${CLIENTS} writing clients, then start it again; the server keeps running`,
        `while down: ${unavailable.length} of ${down.length} writes answered 503 (slowest ${worst(unavailable)}), ${outageProbes}; ` +
          `first 201 ${recovery} after PostgreSQL was back, same process; ${acked.length} writes answered 201, all stored: ${lost.length === 0 ? 'yes' : 'NO'}`,
        problems,
      ),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await outageCheck(ctx))]);
