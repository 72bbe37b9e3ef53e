import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientVerdict, normalClient, type Asked } from './normal-client';
import { count, report, type ResilienceReport } from './report';
import { startServer } from './server-process';
import type { Storage } from './storage';

export interface SlowDownloadOptions {
  storage: Storage;
  /** A client build to serve; the check adds the big file it downloads. */
  buildDir: string;
  compiledBuildDir?: string;
  /** The server's open-file limit. */
  descriptorLimit: number;
  attackFrom: string[];
  /** Downloads each address keeps going. */
  connectionsPerAddress: number;
  opensPerSecond: number;
  /** The file's size (a font is about 2.7 MB). */
  fileBytes: number;
  /** Each download reads this much, then pauses for 8–15 s. */
  readBytes: number;
  readEveryMs: [number, number];
  clientFrom: string;
  askEveryMs: number;
  durationMs: number;
  maxFailedShare: number;
  maxOutageMs: number;
  env?: Record<string, string>;
}

const ATTACKER = fileURLToPath(new URL('./slow-download-attacker.mjs', import.meta.url));
const ATTACKER_NICENESS = 10;
const FILE = '/assets/big-font.woff2';

interface Flood {
  opened: number;
  peak: number;
  answered: number;
  bytes: number;
}

function slowDownloads(port: number, options: SlowDownloadOptions): Promise<Flood> {
  const args = [
    ATTACKER,
    String(port),
    String(options.durationMs),
    String(options.connectionsPerAddress),
    String(options.opensPerSecond),
    FILE,
    String(options.readBytes),
    String(options.readEveryMs[0]),
    String(options.readEveryMs[1]),
    ...options.attackFrom,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  // It shares the cores with the server here; on a network its CPU would be its own.
  os.setPriority(child.pid!, ATTACKER_NICENESS);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Flood) : reject(new Error(`the attacker exited with ${code}`)))),
  );
}

/** The CPU seconds a process has used (user and system). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's open descriptors and resident memory, sampled every second: the most of each, and the CPU it used. */
function watch(pid: number) {
  let descriptors = 0;
  let rssMb = 0;
  const cpuBefore = cpuSeconds(pid);
  let cpu = 0;
  const timer = setInterval(() => {
    try {
      descriptors = Math.max(descriptors, fs.readdirSync(`/proc/${pid}/fd`).length);
      rssMb = Math.max(rssMb, Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
      cpu = cpuSeconds(pid) - cpuBefore;
    } catch {
      // The server has exited.
    }
  }, 1000);
  return () => {
    clearInterval(timer);
    return { descriptors, rssMb, cpu };
  };
}

/**
 * Slow downloads of a big file from a few addresses, more than the server's descriptors allow, each kept
 * moving just enough that no timeout closes it, while a normal client from another address asks every
 * `askEveryMs`: it must be served, and the server must stay within its open-file limit.
 */
export async function slowDownloadCheck(options: SlowDownloadOptions): Promise<ResilienceReport> {
  fs.mkdirSync(path.join(options.buildDir, 'client', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(options.buildDir, 'client', FILE), randomBytes(options.fileBytes));
  const server = await startServer({
    storage: options.storage,
    buildDir: options.buildDir,
    compiledBuildDir: options.compiledBuildDir,
    descriptorLimit: options.descriptorLimit,
    env: { SPEECH_PRERENDER: 'false', LOG_LEVEL: 'warn', ...options.env },
  });
  const port = Number(new URL(server.url).port);
  const stopWatching = watch(server.pid);
  let asked: Asked[] = [];
  let flood: Flood;
  try {
    const attack = slowDownloads(port, options);
    // Let the downloads build up before the client starts asking.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const client = normalClient(port, options.clientFrom, options.askEveryMs);
    await new Promise((resolve) => setTimeout(resolve, options.durationMs - 8000));
    asked = await client.stop();
    flood = await attack;
  } finally {
    await server.stop();
  }
  const held = stopWatching();
  const verdict = clientVerdict(asked, options, options.askEveryMs);
  const problems = [...verdict.problems];
  const attempted = options.attackFrom.length * options.connectionsPerAddress;
  if (flood.opened < attempted) problems.push(`the attacker opened only ${flood.opened} downloads of the ${attempted} it meant to`);
  if (held.descriptors > options.descriptorLimit)
    problems.push(`the server held ${held.descriptors} descriptors, over its limit of ${options.descriptorLimit}`);
  return report(
    'slow downloads',
    `${options.attackFrom.length} address${options.attackFrom.length > 1 ? 'es' : ''} × ${count(options.connectionsPerAddress)} downloads of a ${(options.fileBytes / 1e6).toFixed(1)} MB file, each reading ${options.readBytes / 1000} KB every ${options.readEveryMs[0] / 1000}–${options.readEveryMs[1] / 1000} s (${count(flood.opened)} opened, at most ${count(flood.peak)} open at once, ${count(flood.answered)} answered, ${count(Math.round(flood.bytes / 1e6))} MB read) for ${options.durationMs / 1000} s, against ${count(options.descriptorLimit)} descriptors`,
    `${verdict.said}; the server held at most ${count(held.descriptors)} descriptors and ${Math.round(held.rssMb)} MB, and used ${held.cpu.toFixed(1)} s of CPU`,
    problems,
  );
}
