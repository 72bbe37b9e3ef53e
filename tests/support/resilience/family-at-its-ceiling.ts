import http from 'node:http';
import { familyHeaders, newFamilyCode } from '../fixtures';
import { clientVerdict, longestOutage, normalClient, type Asked } from './normal-client';
import { count, report, type ResilienceReport } from './report';
import { startServer } from './server-process';
import type { Storage } from './storage';

export interface FamilyCeilingOptions {
  storage: Storage;
  buildDir: string;
  /** Run this production build's compiled server instead of the source (the bench does). */
  compiledBuildDir?: string;
  /** Loopback addresses the family is grown from, then read from (the first). */
  attackFrom: string[];
  /** Children the attacker tries (the ceiling's and more), each reading every book on each of `days` days. */
  children: number;
  days: number;
  /** Saves sent to one new family all at once before the family is grown (a burst within the addresses' budgets). */
  burst: number;
  /** How long one address reads the family, `readers` reads at a time. */
  readForMs: number;
  readers: number;
  clientFrom: string;
  askEveryMs: number;
  maxFailedShare: number;
  maxOutageMs: number;
  /** The longest the normal client may go without an answer while the burst is answered (the burst's connections come first). */
  maxBurstOutageMs: number;
  /** The most a read of the family may take, at the median; unchecked when undefined (a loaded CI machine). */
  maxMedianReadMs?: number;
  env?: Record<string, string>;
}

const BOOKS = ['charlotte-birthday', 'charlotte-christmas', 'forest-adventure', 'korean-charlotte-birthday', 'pyeongchang-story'];
// Every book has at least this many pages: a stretch of all of them is within any book.
const PAGES = 9;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayBack = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

interface Sent {
  status: number | string;
  ms: number;
  body: string;
}

function send(port: number, agent: http.Agent, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: object): Promise<Sent> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const done = (status: number | string, text = '') => resolve({ status, ms: performance.now() - started, body: text });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 30_000,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(res.statusCode ?? 'no status', text));
        res.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    request.end(payload);
  });
}

