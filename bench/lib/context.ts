import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, tinyClientBuild } from '../../tests/support/resilience/server-process';
import { pgliteCopy, postgresDatabase, type OwnedStorage } from '../../tests/support/resilience/storage';
import { pgliteTemplate } from './pglite-template';
import { startPostgresCluster, type PostgresServer } from '../../tests/support/postgres-cluster';

/** A database the bench runs against: create() gives a fresh, migrated, empty one. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  description: string;
  create(label: string): Promise<OwnedStorage>;
}

/** Resources shared by the bench scripts, made on first use and released by close(). */
export interface BenchContext {
  tinyBuild(): string;
  productionBuild(): Promise<string>;
  /** Where the API-only steps' server comes from: the compiled server `npm start` runs, with the two-file client. */
  apiServerBuild(): Promise<{ buildDir: string; compiledBuildDir: string }>;
  pgliteTemplate(): Promise<string>;
  /** PGlite, and PostgreSQL when it can be had; `skipped` says why it could not. */
  databases(): Promise<{ databases: BenchDatabase[]; skipped: string[] }>;
  /** A cluster we may stop and start, or why there is none. */
  ownPostgres(): Promise<PostgresServer | string>;
  close(): Promise<void>;
}

function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

const errorText = (error: unknown) => (error as Error).message.split('\n')[0]!;

/** BENCH_DATABASE_URL when set, else a throwaway cluster. */
async function benchPostgres(): Promise<PostgresServer> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return { url: external, description: 'PostgreSQL at BENCH_DATABASE_URL', destroy() {} };
  return startPostgresCluster();
}

export function createContext({ freshBuild }: { freshBuild: boolean }): BenchContext {
  const cleanups: Array<() => unknown> = [];
  const tinyBuild = once(() => {
    const dir = tinyClientBuild();
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  const template = once(() => pgliteTemplate(tinyBuild()));
  const postgres = once(async (): Promise<PostgresServer | string> => {
    try {
      const server = await benchPostgres();
      cleanups.push(() => server.destroy());
      return server;
    } catch (error) {
      return errorText(error);
    }
  });

  // async, so that a failed build is remembered as a rejection rather than retried by every step.
  const production = once(async () => productionBuild(freshBuild));
  return {
    tinyBuild,
    pgliteTemplate: template,
    productionBuild: production,
    apiServerBuild: async () => ({ buildDir: tinyBuild(), compiledBuildDir: await production() }),
    async databases() {
      const pglite: BenchDatabase = {
        kind: 'pglite',
        description: 'PGlite (embedded)',
        create: async () => pgliteCopy(await template()),
      };
      const pg = await postgres();
      if (typeof pg === 'string') return { databases: [pglite], skipped: [`PostgreSQL: ${pg}`] };
      return { databases: [pglite, { kind: 'postgres', description: pg.description, create: (label) => postgresDatabase(pg.url, label) }], skipped: [] };
    },
    ownPostgres: once(async () => {
      const pg = await postgres();
      if (typeof pg !== 'string' && pg.control) return pg;
      try {
        const cluster = await startPostgresCluster();
        cleanups.push(() => cluster.destroy());
        return cluster;
      } catch (error) {
        return errorText(error);
      }
    }),
    async close() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

/**
 * BENCH_BUILD_DIR when it holds a build; otherwise a build of the current checkout in .tmp/bench-build,
 * rebuilt when `fresh` (npm run bench) so the figures describe the code as it is. Inside the project,
 * because the prerender step imports the built server, which must find node_modules.
 */
function productionBuild(fresh: boolean): string {
  const given = process.env.BENCH_BUILD_DIR;
  if (given && fs.existsSync(path.join(given, 'client', 'index.html'))) return path.resolve(given);
  const dir = path.join(REPO_ROOT, '.tmp', 'bench-build');
  if (!fresh && fs.existsSync(path.join(dir, 'client', 'index.html'))) return dir;
  console.log(`bench: building the client into ${dir}…`);
  fs.rmSync(dir, { recursive: true, force: true });
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR: dir },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  return dir;
}
