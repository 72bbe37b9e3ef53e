import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processIsAlive } from '@/server/db/data-dir-lock';
import { storageEnv, type Storage } from './storage';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the server logged so far (only the last 64 KB once it has exited). */
  log(): string;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
}

export interface ServerOptions {
  storage: Storage;
  /** A client build (BUILD_DIR); `tinyClientBuild()` is enough for the API. */
  buildDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** A production build whose compiled server (server-app/main.js) runs, under plain node, instead of the source. */
  compiledBuildDir?: string;
  /** The server's limit on open files (its soft limit, set by the shell before node starts). */
  descriptorLimit?: number;
}

// Our servers use 3300–3399 so they never meet other local servers; each process starts at its own offset.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3300);
let nextPort = PORT_BASE + (process.pid % 100);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Ports handed out here are claimed by a file naming the claiming process, so two test files side by side never pick
 * one port: a port probed free stays free for seconds until the server, after opening its database, listens on it,
 * and a second file's server started there meanwhile lost the race and exited while the health check, answered by
 * the first file's server, said it was up; its test then wrote to the other server and read its writes back as lost.
 */
const CLAIMS = path.join(os.tmpdir(), 'iyagi-port-claims');

function claimPort(port: number): boolean {
  fs.mkdirSync(CLAIMS, { recursive: true });
  const file = path.join(CLAIMS, String(port));
  const write = () => {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  };
  if (write()) return true;
  let owner: number;
  try {
    owner = Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return write();
  }
  // A claim left by a process that has ended (a run stopped midway) is free again.
  if (owner > 0 && processIsAlive(owner)) return false;
  fs.rmSync(file, { force: true });
  return write();
}

/** Gives a claimed port back, once its server has exited. */
function releasePort(port: number): void {
  const file = path.join(CLAIMS, String(port));
  try {
    if (Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = nextPort;
    nextPort = PORT_BASE + ((nextPort - PORT_BASE + 1) % 100);
    if (!claimPort(port)) continue;
    if (await portIsFree(port)) return port;
    releasePort(port);
  }
  throw new Error(`no free port in ${PORT_BASE}–${PORT_BASE + 99}`);
}

/** A client build of two files: main.ts refuses to start without one, and the API needs no more. */
export function tinyClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-tiny-build-'));
  fs.mkdirSync(path.join(dir, 'client', '404'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<title>home</title>');
  fs.writeFileSync(path.join(dir, 'client', '404', 'index.html'), '<h1>Page Not Found</h1>');
  return dir;
}

/** The production server (`src/server/main.ts`) as its own process, resolved once /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      // Another process may take the port between our probe and the server's listen.
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

/**
 * The server as its own process, with exactly `env` on top of ours, its output going to a file (a pipe
 * would slow a loaded server or stall it when unread). `log()` keeps the last 64 KB once it has exited.
 */
export function spawnServer(
  env: Record<string, string>,
  compiledBuildDir?: string,
  descriptorLimit?: number,
): Omit<ServerProcess, 'url' | 'stop'> & { kill(signal?: NodeJS.Signals): void; alive(): boolean } {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-server-log-'));
  const logPath = path.join(logDir, 'server.log');
  const logFd = fs.openSync(logPath, 'a');
  const entry = compiledBuildDir ? [path.join(compiledBuildDir, 'server-app', 'main.js')] : ['--import', 'tsx', 'src/server/main.ts'];
  const [command, args] =
    descriptorLimit === undefined
      ? [process.execPath, entry]
      : ['/bin/sh', ['-c', `ulimit -n ${descriptorLimit} && exec "$0" "$@"`, process.execPath, ...entry]];
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);
  let alive = true;
  let finalLog: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      alive = false;
      finalLog = tail(logPath, 64_000);
      fs.rmSync(logDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return {
    pid: child.pid!,
    log: () => finalLog ?? fs.readFileSync(logPath, 'utf8'),
    exited,
    kill: (signal = 'SIGTERM') => void (alive && child.kill(signal)),
    alive: () => alive,
  };
}

async function startOnce(options: ServerOptions, port: number): Promise<ServerProcess> {
  const server = spawnServer(
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: options.buildDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
      RATE_LIMIT_READS_PER_MINUTE: '10000000',
      ...storageEnv(options.storage),
      ...options.env,
    },
    options.compiledBuildDir,
    options.descriptorLimit,
  );
  const { log, exited } = server;
  void exited.then(() => releasePort(port));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (!(await answersHealth(url))) {
    if (!server.alive()) throw new Error(`server exited before it was ready:\n${log().slice(-2000)}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      await exited;
      throw new Error(`server not ready after ${options.readyTimeoutMs ?? 120_000} ms:\n${log().slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    pid: server.pid,
    log,
    exited,
    async stop(signal = 'SIGTERM') {
      server.kill(signal);
      await exited;
    },
  };
}

function tail(file: string, bytes: number): string {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(bytes, size));
    fs.readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}