const tally = (statuses: Array<number | string>) => {
  const counts = new Map<number | string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
};
const tallyText = (counts: Map<number | string, number>) =>
  [...counts]
    .sort()
    .map(([status, n]) => `${count(n)} × ${status}`)
    .join(', ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * A family grown as large as its devices can make it, from several addresses: every child it may name and
 * more, each reading every book on every day kept and more, with game bests; then one address reads it over
 * and over. A normal client from another address asks all along and must be served; the reads must be quick
 * and the family must stay within its ceiling (children refused past it, at most a day's seconds a day).
 */
export async function familyCeilingCheck(options: FamilyCeilingOptions): Promise<ResilienceReport> {
  const server = await startServer({
    storage: options.storage,
    buildDir: options.buildDir,
    compiledBuildDir: options.compiledBuildDir,
    env: { SPEECH_PRERENDER: 'false', LOG_LEVEL: 'warn', ...options.env },
  });
  const port = Number(new URL(server.url).port);
  const code = newFamilyCode();
  const headers = familyHeaders(code);
  const agents = options.attackFrom.map((localAddress) => new http.Agent({ keepAlive: true, maxSockets: 4, localAddress }));
  const client = normalClient(port, options.clientFrom, options.askEveryMs);
  const problems: string[] = [];
  const writes: Array<number | string> = [];
  const reads: Sent[] = [];
  let asked: Asked[] = [];
  let summary: { children: Array<{ name: string; books: unknown[]; days: Array<{ seconds: number }> }> } = { children: [] };
  const bursts: Array<number | string> = [];
  const phases: Array<[string, number]> = [['other traffic', Date.now()]];
  try {
    // Other traffic first, as the server would have seen: a family saving and reading, the health check.
    const family = familyHeaders(newFamilyCode());
    for (let n = 0; n < 100; n++) {
      const agent = agents[n % agents.length]!;
      await Promise.all([
        send(port, agent, 'POST', '/api/reading-events', family, {
          childName: '지우',
          bookId: BOOKS[n % BOOKS.length],
          day: dayBack(n % 7),
          pageCount: PAGES,
          pagesSeen: [n % PAGES],
          lastPage: n % PAGES,
          finished: false,
          seconds: 60,
          readAloud: false,
        }),
        send(port, agent, 'GET', '/api/family-progress', family),
        send(port, agent, 'GET', '/api/health', {}),
      ]);
    }

    phases.push(['burst', Date.now()]);
    // A burst: every save on its own connection, all at once, to one family.
    const burstCode = familyHeaders(newFamilyCode());
    const burstAgents = options.attackFrom.map(
      (localAddress) => new http.Agent({ keepAlive: false, maxSockets: Math.ceil(options.burst / options.attackFrom.length), localAddress }),
    );
    const burst = Array.from({ length: options.burst }, (_, n) =>
      send(port, burstAgents[n % burstAgents.length]!, 'POST', '/api/reading-events', burstCode, {
        childName: `아이 ${n % 20}`,
        bookId: BOOKS[n % BOOKS.length],
        day: dayBack(n % 20),
        pageCount: PAGES,
        pagesSeen: [n % PAGES],
        lastPage: n % PAGES,
        finished: false,
        seconds: 60,
        readAloud: false,
      }),
    );
    bursts.push(...(await Promise.all(burst)).map((r) => r.status));
    for (const agent of burstAgents) agent.destroy();

    phases.push(['growing', Date.now()]);
    // Each child reads one book a day, a different one each day: every child's every book and kept day.
    const saves: Array<() => Promise<Sent>> = [];
    for (let child = 0; child < options.children; child++) {
      const childName = `아이 ${String(child).padStart(3, '0')}`;
      for (let day = 0; day < options.days; day++) {
        const event = {
          childName,
          bookId: BOOKS[(child + day) % BOOKS.length],
          day: dayBack(day - 1),
          pageCount: PAGES,
          pagesSeen: Array.from({ length: PAGES }, (_, page) => page),
          lastPage: PAGES,
          finished: true,
          seconds: 3 * 60 * 60,
          readAloud: true,
        };
        const agent = agents[saves.length % agents.length]!;
        saves.push(() => send(port, agent, 'POST', '/api/reading-events', headers, event));
      }
      for (const game of ['adventure', 'multiplication']) {
        const agent = agents[saves.length % agents.length]!;
        saves.push(() => send(port, agent, 'POST', '/api/game-progress', headers, { childName, game, level: 0, score: 5 }));
      }
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: agents.length * 4 }, async () => {
        while (next < saves.length) writes.push((await saves[next++]!()).status);
      }),
    );

    phases.push(['reading', Date.now()]);
    const reader = agents[0]!;
    const until = Date.now() + options.readForMs;
    await Promise.all(
      Array.from({ length: options.readers }, async () => {
        while (Date.now() < until) reads.push(await send(port, reader, 'GET', '/api/family-progress', headers));
      }),
    );
    const last = reads.findLast((r) => r.status === 200);
    if (last) summary = JSON.parse(last.body) as typeof summary;
  } finally {
    for (const agent of agents) agent.destroy();
    asked = await client.stop();
    await server.stop();
  }
  phases.push(['end', Date.now()]);
  const inPhase = (name: string) => {
    const at = phases.findIndex(([phase]) => phase === name);
    return asked.filter((a) => a.sentAt >= phases[at]![1] && a.sentAt < phases[at + 1]![1]);
  };
  const waits = phases
    .slice(0, -1)
    .map(([phase]) => `${phase} ${longestOutage(inPhase(phase))} ms`)
    .join(', ');
  // The burst's own wait is held to its own bound; the client's failures and every other wait to the check's.
  const burstWait = longestOutage(inPhase('burst'));
  const verdict = clientVerdict(
    asked.filter((a) => !inPhase('burst').includes(a)),
    options,
    options.askEveryMs,
  );
  if (burstWait > options.maxBurstOutageMs)
    problems.push(`the client went ${burstWait} ms without an answer during the burst, over ${options.maxBurstOutageMs} ms`);
  if (inPhase('burst').some((a) => !a.ok))
    problems.push(
      `the client failed during the burst: ${inPhase('burst')
        .filter((a) => !a.ok)
        .map((a) => a.what)}`,
    );

  const burstStatuses = tally(bursts);
  if (burstStatuses.get(201) !== options.burst) problems.push(`of a burst of ${options.burst} saves to one family, ${tallyText(burstStatuses)}`);
  const written = tally(writes);
  const readStatuses = tally(reads.map((r) => r.status));
  const readMs = reads
    .filter((r) => r.status === 200)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const median = percentile(readMs, 0.5);
  const p99 = percentile(readMs, 0.99);
  const fivexx = [...written, ...readStatuses].filter(([status]) => typeof status !== 'number' || status >= 500);
  if (fivexx.length > 0) problems.push(`answers that were no answer or 5xx: ${tallyText(new Map(fivexx))}`);
  const ceiling = summary.children.length;
  if (!written.has(409)) problems.push(`no child was refused: the family took all ${options.children} children`);
  if (readMs.length === 0) problems.push('no read of the family was answered 200');
  const longDays = summary.children.flatMap((c) => c.days).filter((d) => d.seconds > 24 * 60 * 60).length;
  if (longDays > 0) problems.push(`${longDays} days count more than 24 hours of reading`);
  if (options.maxMedianReadMs !== undefined && median > options.maxMedianReadMs)
    problems.push(`a read of the family took ${median.toFixed(1)} ms at the median, over ${options.maxMedianReadMs} ms`);
  problems.push(...verdict.problems);
  const rows = summary.children.reduce((n, c) => n + c.books.length + c.days.length, 0);
  return report(
    'a family at its ceiling',
    `a burst of ${count(options.burst)} saves at once to one family, then ${count(writes.length)} saves to another from ${options.attackFrom.length} addresses (${options.children} children × ${options.days} days of reading, and game bests), then ${options.readers} reads at a time of it from one address for ${options.readForMs / 1000} s`,
    `the burst: ${tallyText(burstStatuses)}; saves: ${tallyText(written)}; the family: ${ceiling} children, ${count(rows)} books and days; ${count(reads.length)} reads (${tallyText(readStatuses)}), ${median.toFixed(1)} ms median, ${p99.toFixed(1)} ms p99; ${verdict.said} (longest wait by phase: ${waits})`,
    problems,
  );
}
