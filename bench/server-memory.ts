// The compiled production server's memory: its peak while starting and what it holds once idle, on a new
// empty data directory (first start: initialise the database, render every phrase) and again with data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from '../tests/support/resilience/server-process';
import { isMain, runAlone } from './lib/cli';
import type { BenchContext } from './lib/context';
import { section, type Section } from './lib/section';
import { speechPrerendered } from './lib/speech';

const IDLE_TARGET_MB = 400;
// The voice worker stops after 60 s without work (espeak-speech-provider.ts); idle is measured after that.
const IDLE_WAIT_MS = 65_000;

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function measureStart(buildDir: string, dataDir: string, label: string, s: Section): Promise<void> {
  const started = performance.now();
  const server: ServerProcess = await startServer({ storage: { kind: 'pglite', dataDir }, buildDir, compiledBuildDir: buildDir });
  try {
    const ready = performance.now() - started;
    await speechPrerendered(server);
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    const { rssMb, peakMb } = memoryOf(server.pid);
    s.rows.push([label, `${(ready / 1000).toFixed(1)}`, peakMb.toFixed(0), rssMb.toFixed(0)]);
    if (rssMb > IDLE_TARGET_MB) s.failures.push(`${label}: idle RSS ${rssMb.toFixed(0)} MB is over ${IDLE_TARGET_MB} MB`);
  } finally {
    await server.stop();
  }
}

export async function serverMemory(ctx: BenchContext): Promise<Section[]> {
  const s = section('Server memory: the compiled server under plain node, PGlite', [
    'start',
    'ready in s',
    'peak RSS MB',
    `idle RSS MB (after ${IDLE_WAIT_MS / 1000} s)`,
  ]);
  const buildDir = await ctx.productionBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-bench-memory-'));
  try {
    await measureStart(buildDir, dataDir, 'first start: empty data directory, all 90 phrases rendered', s);
    await measureStart(buildDir, dataDir, 'restart with that data', s);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  s.notes.push(
    `Target: idle RSS at most ${IDLE_TARGET_MB} MB. A new data directory is copied from one initialised at build time (PGlite's own initdb on first start peaked at 931 MB and left the server idling at 916 MB, measured 2026-11-22); the voice worker stops after a minute without work.`,
  );
  return [s];
}

if (isMain(import.meta.url)) await runAlone(serverMemory);
