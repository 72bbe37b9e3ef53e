import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './resilience/server-process';

export interface PostgresServer {
  /** An admin connection string (database `postgres`) on which databases may be created. */
  url: string;
  description: string;
  /** Present only for a cluster we own: outage checks stop and start it. */
  control?: { stop(): Promise<void>; start(): Promise<void> };
  destroy(): void;
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** initdb refuses to run as root: then the `postgres` user owns the throwaway cluster. */
function asPostgres(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}
const run = (bin: string, args: string[]) => execFileSync(...asPostgres(bin, args), { stdio: ['ignore', 'ignore', 'pipe'] });
// Asynchronous so that clients keep running (and timing) while the server stops and starts.
function runAsync(bin: string, args: string[]): Promise<void> {
  const [command, commandArgs] = asPostgres(bin, args);
  return new Promise((resolve, reject) => {
    spawn(command, commandArgs, { stdio: 'ignore' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} ${args.at(-1)} exited with ${code}`)),
    );
  });
}

/** A throwaway PostgreSQL cluster in a temp dir on a free port: CI's for the tests (with-postgres.ts), the bench's own. */
export async function startPostgresCluster(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql) and no database URL is set');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-bench-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const pgCtl = path.join(bin, 'pg_ctl');
  const startArgs = ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start'];
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  run(pgCtl, startArgs);
  const version = path.basename(path.dirname(bin));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    description: `PostgreSQL ${version} (throwaway cluster on port ${port})`,
    control: { stop: () => runAsync(pgCtl, stopArgs), start: () => runAsync(pgCtl, startArgs) },
    destroy() {
      try {
        run(pgCtl, stopArgs);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
