import fs from 'node:fs';
import http from 'node:http';
import { familyHeaders, newFamilyCode } from '../fixtures';
import { count, report, type ResilienceReport } from './report';
import { startServer } from './server-process';
import type { Storage } from './storage';

export interface DistinctReadsOptions {
  storage: Storage;
  buildDir: string;
  /** Run this production build's compiled server instead of the source (the bench does). */
  compiledBuildDir?: string;
  reads: number;
  clients: number;
  /** The most the server's resident memory may grow over the reads. */
  maxGrowthMb: number;
}

/**
 * The JS heap the server may use. The ceiling is on the heap alone: the process's 430 MB or so after the
 * warm-up are mostly PGlite's WebAssembly memory, which it does not count.
 */
const HEAP_CEILING_MB = 256;

const rssMbOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** One GET on a kept-alive connection; node:http, as fetch would cost this loaded client more than the server. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function readLists(url: string, reads: number, clients: number): Promise<Map<number | string, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const statuses = new Map<number | string, number>();
  let next = 0;
  const client = async () => {
    while (next < reads) {
      next++;
      // A new code each time: what someone trying codes, or many families, would send.
      const status = await get(agent, `${url}/api/quiz-scores?limit=20`, familyHeaders(newFamilyCode()));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  return statuses;
}

/**
 * Score lists of `reads` distinct family codes, each read once: whatever the server keeps of them must
 * stay within its bounds, so its resident memory grows by less than `maxGrowthMb`.
 */
export async function distinctFamilyReadsCheck({
  storage,
  buildDir,
  compiledBuildDir,
  reads,
  clients,
  maxGrowthMb,
}: DistinctReadsOptions): Promise<ResilienceReport> {
  // A heap ceiling, as a deployment sets one. With memory to spare, Node 22's collector let garbage grow the
  // process by 297 MB before a full collection, so the check measured when it collects, not what the server
  // keeps; under the ceiling the same 100,000 reads grew it by 35 MB. A server that really kept every code
  // would run out of heap under the ceiling and fail its reads.
  const env = { SPEECH_PRERENDER: 'false', LOG_LEVEL: 'warn', NODE_OPTIONS: `--max-old-space-size=${HEAP_CEILING_MB}` };
  const server = await startServer({ storage, buildDir, compiledBuildDir, env });
  const problems: string[] = [];
  let before = 0;
  let after = 0;
  let elapsedMs = 0;
  try {
    // Warm up first, so the baseline includes the code paths, pools and buffers every read needs.
    await readLists(server.url, 2000, clients);
    before = rssMbOf(server.pid);
    const started = performance.now();
    const statuses = await readLists(server.url, reads, clients);
    elapsedMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    after = rssMbOf(server.pid);
    const failed = [...statuses].filter(([status]) => status !== 200);
    if (failed.length > 0) problems.push(`reads not answered 200: ${failed.map(([status, n]) => `${n}× ${status}`).join(', ')}`);
  } finally {
    await server.stop();
  }
  const growth = after - before;
  if (growth >= maxGrowthMb) problems.push(`resident memory grew ${growth.toFixed(0)} MB (${before.toFixed(0)} → ${after.toFixed(0)}), over ${maxGrowthMb} MB`);
  return report(
    `distinct family reads (${storage.kind})`,
    `${count(reads)} score lists of distinct family codes from ${clients} clients`,
    `read in ${(elapsedMs / 1000).toFixed(0)} s; resident memory ${before.toFixed(0)} → ${after.toFixed(0)} MB (+${growth.toFixed(0)})`,
    problems,
  );
}
