// Thousands of malformed, oversized and hostile requests over real HTTP: no 5xx, nothing stored changes, still serving.
import http from 'node:http';
import { report } from '../../tests/support/resilience/report';
import { startServer } from '../../tests/support/resilience/server-process';
import { pgliteCopy } from '../../tests/support/resilience/storage';
import { hostileRequests, type HostileRequest } from '../../tests/support/hostile-requests';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../tests/support/fixtures';
import { isMain, runAlone } from '../lib/cli';
import type { BenchContext } from '../lib/context';
import { resilienceSection, type ResilienceChecks } from './section';

const COUNT = Number(process.env.BENCH_FUZZ_COUNT ?? 5000);
const PARALLEL = 8;

/** The exact bytes of the request, with no client-side URL clean-up: node:http, not fetch. */
function send(base: URL, req: HostileRequest, agent: http.Agent): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    let request: http.ClientRequest;
    try {
      const length = req.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(req.body)) };
      request = http.request({
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, ...length },
        agent,
        timeout: 10_000,
      });
    } catch (error) {
      return resolve({ error: `not sendable: ${(error as NodeJS.ErrnoException).code}` });
    }
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk.slice(0, 2000)));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    // The server may answer 413 and close before an oversized body is sent: the answer counts, not the write.
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(req.body);
  });
}

const keeper = familyHeaders(newFamilyCode());
const snapshot = async (url: string) => (await fetch(`${url}/api/quiz-scores?limit=100`, { headers: keeper })).text();

export async function fuzzCheck(ctx: BenchContext): Promise<ResilienceChecks> {
  const owned = pgliteCopy(await ctx.pgliteTemplate());
  const server = await startServer({ storage: owned.storage, ...(await ctx.apiServerBuild()) }).catch(async (error: unknown) => {
    await owned.remove();
    throw error;
  });
  const problems: string[] = [];
  const byClass = new Map<string, number>();
  const count = (key: string) => byClass.set(key, (byClass.get(key) ?? 0) + 1);
  let withoutMessage = 0;
  let unchanged = false;
  let healthStatus = 0;
  try {
    const post = await fetch(`${server.url}/api/quiz-scores`, {
      method: 'POST',
      headers: { ...keeper, 'content-type': 'application/json' },
      body: JSON.stringify(quizScoreBody('Keeper', 8)),
    });
    if (post.status !== 201) problems.push(`a valid score was answered ${post.status} before fuzzing`);
    const before = await snapshot(server.url);

    const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
    const requests = hostileRequests(COUNT, 2024);
    const base = new URL(server.url);
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < requests.length) {
          const req = requests[next++]!;
          const result = await send(base, req, agent);
          if ('error' in result) {
            count(`no answer (${result.error})`);
            continue;
          }
          // A read may well succeed; a write succeeding means the request was not hostile after all.
          count(`${Math.floor(result.status / 100)}xx${result.status < 300 && req.method !== 'GET' ? ' to a write' : ''}`);
          if (result.status >= 500 && problems.length < 10)
            problems.push(`${result.status} for ${req.method} ${req.url.slice(0, 80)}: ${result.body.slice(0, 160)}`);
          if (result.status >= 400 && !/"error":"/.test(result.body)) withoutMessage++;
        }
      }),
    );
    agent.destroy();

    healthStatus = (await fetch(`${server.url}/api/health`)).status;
    if (healthStatus !== 200) problems.push(`/api/health answered ${healthStatus} after fuzzing`);
    unchanged = (await snapshot(server.url)) === before;
    if (!unchanged) problems.push('the stored scores changed although every request was invalid');
    const after = await fetch(`${server.url}/api/quiz-scores`, {
      method: 'POST',
      headers: { ...keeper, 'content-type': 'application/json' },
      body: JSON.stringify(quizScoreBody('After Fuzz', 6)),
    });
    if (after.status !== 201) problems.push(`a valid score was answered ${after.status} after fuzzing`);
  } finally {
    await server.stop();
    await owned.remove();
  }
  const fivexx = byClass.get('5xx') ?? 0;
  if (fivexx) problems.unshift(`${fivexx} answers were 5xx`);
  const tally = [...byClass]
    .sort()
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  return {
    skipped: [],
    reports: [
      report(
        'fuzz (pglite)',
        `${COUNT} malformed, oversized and hostile requests to every endpoint over HTTP, ${PARALLEL} at a time`,
        `${tally}; ${withoutMessage} error answers without an "error" message; stored scores ${unchanged ? 'unchanged' : 'CHANGED'}; /api/health then answered ${healthStatus}`,
        problems,
      ),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(async (ctx) => [resilienceSection(await fuzzCheck(ctx))]);
