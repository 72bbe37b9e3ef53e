import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database } from './database';
import { readEnv } from '../env';
import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../http/types';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { startFreezableProxy, type FreezableProxy } from '../../../tests/support/freezable-proxy';

const serverUrl = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string, port?: number): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  if (port) url.port = String(port);
  return url.toString();
}

const family = familyHeaders(newFamilyCode());
const uniqueName = (what: string) => `iyagi_${what}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

describe.skipIf(!serverUrl)('on PostgreSQL', () => {
  it('three instances started together on a fresh database all come up, every time', async () => {
    for (let round = 0; round < 3; round++) {
      const name = uniqueName('race');
      await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
      try {
        const opened = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ databaseUrl: databaseUrl(name) })));
        const failures = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
        await Promise.all(opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value.close()] : [])));
        expect(failures).toEqual([]);
      } finally {
        await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
  });

  describe('when the server freezes', () => {
    const name = uniqueName('frozen');
    let proxy: FreezableProxy;
    let database: Database;
    let app: AppInstance;
    beforeAll(async () => {
      await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
      const target = new URL(serverUrl!);
      proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      database = await openDatabase({ databaseUrl: databaseUrl(name, proxy.port) });
      app = await createApp({ env: readEnv({ LOG_LEVEL: 'silent', SPEECH_PRERENDER: 'false' }), database, clientDir: null });
    });
    afterAll(async () => {
      await app?.close();
      proxy?.thaw();
      await database?.close();
      await proxy?.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    });

    it('answers writes and reads 503 within 5 s, and recovers when it thaws', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody('Before') })).statusCode).toBe(201);
      proxy.freeze();
      const timed = async (request: InjectOptions) => {
        const started = Date.now();
        const res = await app.inject(request);
        return { status: res.statusCode, ms: Date.now() - started, error: res.json().error as string };
      };
      const [write, read] = await Promise.all([
        timed({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody('During') }),
        timed({ method: 'GET', url: '/api/quiz-scores?limit=5', headers: family }),
      ]);
      for (const answer of [write, read]) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(5000);
        expect(answer.error).toMatch(/unavailable/);
      }
      proxy.thaw();
      let after = 0;
      for (let i = 0; i < 20 && after !== 201; i++) {
        after = (await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody('After') })).statusCode;
        if (after !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(after).toBe(201);
    });

    it('answers 503 over real HTTP while PostgreSQL is gone, and saves again when it is back', async () => {
      // Over a socket, not inject(): whether a client hung up is told by the connection, which inject lacks.
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const save = async () => {
        const res = await fetch(`${url}/api/quiz-scores`, {
          method: 'POST',
          headers: { ...family, 'content-type': 'application/json' },
          body: JSON.stringify(quizScoreBody('Cut')),
        });
        return { status: res.status, error: ((await res.json()) as { error?: string }).error ?? '' };
      };
      expect((await save()).status).toBe(201);
      proxy.cut();
      const during = await Promise.all([save(), save(), save()]);
      for (const answer of during) {
        expect(answer.status).toBe(503);
        expect(answer.error).toMatch(/unavailable/);
      }
      proxy.reconnect();
      let after = 0;
      for (let i = 0; i < 20 && after !== 201; i++) {
        after = (await save()).status;
        if (after !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(after).toBe(201);
    });
  });
});
