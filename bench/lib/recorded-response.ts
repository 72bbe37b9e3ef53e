import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, freePort } from '../../tests/support/resilience/server-process';

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

// Per-connection and per-moment headers: the bare server sets its own.
const SKIPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export async function recordResponse(res: Response): Promise<RecordedResponse> {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

export interface ComparisonServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a bench server script (`<script> …args <port>`), ready once it prints a line. */
async function startComparisonServer(script: string, args: string[]): Promise<ComparisonServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args, String(port)], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    void exited.then(() => reject(new Error(`${path.basename(script)} exited before it was ready`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill();
      await exited;
    },
  };
}

/** Starts bench/lib/bare-server.ts answering `recorded`. */
export async function startBareServer(recorded: RecordedResponse): Promise<ComparisonServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-bare-'));
  const file = path.join(dir, 'response.json');
  fs.writeFileSync(file, JSON.stringify(recorded));
  const server = await startComparisonServer('bench/lib/bare-server.ts', [file]);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts bench/lib/seed-stack-server.ts (Express + Drizzle + pg) on a PostgreSQL database. */
export const startSeedStackServer = (databaseUrl: string) => startComparisonServer('bench/lib/seed-stack-server.ts', [databaseUrl]);
