// API throughput and latency on PGlite and PostgreSQL, each beside a bare node:http server answering the same bytes.
import autocannon from 'autocannon';
import { openDatabase } from '@/server/db/database';
import { quizScores, speechClips } from '@/server/db/schema';
import { startServer } from '../tests/support/resilience/server-process';
import type { Storage } from '../tests/support/resilience/storage';
import { familyKeyOfCode } from '@/server/http/family-key';
import { familyHeaders, quizScoreBody } from '../tests/support/fixtures';
import { parseFamilyCode } from '@/shared/family-code';
import { isMain, runAlone } from './lib/cli';
import type { BenchContext } from './lib/context';
import { templateClips } from './lib/pglite-template';
import { recordResponse, startBareServer, startSeedStackServer } from './lib/recorded-response';
import { ms, section, thousands, type Section } from './lib/section';
import { TTS_PROBE, speechPrerendered } from './lib/speech';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 20;
const STORED_SCORES = 10_000;
// Every stored score belongs to this one family, so a list read returns a full hundred.
const BENCH_FAMILY_CODE = 'BENC-H000-0000-0001';

interface Endpoint {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Measured only when the server has it. */
  optional?: boolean;
}

const saveScore: Endpoint = {
  label: 'POST /api/quiz-scores',
  method: 'POST',
  path: '/api/quiz-scores',
  body: JSON.stringify(quizScoreBody('Bench Player', 7)),
};
const listScores: Endpoint = {
  label: `GET /api/quiz-scores?limit=100 (${thousands(STORED_SCORES)} stored)`,
  method: 'GET',
  path: '/api/quiz-scores?limit=100',
};
const endpoints: Endpoint[] = [
  listScores,
  saveScore,
  { label: 'POST /api/tts/question (cached clip)', method: 'POST', path: TTS_PROBE.path, body: TTS_PROBE.body, optional: true },
];

/** 10,000 stored scores; a PostgreSQL database also gets the template's rendered speech, as PGlite copies have it. */
async function seed(storage: Storage, templateDir: string) {
  const database = await openDatabase(storage.kind === 'pglite' ? { dataDir: storage.dataDir } : { databaseUrl: storage.databaseUrl });
  try {
    for (let start = 0; start < STORED_SCORES; start += 1000) {
      const familyKey = familyKeyOfCode(parseFamilyCode(BENCH_FAMILY_CODE)!);
      const rows = Array.from({ length: 1000 }, (_, i) => ({ ...quizScoreBody(`Seed ${start + i}`, (start + i) % 11, 20 + ((start + i) % 70)), familyKey }));
      await database.db.insert(quizScores).values(rows);
    }
    if (storage.kind === 'postgres') await database.db.insert(speechClips).values(templateClips(templateDir)).onConflictDoNothing();
  } finally {
    await database.close();
  }
}

interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx and connection errors, e.g. '12× 503, 1 timeout'. */
  failed: string;
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** autocannon's own percentiles are whole milliseconds; the response times it reports are exact. */
async function load(url: string, endpoint: Endpoint, duration: number): Promise<LoadResult> {
  const headers: Record<string, string> = { ...familyHeaders(BENCH_FAMILY_CODE), ...(endpoint.body ? { 'content-type': 'application/json' } : {}) };
  const times: number[] = [];
  const run = autocannon({ url: url + endpoint.path, method: endpoint.method, headers, body: endpoint.body, connections: CONNECTIONS, duration });
  run.on('response', (_client, status, _bytes, responseTime) => {
    if (status < 300) times.push(responseTime);
  });
  const result = await run;
  const sorted = Float64Array.from(times).sort();
  const failed = [
    ...Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${count}× ${status}`),
    ...(result.errors ? [`${result.errors} errors`] : []),
    ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
  ].join(', ');
  return { perSecond: result.requests.average, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), failed: failed || '0' };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The server and its bare twin take turns, a few short runs each, and each figure is the median of its runs: one
 * long run of each, one after the other, let a burst of other work on a two-core machine land on one side only.
 */
async function measurePair(serverUrl: string, bareUrl: string, endpoint: Endpoint): Promise<{ real: LoadResult; limit: LoadResult }> {
  await load(serverUrl, endpoint, 1);
  await load(bareUrl, endpoint, 1);
  const reals: LoadResult[] = [];
  const limits: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    reals.push(await load(serverUrl, endpoint, DURATION_S));
    limits.push(await load(bareUrl, endpoint, DURATION_S));
  }
  return { real: medianOf(reals), limit: medianOf(limits) };
}

function medianOf(runs: LoadResult[]): LoadResult {
  const failed = runs.map((run) => run.failed).filter((f) => f !== '0');
  return {
    perSecond: median(runs.map((run) => run.perSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failed: failed.length ? failed.join('; ') : '0',
  };
}

const times = (value: number, limit: number) => `${(value / limit).toFixed(1)}×`;

const row = (kind: string, label: string, real: LoadResult, limit: LoadResult) => [
  kind,
  label,
  `${thousands(real.perSecond)} (${Math.round((real.perSecond / limit.perSecond) * 100)}%)`,
  `${ms(real.p50)} (${times(real.p50, limit.p50)})`,
  `${ms(real.p99)} (${times(real.p99, limit.p99)})`,
  `${thousands(limit.perSecond)} · ${ms(limit.p50)} · ${ms(limit.p99)}`,
  real.failed,
];

/** One endpoint on the server, then on a bare server answering the bytes the server answered. */
async function measureEndpoint(serverUrl: string, endpoint: Endpoint, kind: string, s: Section): Promise<{ real: LoadResult; limit: LoadResult } | null> {
  const probe = await fetch(serverUrl + endpoint.path, {
    method: endpoint.method,
    headers: { ...familyHeaders(BENCH_FAMILY_CODE), ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    body: endpoint.body,
  });
  if (probe.status === 404 && endpoint.optional) {
    await probe.arrayBuffer();
    s.notes.push(`${endpoint.label}: not on this server yet, skipped`);
    return null;
  }
  if (!probe.ok) s.failures.push(`${kind} ${endpoint.label} answered ${probe.status} before the load`);
  const bare = await startBareServer(await recordResponse(probe));
  try {
    const measured = await measurePair(serverUrl, bare.url, endpoint);
    s.rows.push(row(kind, endpoint.label, measured.real, measured.limit));
    return measured;
  } finally {
    await bare.stop();
  }
}

/** The score list's target, said beside the figures: at least 0.9 × the bare server's rate, p99 within 1.5 × its p99. */
function listTarget(kind: string, { real, limit }: { real: LoadResult; limit: LoadResult }): string {
  const share = real.perSecond / limit.perSecond;
  const tail = real.p99 / limit.p99;
  const met = share >= 0.9 && tail <= 1.5;
  return `The score list on ${kind}: ${share.toFixed(2)} × bare and p99 ${tail.toFixed(1)} × bare (target: at least 0.9 × and at most 1.5 ×): ${met ? 'met' : 'NOT met'}.`;
}

/** The same score save on the stack Iyagi started from (Express + Drizzle + pg), on the same database. */
async function measureSeedStack(databaseUrl: string, ours: { real: LoadResult; limit: LoadResult }, s: Section): Promise<void> {
  const seedStack = await startSeedStackServer(databaseUrl);
  try {
    await load(seedStack.url, saveScore, 1);
    const runs: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await load(seedStack.url, saveScore, DURATION_S));
    const seed = medianOf(runs);
    s.rows.push(row('postgres', "POST /api/quiz-scores on the seed's stack (Express + Drizzle + pg)", seed, ours.limit));
    s.notes.push(
      `Saving a score on PostgreSQL, Iyagi answers ${times(ours.real.perSecond, seed.perSecond)} the requests per second of the seed's stack (target: at least 2×): ${ours.real.perSecond >= 2 * seed.perSecond ? 'met' : 'NOT met'}.`,
    );
  } finally {
    await seedStack.stop();
  }
}

export async function apiLoad(ctx: BenchContext): Promise<Section[]> {
  const s = section(
    `API load: autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${DURATION_S} s taking turns with the bare server, loopback`,
    ['database', 'request', 'req/s (share of bare)', 'p50 ms (× bare)', 'p99 ms (× bare)', 'bare req/s · p50 · p99', 'not 2xx'],
  );
  const { databases, skipped } = await ctx.databases();
  s.notes.push(...skipped.map((reason) => `not measured: ${reason}`));
  const templateDir = await ctx.pgliteTemplate();
  for (const database of databases) {
    const owned = await database.create('load');
    try {
      await seed(owned.storage, templateDir);
      const server = await startServer({ storage: owned.storage, ...(await ctx.apiServerBuild()) });
      try {
        // Speech renders in the background after start-up: measuring during it would measure the synthesiser.
        await speechPrerendered(server);
        for (const endpoint of endpoints) {
          const measured = await measureEndpoint(server.url, endpoint, database.kind, s);
          if (endpoint === listScores && measured) s.notes.push(listTarget(database.kind, measured));
          if (endpoint === saveScore && measured && owned.storage.kind === 'postgres') await measureSeedStack(owned.storage.databaseUrl, measured, s);
        }
      } finally {
        await server.stop();
      }
    } finally {
      await owned.remove();
    }
  }
  s.notes.push(
    'The bare server is node:http answering the recorded response with no routing, validation or database: the ceiling this machine and load generator allow.',
    'The server runs as in production (LOG_LEVEL=info, compression, helmet, rate limiting raised out of the way).',
  );
  return [s];
}

if (isMain(import.meta.url)) await runAlone(apiLoad);
