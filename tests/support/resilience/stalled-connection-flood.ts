import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ask, longestOutage, type Asked } from './normal-client';
import { count, report, type ResilienceReport } from './report';
import { startServer } from './server-process';
import type { Storage } from './storage';

export interface FloodOptions {
  storage: Storage;
  buildDir: string;
  /** Run this production build's compiled server instead of the source (the bench does). */
  compiledBuildDir?: string;
  /** The server's open-file limit: the flood holds more connections than this. */
  descriptorLimit: number;
  /** Loopback addresses the attack comes from, each keeping `connectionsPerAddress` stalled connections open. */
  attackFrom: string[];
  connectionsPerAddress: number;
  /** How fast each address opens connections again once they are closed. */
  opensPerSecond: number;
  /** The normal client's address, asking every `askEveryMs`. */
  clientFrom: string;
  askEveryMs: number;
  durationMs: number;
  /** At most this share of the normal client's requests may fail… */
  maxFailedShare: number;
  /** …and no stretch without an answer may last longer than this. */
  maxOutageMs: number;
  /** More settings for the server (TRUST_PROXY, caps). */
  env?: Record<string, string>;
}

const ATTACKER = fileURLToPath(new URL('./stalled-flood-attacker.mjs', import.meta.url));
const ATTACKER_NICENESS = 10;

/** The attack in its own process; resolves with what it did once it is over. */
function stalledFlood(port: number, options: FloodOptions): Promise<{ opened: number; peak: number }> {
  const args = [
    ATTACKER,
    String(port),
    String(options.durationMs),
    String(options.connectionsPerAddress),
    String(options.opensPerSecond),
    ...options.attackFrom,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  // On a network the attacker's CPU is its own; here it shares the cores with the server and the client,
  // so it runs at a lower priority: the flood is about descriptors, not about starving the server of CPU
  // (and the check makes sure it still opens more connections than the server has descriptors).
  os.setPriority(child.pid!, ATTACKER_NICENESS);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as { opened: number; peak: number }) : reject(new Error(`the attacker exited with ${code}`)),
    ),
  );
}

/**
 * A reconnecting flood of stalled connections from several addresses, more than the server has
 * descriptors, while a normal client from another address asks every `askEveryMs`: it must be served.
 */
export async function stalledConnectionFloodCheck(options: FloodOptions): Promise<ResilienceReport> {
  const server = await startServer({
    storage: options.storage,
    buildDir: options.buildDir,
    compiledBuildDir: options.compiledBuildDir,
    descriptorLimit: options.descriptorLimit,
    env: { SPEECH_PRERENDER: 'false', LOG_LEVEL: 'warn', ...options.env },
  });
  const port = Number(new URL(server.url).port);
  const asked: Asked[] = [];
  let flood: { opened: number; peak: number };
  try {
    const until = Date.now() + options.durationMs;
    const attack = stalledFlood(port, options);
    // Let the flood build up before the client starts asking.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pending: Array<Promise<void>> = [];
    while (Date.now() < until - 5000) {
      pending.push(ask(port, options.clientFrom).then((a) => void asked.push(a)));
      await new Promise((resolve) => setTimeout(resolve, options.askEveryMs));
    }
    await Promise.all(pending);
    flood = await attack;
  } finally {
    await server.stop();
  }
  asked.sort((a, b) => a.sentAt - b.sentAt);
  const failed = asked.filter((a) => !a.ok);
  const outage = longestOutage(asked);
  const { opened, peak } = flood;
  const problems: string[] = [];
  const failures = [...new Set(failed.map((a) => a.what))].join(', ');
  if (failed.length > options.maxFailedShare * asked.length)
    problems.push(`${failed.length} of ${asked.length} requests failed (${failures}), over ${options.maxFailedShare * 100} %`);
  if (opened <= options.descriptorLimit)
    problems.push(`the attacker opened only ${opened} connections, not more than the server's ${options.descriptorLimit} descriptors`);
  if (outage > options.maxOutageMs) problems.push(`the client went ${outage} ms without an answer, over ${options.maxOutageMs} ms`);
  return report(
    'stalled-connection flood',
    `${options.attackFrom.length} addresses × ${count(options.connectionsPerAddress)} stalled connections, reopened when closed at up to ${count(options.opensPerSecond)}/s each (${count(opened)} opened, at most ${count(peak)} open at once) for ${options.durationMs / 1000} s, against ${count(options.descriptorLimit)} descriptors`,
    `a client asking every ${options.askEveryMs} ms: ${asked.length - failed.length} of ${asked.length} answered${failed.length ? ` (failed: ${failures})` : ''}, longest wait ${outage} ms`,
    problems,
  );
}
